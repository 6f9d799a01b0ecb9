import type { DateKey, HabitRecord } from '@habitat/domain';
import type { HistoryMap } from '../data/history';

/** habitId → date → entry, for the days the dashboard looks at (a year and a day back, to today). */
export type EntryHistory = HistoryMap;

/** What every dashboard widget reads: the person's live data and their calendar settings. */
export interface DashboardData {
  /** Active (not archived, not deleted) habits, oldest first. */
  habits: readonly HabitRecord[];
  history: EntryHistory;
  /**
   * False while only this week is loaded (the first paint): numbers that need the whole year,
   * streaks and charts, wait for it.
   */
  historyComplete: boolean;
  today: DateKey;
  weekStartsOn: number;
  timezone: string;
}
