import {
  completionRate,
  computeStreaks,
  type DateKey,
  isPausedOn,
  isScheduled,
  type PausePlan,
  type RecordLookup,
  startOfWeek,
  streakWindowStart,
} from '@habitat/domain';

/** Welcome-card numbers of spec §2 Dashboard, from the same rules as everything else. */

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
  /** Paused days are neither due nor missed. */
  pauses: PausePlan;
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

/** One habit's share of the welcome card: what the card adds up over every active habit. */
export interface HabitDayFigures {
  dueToday: boolean;
  doneToday: boolean;
  currentStreak: number;
  weekDone: number;
  weekDue: number;
}

export function habitDayFigures(input: {
  habit: SummaryHabit;
  record: RecordLookup;
  today: DateKey;
  weekStartsOn: number;
}): HabitDayFigures {
  const { habit, record, today } = input;
  const todayRecord = record(today);
  const { pauses } = habit;
  const dueToday =
    isScheduled(habit.scheduleDays, today) && !todayRecord?.skipped && !isPausedOn(pauses, today);
  const firstDay = streakWindowStart(habit.firstDay, today);
  const { current } = computeStreaks({ scheduleDays: habit.scheduleDays, record, today, firstDay, pauses });
  // Days of the week before the habit existed were never due.
  const weekStart = maxFirstDay(startOfWeek(today, input.weekStartsOn), habit.firstDay);
  const week = completionRate({
    scheduleDays: habit.scheduleDays,
    record,
    start: weekStart,
    end: today,
    today,
    pauses,
  });
  return {
    dueToday,
    doneToday: dueToday && todayRecord?.completed === true,
    currentStreak: current,
    weekDone: week.completed,
    weekDue: week.due,
  };
}

export function summarize(figures: Iterable<HabitDayFigures>): DashboardSummary {
  let scheduledToday = 0;
  let completedToday = 0;
  let bestCurrentStreak = 0;
  let weekDone = 0;
  let weekDue = 0;
  for (const habit of figures) {
    if (habit.dueToday) scheduledToday += 1;
    if (habit.doneToday) completedToday += 1;
    bestCurrentStreak = Math.max(bestCurrentStreak, habit.currentStreak);
    weekDone += habit.weekDone;
    weekDue += habit.weekDue;
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

export function dashboardSummary(input: {
  habits: readonly SummaryHabit[];
  recordFor: (habitId: string) => RecordLookup;
  today: DateKey;
  weekStartsOn: number;
}): DashboardSummary {
  return summarize(
    input.habits
      .filter((habit) => habit.isActive)
      .map((habit) =>
        habitDayFigures({
          habit,
          record: input.recordFor(habit.id),
          today: input.today,
          weekStartsOn: input.weekStartsOn,
        }),
      ),
  );
}

function maxFirstDay(a: DateKey, b: DateKey): DateKey {
  return a > b ? a : b;
}
