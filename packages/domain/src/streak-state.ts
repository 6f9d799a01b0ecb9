import { addDays, type DateKey, dayOfWeek } from './dates';
import { isPausedOn, type PausePlan } from './pauses';
import { weekdaySet } from './schedule';
import { type DayRecord, STREAK_CAP } from './streaks';

/**
 * A habit's current streak kept as three facts that only change when the habit or its entries
 * change, so a group's leaderboard can read every member's streak for any later "today" without
 * walking a year of entries per habit (spec §9: numbers for 50 members in one query).
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

/**
 * `breaksOn` of a run that nothing can break: every day after it is paused ("until I'm back"). A
 * real date far ahead, so it compares, sorts and stores like any other.
 */
export const NEVER_BREAKS: DateKey = '9999-12-31';

/** How far ahead a run's breaking day is looked for before it is taken as never (ten years). */
const BREAK_HORIZON_DAYS = 3653;

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
  /** Paused days neither count nor break (pauses.ts). */
  pauses?: PausePlan;
}): StreakState {
  const scheduled = weekdaySet(input.scheduleDays);
  const pauses = input.pauses;
  // A day that can count or break: on the schedule and not paused.
  const isScheduledDay = (day: DateKey) => {
    const weekday = dayOfWeek(day);
    return scheduled[weekday] === true && !(pauses && isPausedOn(pauses, day, weekday));
  };
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

  // Forward to the first scheduled day that is neither skipped nor paused. Every week holds a
  // scheduled day, so without pauses the walk ends within a week of the last skipped day; a pause
  // with no end would hold it for ever, so it stops at a horizon.
  let breaksOn = addDays(lastDone, 1);
  for (let steps = 0; !isScheduledDay(breaksOn) || byDate.get(breaksOn)?.skipped; steps += 1) {
    if (steps >= BREAK_HORIZON_DAYS) return { length, lastDone, breaksOn: NEVER_BREAKS };
    breaksOn = addDays(breaksOn, 1);
  }
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
