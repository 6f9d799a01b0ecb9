// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { describeRefusals, mutate, type Rejection } from '@habitat/sync-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb, wipeLocalData } from '../data/database';
import { restoreRefused } from './restore-refused';

const FIELDS = {
  name: 'Read',
  description: '',
  category: 'general',
  color: '#3b82f6',
  icon: 'book',
  frequency: 'daily',
  isActive: true,
  scheduleDays: [0, 1, 2, 3, 4, 5, 6],
  reminderEnabled: false,
  reminderTime: null,
  targetValue: 1,
  targetUnit: '',
} as const;

const refused: Rejection = {
  mutationId: 7,
  name: 'entry.set',
  error: 'Habit was deleted',
  at: 1,
  args: { habitId: 'gone', date: '2026-11-24', completed: true, value: 1 },
  habit: {
    id: 'gone',
    name: 'Read',
    source: 'personal',
    fields: { ...FIELDS, scheduleDays: [...FIELDS.scheduleDays] },
  },
};

beforeEach(async () => {
  await wipeLocalData();
  await localDb().meta.put({ key: 'rejections', value: [refused] });
});

describe('restoreRefused', () => {
  it('brings the habit back once with its check-in, however many taps, and drops the notice', async () => {
    const [notice] = describeRefusals([refused]);
    if (!notice) throw new Error('no notice');
    await Promise.all([restoreRefused(notice), restoreRefused(notice)]);
    const habits = await localDb().habits.toArray();
    expect(habits.map((habit) => habit.name)).toEqual(['Read']);
    const entries = await localDb().entries.toArray();
    expect(entries.map((entry) => [entry.habitId, entry.date, entry.completed])).toEqual([
      [habits[0]?.id, '2026-11-24', true],
    ]);
    expect(await localDb().meta.get('rejections')).toBeUndefined();
    // A later tap on a notice already restored (another tab's) changes nothing.
    await restoreRefused(notice);
    expect(await localDb().habits.count()).toBe(1);
  });

  it('does nothing for a notice dismissed meanwhile', async () => {
    const [notice] = describeRefusals([refused]);
    if (!notice) throw new Error('no notice');
    await localDb().meta.delete('rejections');
    await restoreRefused(notice);
    expect(await localDb().habits.count()).toBe(0);
    // The local write path is still open (nothing was left locked).
    await mutate(localDb(), 'habit.create', { id: crypto.randomUUID(), fields: { name: 'Walk' } });
    expect(await localDb().habits.count()).toBe(1);
  });
});
