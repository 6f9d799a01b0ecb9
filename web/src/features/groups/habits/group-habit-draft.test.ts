import type { GroupHabit } from '@habitat/protocol';
import { sampleGroupHabit } from '@habitat/protocol/testing';
import { describe, expect, it } from 'vitest';
import {
  groupDraftBlocker,
  groupDraftErrors,
  groupDraftOf,
  groupHabitBody,
  groupHabitFailureText,
} from './group-habit-draft';

/** A required reading habit three days a week. */
function groupHabit(overrides: Partial<GroupHabit> = {}): GroupHabit {
  return sampleGroupHabit({
    _id: 'g1',
    workspaceId: 'w1',
    name: 'Read',
    description: 'Twenty pages',
    category: 'learning',
    icon: '📚',
    color: '#10b981',
    isRequired: true,
    settings: {
      defaultTarget: { value: 20, unit: 'pages' },
      schedule: { days: [5, 1, 3], reminderEnabled: true, reminderTime: '07:30' },
    },
    ...overrides,
  });
}

describe('group habit draft', () => {
  it('starts a new habit blank with the defaults of spec §3', () => {
    const draft = groupDraftOf(undefined);
    expect(draft).toMatchObject({
      name: '',
      description: '',
      category: 'other',
      icon: '✅',
      color: '#4f46e5',
      reminderEnabled: false,
      reminderTime: '',
      targetValue: '1',
      targetUnit: 'times',
      isRequired: false,
    });
    expect(draft.scheduleDays).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('fills the form from a group habit, days sorted', () => {
    expect(groupDraftOf(groupHabit())).toMatchObject({
      name: 'Read',
      description: 'Twenty pages',
      category: 'learning',
      icon: '📚',
      color: '#10b981',
      scheduleDays: [1, 3, 5],
      reminderEnabled: true,
      reminderTime: '07:30',
      targetValue: '20',
      targetUnit: 'pages',
      isRequired: true,
    });
  });

  it("shows the API's unit 'time' as 'times' and a missing reminder time as blank", () => {
    const habit = groupHabit({
      settings: {
        defaultTarget: { value: 1, unit: 'time' },
        schedule: { days: [0], reminderEnabled: false, reminderTime: null },
      },
    });
    expect(groupDraftOf(habit)).toMatchObject({ targetUnit: 'times', reminderTime: '' });
  });
});

describe('group habit body', () => {
  it('sends the form plus settings {defaultTarget, schedule}', () => {
    const draft = { ...groupDraftOf(groupHabit()), name: '  Read more ', description: ' Daily ' };
    expect(groupHabitBody(draft)).toEqual({
      name: 'Read more',
      description: 'Daily',
      category: 'learning',
      icon: '📚',
      color: '#10b981',
      isRequired: true,
      settings: {
        defaultTarget: { value: 20, unit: 'pages' },
        schedule: { days: [1, 3, 5], reminderEnabled: true, reminderTime: '07:30' },
      },
    });
  });

  it('sends a reminder time only while reminders are on and a time is set', () => {
    const on = { ...groupDraftOf(undefined), name: 'Walk', reminderEnabled: true, reminderTime: '' };
    expect(groupHabitBody(on).settings?.schedule?.reminderTime).toBeNull();
    const off = { ...on, reminderEnabled: false, reminderTime: '08:00' };
    expect(groupHabitBody(off).settings?.schedule).toMatchObject({
      reminderEnabled: false,
      reminderTime: null,
    });
  });

  it('keeps the target at least 1 and days unique and sorted', () => {
    const draft = {
      ...groupDraftOf(undefined),
      name: 'Walk',
      targetValue: 'abc',
      scheduleDays: [6, 0, 6, 2],
    };
    const body = groupHabitBody(draft);
    expect(body.settings?.defaultTarget?.value).toBe(1);
    expect(body.settings?.schedule?.days).toEqual([0, 2, 6]);
    expect(groupHabitBody({ ...draft, targetValue: '0' }).settings?.defaultTarget?.value).toBe(1);
    expect(groupHabitBody({ ...draft, targetValue: '2.5' }).settings?.defaultTarget?.value).toBe(2.5);
  });

  it('falls back to known category and unit values the server accepts', () => {
    const draft = { ...groupDraftOf(undefined), name: 'Walk', category: 'misc', targetUnit: 'laps' };
    const body = groupHabitBody(draft);
    expect(body.category).toBe('other');
    expect(body.settings?.defaultTarget?.unit).toBe('times');
  });
});

describe('group habit form messages', () => {
  const blank = groupDraftOf(undefined);

  it("says 'Name is required' only once the name was touched", () => {
    expect(groupDraftErrors(blank, false)).toEqual({});
    expect(groupDraftErrors({ ...blank, name: '   ' }, true)).toEqual({ name: 'Name is required' });
    expect(groupDraftErrors({ ...blank, name: 'Walk' }, true)).toEqual({});
  });

  it('asks for at least one day', () => {
    expect(groupDraftErrors({ ...blank, name: 'Walk', scheduleDays: [] }, true)).toEqual({
      scheduleDays: 'Please select at least one day',
    });
  });

  it('blocks sending without a name or a day', () => {
    expect(groupDraftBlocker(blank)).toBe('Name is required');
    expect(groupDraftBlocker({ ...blank, name: 'Walk', scheduleDays: [] })).toBe(
      'Please select at least one day',
    );
    expect(groupDraftBlocker({ ...blank, name: 'Walk' })).toBeNull();
  });
});

describe('group habit outcome texts', () => {
  it("reads 'Failed to {action} habit: {message}' (spec §8)", () => {
    expect(groupHabitFailureText('create', new Error('Access denied.'))).toBe(
      'Failed to create habit: Access denied.',
    );
    expect(groupHabitFailureText('update', new Error('Resource not found.'))).toBe(
      'Failed to update habit: Resource not found.',
    );
    expect(groupHabitFailureText('delete', 'boom')).toBe('Failed to delete habit: Please try again.');
  });
});
