import { addDays, type DateKey } from '../dates';
import { ANALYTICS_RANGES, type AnalyticsRange } from './types';

/** Spec §2: the 'Time Range' switch. */
export const ANALYTICS_RANGE_LABELS: Readonly<Record<AnalyticsRange, string>> = {
  '7d': '7 Days',
  '30d': '30 Days',
  '90d': '90 Days',
};

export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '7d';

const RANGE_DAYS: Readonly<Record<AnalyticsRange, number>> = { '7d': 7, '30d': 30, '90d': 90 };

/** A stored range read back from local storage: anything but 7d, 30d or 90d falls back to 7d (spec). */
export function normalizeAnalyticsRange(value: unknown): AnalyticsRange {
  return (ANALYTICS_RANGES as readonly unknown[]).includes(value)
    ? (value as AnalyticsRange)
    : DEFAULT_ANALYTICS_RANGE;
}

export function rangeDays(range: AnalyticsRange): number {
  return RANGE_DAYS[range];
}

/** The first day of a range ending today, so '7d' is today and the six days before it. */
export function rangeStart(range: AnalyticsRange, today: DateKey): DateKey {
  return addDays(today, -(rangeDays(range) - 1));
}
