import { type DateKey, minKey, toDateKey } from './dates';

/**
 * A habit's first day: the day it was created in the person's time zone, or its earliest entry when
 * that is earlier (entries imported or synced from before creation still count). Nothing before it
 * is due, so it bounds streaks, completion and charts alike.
 */
export function habitFirstDay(
  habit: { createdAt: string },
  entries: { keys(): Iterable<DateKey> },
  timezone: string,
  today: DateKey,
): DateKey {
  let first: DateKey | null = null;
  for (const date of entries.keys()) if (first === null || date < first) first = date;
  const created = Date.parse(habit.createdAt);
  // A malformed timestamp cannot prove earlier days were due; fall back to what the entries show.
  const createdDay = Number.isNaN(created) ? null : toDateKey(created, timezone);
  if (createdDay !== null) first = first === null ? createdDay : minKey(first, createdDay);
  return first ?? today;
}
