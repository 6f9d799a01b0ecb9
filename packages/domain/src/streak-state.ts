import { addDays, type DateKey, dayOfWeek } from './dates';
import { weekdaySet } from './schedule';
import { type DayRecord, STREAK_CAP } from './streaks';

/**
 * A habit's current streak kept as three facts that only change when the habit or its entries
 * change, so a group's leaderboard can read every member's streak for any later "today" without
 * walking a year of entries per habit (spec §9: figures for 50 members in one query).
 *
 * `currentStreakOn(state, today)` equals `computeStreaks(...).current` for every `today` on or after
 * the last completed day: the run ending at the last completed day survives while no scheduled day
 * after it has been missed, and today itself never breaks it while it is still open.
 */
export interface StreakState {
  /** Scheduled days done in a row up to and including `lastDone` (capped at 365). */
  length: number;
  /** The latest scheduled day done (not skipped); null when none is. */
  lastDone: DateKey | null;
  /** The first scheduled day after `lastDone` that is neither done nor skipped: the day the run ends unless it is today. */
  breaksOn: DateKey | null;
}

export const EMPTY_STREAK: Readonly<StreakState> = Object.freeze({
  length: 0,
  lastDone: null,
  breaksOn: null,
});

export function streakState(input: {
  scheduleDays: readonly number[];
  /** The habit's entries (any order; one per date). */
  entries: Iterable<{ date: DateKey } & DayRecord>;
  /** Days before this neither count nor break (the habit's first day). */
  firstDay: DateKey;
}): StreakState {
  const scheduled = weekdaySet(input.scheduleDays);
  const isScheduledDay = (day: DateKey) => scheduled[dayOfWeek(day)] === true;
  const byDate = new Map<DateKey, DayRecord>();
  let lastDone: DateKey | null = null;
  for (const entry of input.entries) {
    byDate.set(entry.date, entry);
    if (entry.completed && !entry.skipped && isScheduledDay(entry.date) && entry.date >= input.firstDay) {
      if (lastDone === null || entry.date > lastDone) lastDone = entry.date;
    }
  }
  if (lastDone === null) return { ...EMPTY_STREAK };

  // Back from the last done day until a scheduled day that was neither done nor skipped.
  let length = 0;
  for (let day = lastDone; day >= input.firstDay && length < STREAK_CAP; day = addDays(day, -1)) {
    if (!isScheduledDay(day)) continue;
    const entry = byDate.get(day);
    if (entry?.skipped) continue;
    if (!entry?.completed) break;
    length += 1;
  }

  // Forward to the first scheduled day that is not skipped. Every week holds a scheduled day, so
  // the walk ends within a week of the last skipped day.
  let breaksOn = addDays(lastDone, 1);
  while (!isScheduledDay(breaksOn) || byDate.get(breaksOn)?.skipped) breaksOn = addDays(breaksOn, 1);
  return { length, lastDone, breaksOn };
}

/** The current streak as of `today` (the person's own today, in their time zone). */
export function currentStreakOn(state: StreakState, today: DateKey): number {
  if (state.lastDone === null || state.breaksOn === null) return 0;
  return state.breaksOn >= today ? state.length : 0;
}

/** Streak lengths the group celebrates (spec §2 Recent Activity: streak_milestone). */
export const STREAK_MILESTONES = [7, 30, 100, 365] as const;

/**
 * The milestone a check-in reached, if any: the run that now ends on `date` is a milestone long and
 * was not before (so logging the same day twice, or an older day, celebrates nothing new).
 */
export function reachedMilestone(before: StreakState, after: StreakState, date: DateKey): number | null {
  if (after.lastDone !== date) return null;
  const milestone = STREAK_MILESTONES.find((m) => m === after.length);
  if (milestone === undefined) return null;
  return before.lastDone === date && before.length === after.length ? null : milestone;
}
