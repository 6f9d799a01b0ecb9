import type { Activity } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { activityKind, activityLines, activityText } from './activity-feed';

const NOW = Date.parse('2025-06-15T12:00:00.000Z');

const activity = (overrides: Partial<Activity> = {}): Activity => ({
  _id: 'a1',
  type: 'habit_completed',
  user: { _id: 'u1', name: 'Ana', email: 'ana@example.com' },
  data: { habitName: 'Run', streakCount: 3 },
  description: 'Ana completed Run (3-day streak)',
  createdAt: '2025-06-15T11:55:00.000Z',
  ...overrides,
});

describe('activity text', () => {
  it("uses the server's sentence", () => {
    expect(activityText(activity({ description: 'Ana did a thing' }))).toBe('Ana did a thing');
  });

  it('builds the sentence when the server sent none', () => {
    expect(activityText(activity({ description: '' }))).toBe('Ana completed Run (3-day streak)');
    expect(activityText(activity({ description: '  ', type: 'member_joined', data: {} }))).toBe(
      'Ana joined the group',
    );
  });

  it("says 'Someone' when the member is gone", () => {
    expect(activityText(activity({ description: '', user: null, type: 'habit_adopted' }))).toBe(
      'Someone adopted Run',
    );
  });
});

describe('activity kind', () => {
  it('knows the served types and files the rest as other', () => {
    expect(activityKind('streak_milestone')).toBe('streak_milestone');
    expect(activityKind('habit_deleted')).toBe('habit_deleted');
    expect(activityKind('something_new')).toBe('other');
  });
});

describe('activity lines', () => {
  it('pairs each sentence with how long ago it happened', () => {
    const lines = activityLines(
      [
        activity(),
        activity({ _id: 'a2', createdAt: '2025-06-15T11:59:30.000Z' }),
        activity({ _id: 'a3', createdAt: '2025-06-15T09:00:00.000Z' }),
        activity({ _id: 'a4', createdAt: '2025-06-13T12:00:00.000Z' }),
      ],
      NOW,
    );
    expect(lines.map((line) => line.when)).toEqual(['5m ago', 'Just now', '3h ago', '2d ago']);
    expect(lines[0]).toEqual({
      id: 'a1',
      kind: 'habit_completed',
      text: 'Ana completed Run (3-day streak)',
      when: '5m ago',
      dateTime: '2025-06-15T11:55:00.000Z',
    });
  });

  it('shows a short date after a week', () => {
    const [line] = activityLines([activity({ createdAt: '2025-06-01T12:00:00.000Z' })], NOW);
    expect(line?.when).toMatch(/^Jun \d+$/);
  });

  it('leaves out a time it cannot read rather than inventing one', () => {
    const [line] = activityLines([activity({ createdAt: 'not a date' })], NOW);
    expect(line?.when).toBe('');
    expect(line?.dateTime).toBeNull();
  });
});
