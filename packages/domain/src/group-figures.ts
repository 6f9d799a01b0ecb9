import { addDays, type DateKey, daysBetween, maxKey, minKey } from './dates';

/**
 * Where a group's numbers of a habit begin (issue 16, "numbers since adoption"). The server applies
 * these rules in SQL (sync-server group-progress-repository.ts, with a test per rule); the web uses
 * them where the served data leaves a number to draw (the member mirror's week and chart).
 *
 * - A habit adopted into a group counts from its **adoption day**: the day its adopted copy was
 *   created, by its owner's clock (time zone and day start). That instant is when the server
 *   recorded the adoption, so an adoption made offline counts from the day it reached the server.
 *   Check-ins logged for earlier days (a past day logged at adoption, an import) stay the owner's own
 *   history: not in the group's completion, entries, streak or charts.
 * - A personal habit (the mirror lists them too) counts from its first day as its owner's dashboard
 *   has it (habitFirstDay): its creation day, or its earliest entry when that is earlier.
 *
 * Completion, entries, streak and "this week" all start there, so they always agree: a habit adopted
 * today with a week logged before shows 1 of 1 due day and 1 entry, never 100% beside 8 entries.
 */
export function figuresStartDay(habit: {
  /** Adopted into a group (source 'workspace'). */
  adopted: boolean;
  /** The day the habit (for an adopted habit: its adopted copy) was created, by its owner's clock. */
  createdDay: DateKey;
  /** The earliest day with an entry, or null without entries. */
  firstEntryDay: DateKey | null;
}): DateKey {
  if (habit.adopted || habit.firstEntryDay === null) return habit.createdDay;
  return minKey(habit.createdDay, habit.firstEntryDay);
}

/**
 * The current streak as the group sees it: the stored run (streak-state.ts, counted from the habit's
 * first entry) cut at the day the group's numbers start. `doneSinceStart` is the number of done
 * (completed, not skipped) scheduled days from that start to the run's last done day. Every
 * scheduled day inside a run is done or skipped, so when the run began earlier those are exactly its
 * days since the start; when it began later they include it whole, and the run's own length is less.
 * Equal to `streakState({..., firstDay: start}).length` (tested).
 */
export function streakSince(length: number, doneSinceStart: number): number {
  return Math.max(0, Math.min(length, doneSinceStart));
}

/** The days a completion rate covers: from its first counted day to the member's today. */
export interface FiguresPeriod {
  startDate: DateKey;
  endDate: DateKey;
}

/**
 * The period of a completion rate over the last `days` days up to `today` for a habit whose numbers
 * start on `start`: the range, cut at the start. Null when the habit starts after today (nothing of it
 * can have been due yet).
 */
export function figuresPeriod(days: number, today: DateKey, start: DateKey): FiguresPeriod | null {
  const rangeStart = addDays(today, 1 - days);
  const startDate = maxKey(rangeStart, start);
  return startDate > today ? null : { startDate, endDate: today };
}

/** True when a period covers the whole range of `days` days (it was not cut by a later start). */
export function coversRange(period: FiguresPeriod, days: number): boolean {
  return daysBetween(period.startDate, period.endDate) + 1 >= days;
}
