import {
  type DateKey,
  type DayRecord,
  dayOfWeek,
  type EntryRecord,
  type HabitRecord,
  isPausedOn,
  isScheduled,
  NO_PAUSES,
  type PausePlan,
  type RecordLookup,
} from '@habitat/domain';
import type { EntryHistory } from '../dashboard-data';

/** What one habit's day means for the charts and the table. */
export type DayState =
  | 'done'
  | 'missed'
  /** Today, due and not done yet: the day is still open, so it is not missed (streaks agree). */
  | 'pending'
  | 'skipped'
  | 'not-scheduled'
  /** Inside a pause or a planned rest: neither due nor missed (issue 30). */
  | 'paused'
  | 'future'
  | 'before-start';

export type HabitEntries = ReadonlyMap<DateKey, EntryRecord>;

const NO_ENTRIES: HabitEntries = new Map();

export function entriesOf(history: EntryHistory, habitId: string): HabitEntries {
  return history.get(habitId) ?? NO_ENTRIES;
}

export function lookupOf(entries: HabitEntries): RecordLookup {
  return (date) => entries.get(date);
}

export { habitFirstDay } from '@habitat/domain';

/**
 * Mirrors completionRate: only scheduled, unpaused, non-skipped days from the first day to today
 * are due. `pauses` is the habit's plan (pausePlanOf), made once per habit by the caller.
 */
export function dayState(
  habit: Pick<HabitRecord, 'scheduleDays'>,
  /** The day as figures read it (keptLookup): a limit's day is done while within it. */
  entry: DayRecord | undefined,
  date: DateKey,
  firstDay: DateKey,
  today: DateKey,
  pauses: PausePlan = NO_PAUSES,
): DayState {
  if (date > today) return 'future';
  if (date < firstDay) return 'before-start';
  if (!isScheduled(habit.scheduleDays, date)) return 'not-scheduled';
  if (isPausedOn(pauses, date)) return 'paused';
  if (entry?.skipped) return 'skipped';
  if (entry?.completed) return 'done';
  return date === today ? 'pending' : 'missed';
}

export function isDue(state: DayState): boolean {
  return state === 'done' || state === 'missed' || state === 'pending';
}

/** 0–100 rounded, or null when nothing was due (0% would claim a failure that did not happen). */
export function percentOf(done: number, due: number): number | null {
  return due === 0 ? null : Math.round((done / due) * 100);
}

/** Completion colour thresholds of spec §9. */
export const GOOD_COMPLETION = 70;
export const FAIR_COMPLETION = 40;

export type CompletionTone = 'good' | 'fair' | 'poor';

export function completionTone(percent: number): CompletionTone {
  if (percent >= GOOD_COMPLETION) return 'good';
  if (percent >= FAIR_COMPLETION) return 'fair';
  return 'poor';
}

/** Theme variables, so the same bar reads on light and dark backgrounds. */
export const TONE_COLORS: Readonly<Record<CompletionTone, string>> = {
  good: 'var(--success)',
  fair: 'var(--warning)',
  poor: 'var(--danger)',
};

export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function weekdayShort(date: DateKey): string {
  return WEEKDAY_SHORT[dayOfWeek(date)] ?? '';
}

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? '';
}

/** dd/mm, as the week labels of spec §9 write a day. */
export function shortDate(date: DateKey): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** 'Mon 16 November 2026': unambiguous for screen readers whatever the axis shows. */
export function longDate(date: DateKey): string {
  return `${weekdayShort(date)} ${Number(date.slice(8, 10))} ${monthName(Number(date.slice(5, 7)))} ${date.slice(0, 4)}`;
}

export function yearAndMonth(date: DateKey): { year: number; month: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function monthBounds(year: number, month: number): { start: DateKey; end: DateKey } {
  const mm = String(month).padStart(2, '0');
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${String(days).padStart(2, '0')}` };
}

/**
 * Which of `count` evenly spaced bars get an axis label, so labels never overlap: every `step`-th bar
 * from the first, with at most `maxLabels` of them. Returns 0-based indexes.
 */
export function labelledIndexes(count: number, maxLabels: number): number[] {
  if (count <= 0) return [];
  const step = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(maxLabels))));
  return Array.from({ length: Math.ceil(count / step) }, (_, i) => i * step);
}
