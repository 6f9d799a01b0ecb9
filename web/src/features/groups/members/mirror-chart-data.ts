import { type DateKey, type HabitRecord, toDateKey, zonedInstant } from '@habitat/domain';
import type { DashboardData } from '../../../widgets/dashboard-data';
import type { MirrorDashboardView } from './mirror-data';

/**
 * What the shared overview chart reads, built from the mirror instead of this device's database.
 * Only habits whose check-ins are shared are charted: for the others every day would read as missed.
 * Days before the served range are not known either, so each habit is taken to start no earlier
 * than the range: the chart then shows those days as having nothing due rather than as missed.
 */
export function mirrorChartData(view: MirrorDashboardView): DashboardData | null {
  const { member, range } = view;
  const habits = view.habits
    .filter((item) => item.sharesEntries)
    .map((item) => startingWithin(item.habit, range.start, member.timezone));
  if (habits.length === 0) return null;
  return {
    habits,
    history: view.entries,
    historyComplete: true,
    today: range.today,
    weekStartsOn: member.weekStartsOn,
    timezone: member.timezone,
  };
}

/** The habit, created no earlier than `start` as the member's clock reads it. */
export function startingWithin(habit: HabitRecord, start: DateKey, timezone: string): HabitRecord {
  const created = Date.parse(habit.createdAt);
  // An unreadable creation time is left alone: the chart then starts at the first shared check-in.
  if (Number.isNaN(created) || toDateKey(created, timezone) >= start) return habit;
  return { ...habit, createdAt: new Date(zonedInstant(start, 0, timezone)).toISOString() };
}

/** How many of the member's habits the chart draws, to say so when it is not all of them. */
export function chartedCount(view: MirrorDashboardView): number {
  return view.habits.filter((item) => item.sharesEntries).length;
}
