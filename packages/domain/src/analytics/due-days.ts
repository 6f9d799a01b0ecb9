import { type DateKey, daysBetween, forEachDay, maxKey, minKey } from '../dates';
import { keptRecord } from '../limits';
import { pausedLookup } from '../pauses';
import { weekdaySet } from '../schedule';
import type { AnalyticsEntry, AnalyticsHabit } from './types';

export type DueDayVisitor = (day: DateKey, weekday: number, done: boolean, index: number) => void;

/**
 * The one rule every number shares: visits each day of start..end on which the habit is due (in its
 * schedule, on or after its first day, not after today, not skipped), saying whether it was done.
 * `index` is the day's offset from `start`, so callers can add into arrays instead of keyed maps.
 */
export function forEachDueDay(
  habit: AnalyticsHabit,
  entries: ReadonlyMap<DateKey, AnalyticsEntry> | undefined,
  start: DateKey,
  end: DateKey,
  today: DateKey,
  visit: DueDayVisitor,
): void {
  const from = maxKey(start, habit.firstDay);
  const to = minKey(end, today);
  if (to < from) return;
  const scheduled = weekdaySet(habit.scheduleDays);
  const paused = pausedLookup(habit.pauses);
  const record = keptRecord(habit.limit, (day) => entries?.get(day));
  let index = daysBetween(start, from) - 1;
  forEachDay(from, to, (day, weekday) => {
    index += 1;
    if (!scheduled[weekday] || paused?.(day, weekday)) return;
    const entry = record(day);
    if (entry?.skipped) return;
    visit(day, weekday, entry?.completed === true, index);
  });
}

/** completed / due, or null when nothing was due: "no data" is not 0%. */
export function rateOf(completed: number, due: number): number | null {
  return due === 0 ? null : completed / due;
}

/** Sorts null rates after every number, higher rates first. */
export function compareRatesDesc(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
}
