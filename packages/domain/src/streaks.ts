import { addDays, type DateKey, forEachDay } from './dates';
import { type PausePlan, pausedLookup } from './pauses';
import { weekdaySet } from './schedule';

/** A longer streak is shown as 365 (spec §9). */
export const STREAK_CAP = 365;

export interface DayRecord {
  completed: boolean;
  skipped?: boolean;
}

export type RecordLookup = (date: DateKey) => DayRecord | undefined;

/** Streaks are capped at 365, so a year and a day of history is all any of them can use. */
export const STREAK_WINDOW_DAYS = 366;

/** The first day a streak needs to look at: the habit's first day, but no more than the window back. */
export function streakWindowStart(firstDay: DateKey, today: DateKey): DateKey {
  const windowStart = addDays(today, -STREAK_WINDOW_DAYS);
  const start = firstDay > windowStart ? firstDay : windowStart;
  return start < today ? start : today;
}

export interface StreakInput {
  scheduleDays: readonly number[];
  record: RecordLookup;
  today: DateKey;
  /** The first day that can hold a record; nothing before it is looked at. */
  firstDay: DateKey;
  /** Paused days (pauses.ts) neither count nor break, like days off the schedule. */
  pauses?: PausePlan;
}

export interface Streaks {
  current: number;
  best: number;
}

/**
 * Current and best streak of scheduled days done in a row. A day outside the schedule or paused
 * neither counts nor breaks; a skipped day (sick, travelling) does not break; today does not break
 * while it is still open. Both numbers are capped at 365.
 */
export function computeStreaks({ scheduleDays, record, today, firstDay, pauses }: StreakInput): Streaks {
  const scheduled = weekdaySet(scheduleDays);
  const paused = pausedLookup(pauses);
  let best = 0;
  let run = 0;
  forEachDay(firstDay, today, (day, weekday) => {
    if (!scheduled[weekday] || paused?.(day, weekday)) return;
    const entry = record(day);
    if (entry?.skipped) return;
    if (entry?.completed) {
      run += 1;
      best = Math.max(best, run);
    } else if (day !== today) {
      run = 0;
    }
  });
  return { current: Math.min(run, STREAK_CAP), best: Math.min(best, STREAK_CAP) };
}

/** Builds a lookup from entries keyed by date. */
export function recordLookup<T extends { date: DateKey } & DayRecord>(
  entries: Iterable<T>,
): (date: DateKey) => T | undefined {
  const byDate = new Map<DateKey, T>();
  for (const entry of entries) byDate.set(entry.date, entry);
  return (date) => byDate.get(date);
}
