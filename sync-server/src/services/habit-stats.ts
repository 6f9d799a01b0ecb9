import {
  addDays,
  completionRate,
  computeStreaks,
  type DateKey,
  type EntryRecord,
  type HabitRecord,
  isPausedOn,
  isScheduled,
  keptLookup,
  maxKey,
  minKey,
  pausePlanOf,
  personalDay,
  recordLookup,
} from '@habitat/domain';

/**
 * Habit statistics for a date range, from the same rules the app shows (packages/domain): "today"
 * in the user's time zone, schedule-aware streaks, completion over due days.
 */
export function habitStats(input: {
  habits: HabitRecord[];
  entries: EntryRecord[];
  timezone: string;
  /** The person's 'day starts at' choice, in minutes after midnight. */
  dayStartMinutes?: number;
  /** Where the person's week starts: a weekly limit counts from it. */
  weekStartsOn: number;
  now: Date;
  startDate?: DateKey;
  endDate?: DateKey;
}) {
  const today = personalDay(input.now, input.timezone, input.dayStartMinutes);
  const endDate = input.endDate ?? today;
  const startDate = input.startDate ?? addDays(endDate, -29);
  const byHabit = new Map<string, EntryRecord[]>();
  for (const entry of input.entries) {
    const list = byHabit.get(entry.habitId) ?? [];
    list.push(entry);
    byHabit.set(entry.habitId, list);
  }

  const active = input.habits.filter((habit) => habit.isActive);
  let completed = 0;
  let due = 0;
  let scheduledToday = 0;
  let completedToday = 0;
  let bestCurrentStreak = 0;
  const habits = active.map((habit) => {
    const entries = byHabit.get(habit.id) ?? [];
    const record = keptLookup(habit, recordLookup(entries), input.weekStartsOn);
    const created = personalDay(Date.parse(habit.createdAt), input.timezone, input.dayStartMinutes);
    // The habit's first day (habitFirstDay's rule): nothing before it was due.
    const earliest = entries.reduce((first, entry) => minKey(first, entry.date), created);
    // Best streaks look back ten years at most: enough for anyone, and a bounded walk.
    const firstDay = maxKey(earliest, addDays(today, -3660));
    const pauses = pausePlanOf(habit.pauses);
    const streaks = computeStreaks({ scheduleDays: habit.scheduleDays, record, today, firstDay, pauses });
    const range = completionRate({
      scheduleDays: habit.scheduleDays,
      record,
      start: maxKey(startDate, earliest),
      end: endDate,
      today,
      pauses,
    });
    completed += range.completed;
    due += range.due;
    if (isScheduled(habit.scheduleDays, today) && !record(today)?.skipped && !isPausedOn(pauses, today)) {
      scheduledToday += 1;
      if (record(today)?.completed) completedToday += 1;
    }
    bestCurrentStreak = Math.max(bestCurrentStreak, streaks.current);
    return {
      habitId: habit.id,
      name: habit.name,
      currentStreak: streaks.current,
      bestStreak: streaks.best,
      completed: range.completed,
      due: range.due,
      completionRate: range.rate,
    };
  });

  return {
    today,
    range: { startDate, endDate },
    totalHabits: input.habits.length,
    activeHabits: active.length,
    scheduledToday,
    completedToday,
    bestCurrentStreak,
    completionRate: due === 0 ? 0 : completed / due,
    habits,
  };
}
