import { addDays, type DateKey, startOfWeek } from '@habitat/domain';

/** Chart filters of spec §3/§4: a mode, a period within it, and a month (1–12). */

export const CHART_MODES = ['week', 'month', 'continuous'] as const;
export type ChartMode = (typeof CHART_MODES)[number];

export interface ChartFilters {
  mode: ChartMode;
  period: number;
  selectedMonth: number;
}

export const DEFAULT_CHART_FILTERS: Readonly<ChartFilters> = Object.freeze({
  mode: 'week',
  period: 1,
  selectedMonth: 1,
});

/**
 * A stored filter is used only if valid (spec §4); otherwise the defaults, opened on the current
 * week of the current month, where a person looks first.
 */
export function normalizeChartFilters(input: unknown, today: DateKey, weekStartsOn: number): ChartFilters {
  const value = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const mode = (CHART_MODES as readonly unknown[]).includes(value.mode) ? (value.mode as ChartMode) : null;
  const period =
    Number.isInteger(value.period) && (value.period as number) >= 1 ? (value.period as number) : null;
  const month =
    Number.isInteger(value.selectedMonth) &&
    (value.selectedMonth as number) >= 1 &&
    (value.selectedMonth as number) <= 12
      ? (value.selectedMonth as number)
      : null;
  if (mode === null || period === null || month === null)
    return withMonth({ ...DEFAULT_CHART_FILTERS }, currentMonthOf(today), today, weekStartsOn);
  return { mode, period, selectedMonth: month };
}

/** Changing the mode resets the period to 1. */
export function withMode(filters: ChartFilters, mode: ChartMode): ChartFilters {
  return { ...filters, mode, period: 1 };
}

export interface WeekRange {
  /** 1-based number of the week within its month. */
  number: number;
  start: DateKey;
  end: DateKey;
}

/** The weeks (from the preferred first day) that overlap a month, numbered from 1. */
export function weeksOfMonth(year: number, month: number, weekStartsOn: number): WeekRange[] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const last = addDays(nextMonth, -1);
  const weeks: WeekRange[] = [];
  for (let start = startOfWeek(first, weekStartsOn); start <= last; start = addDays(start, 7)) {
    weeks.push({ number: weeks.length + 1, start, end: addDays(start, 6) });
  }
  return weeks;
}

/** Changing the month picks the current week when it is the current month, else week 1. */
export function withMonth(
  filters: ChartFilters,
  month: number,
  today: DateKey,
  weekStartsOn: number,
): ChartFilters;
export function withMonth(
  filters: DatabaseFilters,
  month: number,
  today: DateKey,
  weekStartsOn: number,
): DatabaseFilters;
export function withMonth<T extends DatabaseFilters>(
  filters: T,
  month: number,
  today: DateKey,
  weekStartsOn: number,
): T {
  const [year, currentMonth] = today.split('-').map(Number) as [number, number];
  if (month !== currentMonth) return { ...filters, selectedMonth: month, period: 1 };
  const week = weeksOfMonth(year, month, weekStartsOn).find((w) => w.start <= today && today <= w.end);
  return { ...filters, selectedMonth: month, period: week?.number ?? 1 };
}

/** 'Week N (dd/mm - dd/mm)' (spec §9). */
export function weekLabel(week: WeekRange): string {
  const short = (key: DateKey) => `${key.slice(8, 10)}/${key.slice(5, 7)}`;
  return `Week ${week.number} (${short(week.start)} - ${short(week.end)})`;
}

/** The continuous mode shows the last 90 days, today included. */
export function continuousRange(today: DateKey): { start: DateKey; end: DateKey } {
  return { start: addDays(today, -89), end: today };
}

/** Database (table) widget filters of spec §3: a week of a month; the view type is stored apart. */
export interface DatabaseFilters {
  period: number;
  selectedMonth: number;
}

export const DEFAULT_DATABASE_FILTERS: Readonly<DatabaseFilters> = Object.freeze({
  period: 1,
  selectedMonth: 1,
});

/** A stored filter is used only if valid (spec §4); otherwise the defaults, on the current month. */
export function normalizeDatabaseFilters(
  input: unknown,
  today: DateKey,
  weekStartsOn: number,
): DatabaseFilters {
  const value = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const { period, selectedMonth } = value;
  if (isWholeNumberIn(period, 1, Number.MAX_SAFE_INTEGER) && isWholeNumberIn(selectedMonth, 1, 12))
    return { period, selectedMonth };
  return withMonth({ ...DEFAULT_DATABASE_FILTERS }, currentMonthOf(today), today, weekStartsOn);
}

function currentMonthOf(today: DateKey): number {
  return Number(today.slice(5, 7));
}

export const DATABASE_VIEW_TYPES = ['week', 'month'] as const;
export type DatabaseViewType = (typeof DATABASE_VIEW_TYPES)[number];
export const DEFAULT_DATABASE_VIEW_TYPE: DatabaseViewType = 'week';

export function normalizeDatabaseViewType(input: unknown): DatabaseViewType {
  return (DATABASE_VIEW_TYPES as readonly unknown[]).includes(input)
    ? (input as DatabaseViewType)
    : DEFAULT_DATABASE_VIEW_TYPE;
}

function isWholeNumberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
