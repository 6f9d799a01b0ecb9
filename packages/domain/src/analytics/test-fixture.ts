import type { DateKey } from '../dates';
import type { AnalyticsEntry, AnalyticsHabit, AnalyticsInput } from './types';

/**
 * The hand-computed case the analytics tests share. Today is Tuesday 2026-03-10; the range is
 * Monday 2026-03-02 to Wednesday 2026-03-11 (the last day is after today).
 *
 * Read (learning), Monday–Friday since 2026-01-01:
 *   02-24..02-26 missed, 02-27 done, 03-02 done, 03-03 done, 03-04 skipped, 03-05 done, 03-06 missed,
 *   03-07 done on a Saturday (not scheduled: ignored), 03-09 done, 03-10 open, 03-11 done (future: ignored).
 * Run (health), every day since 2026-03-06 (mid-range): 03-05 done before it started (ignored),
 *   03-06 done, 03-07 done, 03-08 missed, 03-09 done, 03-10 done.
 *
 * Per day in the range (due/completed): 03-02 1/1, 03-03 1/1, 03-04 0/0, 03-05 1/1, 03-06 2/1,
 * 03-07 1/1, 03-08 1/0, 03-09 2/2, 03-10 2/1, 03-11 0/0. Read 4/6, Run 4/5, together 8/11.
 */
export const TODAY = '2026-03-10';
export const START = '2026-03-02';
export const END = '2026-03-11';

export function habit(overrides: Partial<AnalyticsHabit> & { id: string }): AnalyticsHabit {
  return {
    name: overrides.id,
    category: 'other',
    color: '#4f46e5',
    icon: '⭐',
    scheduleDays: [0, 1, 2, 3, 4, 5, 6],
    firstDay: '2026-01-01',
    ...overrides,
  };
}

export function entry(date: DateKey, state: 'done' | 'missed' | 'skipped', hlc?: string): AnalyticsEntry {
  return {
    date,
    value: state === 'done' ? 1 : 0,
    completed: state === 'done',
    skipped: state === 'skipped',
    ...(hlc === undefined ? {} : { hlc }),
  };
}

export function inputOf(
  habits: AnalyticsHabit[],
  entries: Record<string, AnalyticsEntry[]>,
  today: DateKey = TODAY,
): AnalyticsInput {
  const map = new Map<string, Map<DateKey, AnalyticsEntry>>();
  for (const [habitId, list] of Object.entries(entries)) {
    map.set(habitId, new Map(list.map((e) => [e.date, e])));
  }
  return { habits, entries: map, today };
}

export const READ = habit({
  id: 'read',
  name: 'Read',
  category: 'learning',
  icon: '📚',
  scheduleDays: [1, 2, 3, 4, 5],
  firstDay: '2026-01-01',
});
export const RUN = habit({ id: 'run', name: 'Run', category: 'health', icon: '🏃', firstDay: '2026-03-06' });

export const READ_ENTRIES = [
  entry('2026-02-24', 'missed'),
  entry('2026-02-27', 'done'),
  entry('2026-03-02', 'done'),
  entry('2026-03-03', 'done'),
  entry('2026-03-04', 'skipped'),
  entry('2026-03-05', 'done'),
  entry('2026-03-07', 'done'),
  entry('2026-03-09', 'done'),
  entry('2026-03-11', 'done'),
];
export const RUN_ENTRIES = [
  entry('2026-03-05', 'done'),
  entry('2026-03-06', 'done'),
  entry('2026-03-07', 'done'),
  entry('2026-03-09', 'done'),
  entry('2026-03-10', 'done'),
];

export function twoHabits(): AnalyticsInput {
  return inputOf([READ, RUN], { read: READ_ENTRIES, run: RUN_ENTRIES });
}
