import type { DateKey } from '../dates';
import type { Limit } from '../limits';
import type { PausePlan } from '../pauses';
import type { DayRecord } from '../streaks';

/** Spec §5/§9: the analytics page's ranges; anything else stored falls back to 7 days. */
export const ANALYTICS_RANGES = ['7d', '30d', '90d'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** A habit as the analytics numbers see it. */
export interface AnalyticsHabit {
  id: string;
  name: string;
  category: string;
  color: string;
  icon: string;
  scheduleDays: readonly number[];
  /** habitFirstDay: nothing before it is due. */
  firstDay: DateKey;
  /** Paused days are neither due nor missed (pauses.ts); none when absent. */
  pauses?: PausePlan;
  /** A limit's days are kept by staying within it (limits.ts); "at least" when absent. */
  limit?: Limit | null;
}

export interface AnalyticsEntry extends DayRecord {
  date: DateKey;
  value: number;
  /** When it was written (HLC); the check-in time pattern reads it. */
  hlc?: string;
}

/** Every number reads the same input: the habits, their check-ins and the person's today. */
export interface AnalyticsInput {
  habits: readonly AnalyticsHabit[];
  /** habitId → date → entry. */
  entries: ReadonlyMap<string, ReadonlyMap<DateKey, AnalyticsEntry>>;
  today: DateKey;
}
