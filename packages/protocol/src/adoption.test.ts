import { applyHabitCreate, formatHlc } from '@habitat/domain';
import { Check } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { adoptionArgs } from './adoption';
import { MUTATION_ARGS } from './mutations';
import {
  SAMPLE_GROUP_HABIT_ID as GROUP_HABIT_ID,
  sampleGroupHabit as groupHabit,
  SAMPLE_WORKSPACE_ID as WORKSPACE_ID,
} from './testing';

const NEW_ID = '01890000-0000-7000-8000-000000000003';

describe('adoption mutations', () => {
  it('copies the group habit into a linked personal habit', () => {
    const create = adoptionArgs(groupHabit(), WORKSPACE_ID, 'full', NEW_ID);
    expect(create).toEqual({
      id: NEW_ID,
      source: 'workspace',
      workspaceId: WORKSPACE_ID,
      groupHabitId: GROUP_HABIT_ID,
      fields: {
        name: 'Meditate',
        description: 'Ten quiet minutes',
        category: 'mindfulness',
        icon: '🧘',
        color: '#8b5cf6',
        scheduleDays: [1, 2, 3, 4, 5],
        reminderEnabled: true,
        reminderTime: '06:45',
        targetValue: 10,
        targetUnit: 'minutes',
      },
      workspaceSettings: { shareProgress: 'full' },
    });
  });

  it('passes the contract the local write path and the server check', () => {
    for (const level of ['full', 'progress-only', 'streaks-only', 'private'] as const) {
      const create = adoptionArgs(groupHabit(), WORKSPACE_ID, level, NEW_ID);
      expect(Check(MUTATION_ARGS['habit.create'], create)).toBe(true);
    }
  });

  it('gives a habit with the chosen share level when applied, in one write', () => {
    const hlc = formatHlc({ physical: 100, counter: 0, node: 'a' });
    const create = adoptionArgs(groupHabit(), WORKSPACE_ID, 'streaks-only', NEW_ID);
    const habit = applyHabitCreate(undefined, create, hlc, 'now');
    expect(habit).toMatchObject({
      id: NEW_ID,
      source: 'workspace',
      workspaceId: WORKSPACE_ID,
      groupHabitId: GROUP_HABIT_ID,
      name: 'Meditate',
      targetValue: 10,
      scheduleDays: [1, 2, 3, 4, 5],
      workspaceSettings: { shareProgress: 'streaks-only' },
    });
  });

  it('drops a reminder time while reminders are off', () => {
    const habit = groupHabit({
      settings: {
        defaultTarget: { value: 1, unit: 'times' },
        schedule: { days: [0], reminderEnabled: false, reminderTime: '06:45' },
      },
    });
    expect(adoptionArgs(habit, WORKSPACE_ID, 'full', NEW_ID).fields.reminderTime).toBeNull();
  });
});
