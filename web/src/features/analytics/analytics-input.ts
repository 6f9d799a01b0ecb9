import {
  type AnalyticsEntry,
  type AnalyticsHabit,
  type AnalyticsInput,
  addDays,
  type DateKey,
  displayIcon,
  type EntryRecord,
  type HabitRecord,
  habitFirstDay,
  limitOf,
  maxKey,
  minKey,
  pausePlanOf,
  STREAK_WINDOW_DAYS,
  startOfWeek,
} from '@habitat/domain';

/** habitId → date → entry, as the device's history hook reads it. */
export type EntryHistoryMap = ReadonlyMap<string, ReadonlyMap<DateKey, EntryRecord>>;

const NO_ENTRIES: ReadonlyMap<DateKey, AnalyticsEntry> = new Map();

/** The heatmap's first column is the week holding today − 364 (up to 370 days back). */
const HEATMAP_LOOKBACK_DAYS = 364;

/**
 * The first day of check-ins the page reads: far enough back for both the year's heatmap (whole
 * weeks) and streaks (a year and a day), so no number is drawn from a partial history.
 */
export function analyticsHistoryStart(today: DateKey, weekStartsOn: number): DateKey {
  const heatmapStart = startOfWeek(addDays(today, -HEATMAP_LOOKBACK_DAYS), weekStartsOn);
  return minKey(heatmapStart, addDays(today, -STREAK_WINDOW_DAYS));
}

/** Archived and deleted habits are out of every number, as they are out of the dashboard's. */
export function analyticsHabits(habits: readonly HabitRecord[]): HabitRecord[] {
  return habits.filter((habit) => habit.isActive && !habit.deletedAt);
}

/**
 * The numbers' input from the device's records. Entries are passed through as they are (a stored
 * entry already has every field the numbers read), so a year of check-ins is not copied. A habit's
 * first day is clamped to `historyStart`: nothing earlier was read, and walking years of unread days
 * would only slow the streaks down without changing any number the page shows.
 */
export function toAnalyticsInput(
  habits: readonly HabitRecord[],
  history: EntryHistoryMap,
  today: DateKey,
  timezone: string,
  historyStart: DateKey,
  weekStartsOn: number,
): AnalyticsInput {
  const active = analyticsHabits(habits);
  const entries = new Map<string, ReadonlyMap<DateKey, AnalyticsEntry>>();
  const analyticsHabitList = active.map((habit): AnalyticsHabit => {
    const own = history.get(habit.id) ?? NO_ENTRIES;
    entries.set(habit.id, own);
    return {
      id: habit.id,
      name: habit.name,
      category: habit.category,
      color: habit.color,
      icon: displayIcon(habit),
      scheduleDays: habit.scheduleDays,
      firstDay: maxKey(habitFirstDay(habit, own, timezone, today), historyStart),
      pauses: pausePlanOf(habit.pauses),
      limit: limitOf(habit, weekStartsOn),
    };
  });
  return { habits: analyticsHabitList, entries, today };
}
