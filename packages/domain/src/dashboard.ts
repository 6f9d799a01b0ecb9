import { completionRate } from './completion';
import { addDays, type DateKey, minKey, startOfWeek } from './dates';
import { isScheduled } from './schedule';
import { computeStreaks, type RecordLookup } from './streaks';

/** Welcome-card figures of spec §2 Dashboard, from the same rules as everything else. */

export function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export const NO_HABITS_TITLE = 'Ready to start your journey?';
export const NO_HABITS_TEXT = "You haven't added any habits yet. Add one using one of the widgets below!";

export interface SummaryHabit {
  id: string;
  isActive: boolean;
  scheduleDays: readonly number[];
  /** The first day that can hold a record (creation day or earliest entry). */
  firstDay: DateKey;
}

export interface DashboardSummary {
  scheduledToday: number;
  completedToday: number;
  /** 'No habits completed yet today', 'All habits completed! 🎉' or 'habits completed today'. */
  completionText: string;
  bestCurrentStreak: number;
  /** Done over due this week so far, 0–100, rounded. */
  weeklyGoalPercent: number;
  /** Done over due today, 0–100, rounded. */
  dailyProgressPercent: number;
}

export function completionText(completed: number, scheduled: number): string {
  if (completed === 0) return 'No habits completed yet today';
  if (completed >= scheduled) return 'All habits completed! 🎉';
  return 'habits completed today';
}

export function dashboardSummary(input: {
  habits: readonly SummaryHabit[];
  recordFor: (habitId: string) => RecordLookup;
  today: DateKey;
  weekStartsOn: number;
}): DashboardSummary {
  const weekStart = startOfWeek(input.today, input.weekStartsOn);
  let scheduledToday = 0;
  let completedToday = 0;
  let bestCurrentStreak = 0;
  let weekDone = 0;
  let weekDue = 0;
  for (const habit of input.habits) {
    if (!habit.isActive) continue;
    const record = input.recordFor(habit.id);
    const todayRecord = record(input.today);
    if (isScheduled(habit.scheduleDays, input.today) && !todayRecord?.skipped) {
      scheduledToday += 1;
      if (todayRecord?.completed) completedToday += 1;
    }
    // Streaks are capped at 365, so a year and a day of history is all they can use.
    const firstDay = minKey(input.today, maxFirstDay(habit.firstDay, addDays(input.today, -366)));
    const { current } = computeStreaks({
      scheduleDays: habit.scheduleDays,
      record,
      today: input.today,
      firstDay,
    });
    bestCurrentStreak = Math.max(bestCurrentStreak, current);
    const week = completionRate({
      scheduleDays: habit.scheduleDays,
      record,
      start: weekStart,
      end: input.today,
      today: input.today,
    });
    weekDone += week.completed;
    weekDue += week.due;
  }
  const percent = (done: number, due: number) => (due === 0 ? 0 : Math.round((done / due) * 100));
  return {
    scheduledToday,
    completedToday,
    completionText: completionText(completedToday, scheduledToday),
    bestCurrentStreak,
    weeklyGoalPercent: percent(weekDone, weekDue),
    dailyProgressPercent: percent(completedToday, scheduledToday),
  };
}

function maxFirstDay(a: DateKey, b: DateKey): DateKey {
  return a > b ? a : b;
}
