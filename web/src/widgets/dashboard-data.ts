import type { DateKey, EntryRecord, HabitRecord } from '@habitat/domain';

/** habitId → date → entry, for the days the dashboard looks at (a year and a day back, to today). */
export type EntryHistory = ReadonlyMap<string, ReadonlyMap<DateKey, EntryRecord>>;

/** What every dashboard widget reads: the person's live data and their calendar settings. */
export interface DashboardData {
  /** Active (not archived, not deleted) habits, oldest first. */
  habits: readonly HabitRecord[];
  history: EntryHistory;
  /**
   * False while only this week is loaded (the first paint): figures that need the whole year,
   * streaks and charts, wait for it.
   */
  historyComplete: boolean;
  today: DateKey;
  weekStartsOn: number;
  timezone: string;
}
