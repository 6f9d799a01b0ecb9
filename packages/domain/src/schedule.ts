import { type DateKey, dayOfWeek } from './dates';

/** Schedule days are 0 (Sunday) to 6 (Saturday); an empty list would never be due, so it means every day. */
export function isScheduled(days: readonly number[], key: DateKey): boolean {
  return days.length === 0 || days.includes(dayOfWeek(key));
}

/** A schedule as seven flags, Sunday first, for loops that test many days (same rule as isScheduled). */
export function weekdaySet(days: readonly number[]): boolean[] {
  const flags = Array.from({ length: 7 }, () => days.length === 0);
  for (const day of days) if (day >= 0 && day <= 6) flags[day] = true;
  return flags;
}

/** Days kept unique, within 0–6 and sorted (spec §5: days kept sorted). */
export function normalizeDays(days: readonly unknown[]): number[] {
  const valid = days.map(Number).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6);
  return [...new Set(valid)].sort((a, b) => a - b);
}

/** Monday-first order of the schedule buttons (M T W T F S S), Sunday stored as 0. */
export const SCHEDULE_BUTTONS = [
  { day: 1, label: 'M', name: 'Monday' },
  { day: 2, label: 'T', name: 'Tuesday' },
  { day: 3, label: 'W', name: 'Wednesday' },
  { day: 4, label: 'T', name: 'Thursday' },
  { day: 5, label: 'F', name: 'Friday' },
  { day: 6, label: 'S', name: 'Saturday' },
  { day: 0, label: 'S', name: 'Sunday' },
] as const;
