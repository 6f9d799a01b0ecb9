import { addDays, type DateKey } from './dates';

/** The weekly summary email (Settings → Email Updates): when it goes out and how a week reads. */

/** Sent from this wall-clock time on the first day of the person's new week. */
export const WEEKLY_SUMMARY_SEND_AT = '08:00';

export interface WeeklyHabitLine {
  name: string;
  completed: number;
  due: number;
  currentStreak: number;
}

export interface WeeklySummary {
  weekStart: DateKey;
  completed: number;
  due: number;
  /** The week before, for the comparison line; null when nothing was due then. */
  previousRate: number | null;
  habits: WeeklyHabitLine[];
}

export function weekEnd(weekStart: DateKey): DateKey {
  return addDays(weekStart, 6);
}

const percent = (rate: number) => Math.round(rate * 100);

/** 'Nov 16 – Nov 22' */
export function summaryWeekLabel(weekStart: DateKey): string {
  const format = (key: DateKey) =>
    new Date(`${key}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  return `${format(weekStart)} – ${format(weekEnd(weekStart))}`;
}

/** The headline: how much of what was due got done (a summary is made only when something was due). */
export function weeklyHeadline(summary: WeeklySummary): string {
  const rate = summary.completed / summary.due;
  return `${summary.completed} of ${summary.due} scheduled check-ins done (${percent(rate)}%)`;
}

/** How the week compares with the one before, or null when there is nothing to compare. */
export function weeklyTrend(summary: WeeklySummary): string | null {
  if (summary.due === 0 || summary.previousRate === null) return null;
  const now = percent(summary.completed / summary.due);
  const before = percent(summary.previousRate);
  if (now === before) return `The same as the week before (${before}%).`;
  return `${now > before ? 'Up' : 'Down'} from ${before}% the week before.`;
}

/** The longest streak still going, as 'Morning run: 12 days in a row', or null. */
export function bestStreakLine(summary: WeeklySummary): string | null {
  const best = summary.habits.reduce<WeeklyHabitLine | null>(
    (top, habit) => (habit.currentStreak > (top?.currentStreak ?? 1) ? habit : top),
    null,
  );
  return best ? `${best.name}: ${best.currentStreak} days in a row` : null;
}
