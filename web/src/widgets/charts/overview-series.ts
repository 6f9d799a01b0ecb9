import { type DateKey, dateRange, keptLookup, pausePlanOf } from '@habitat/domain';
import type { DashboardData } from '../dashboard-data';
import {
  dayState,
  entriesOf,
  habitFirstDay,
  isDue,
  longDate,
  lookupOf,
  monthBounds,
  monthName,
  percentOf,
  shortDate,
  weekdayShort,
  yearAndMonth,
} from './chart-days';
import { type ChartFilters, type ChartMode, continuousRange, weekLabel } from './chart-filters';
import { selectedWeek } from './period-options';

export { monthOptions, type PickerOption, weekOptions } from './period-options';

/**
 * Habits-overview chart data. Every mode plots one bar per day, month mode included: a day is the unit
 * people check in by, so a month of days reads as the same kind of bar as a week (and as the 90-day
 * view) while weekly averages would hide which days slipped.
 */

export interface OverviewPoint {
  date: DateKey;
  /** Short axis label: 'Mon 16' (week), '16' (month), '16/11' (continuous). */
  label: string;
  /** For text alternatives: 'Mon 16 November 2026'. */
  longLabel: string;
  completed: number;
  due: number;
  /** 0–100 rounded; null for days after today or days with nothing due. */
  percent: number | null;
  isFuture: boolean;
  isToday: boolean;
}

export interface OverviewSeries {
  mode: ChartMode;
  /** weekLabel in week mode, 'November 2026' in month mode, 'Last 90 days' in continuous mode. */
  title: string;
  start: DateKey;
  end: DateKey;
  points: OverviewPoint[];
  total: { completed: number; due: number; percent: number | null };
  /** The filters actually shown: a week number past the month's last week falls back to that last week. */
  filters: ChartFilters;
}

export const CONTINUOUS_TITLE = 'Last 90 days';

export const MODE_OPTIONS: readonly { value: ChartMode; label: string }[] = [
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
  { value: 'continuous', label: 'Continuous' },
];

/** The filters' month is taken in the year of today (spec: month picker without a year). */
export function buildOverviewSeries(data: DashboardData, filters: ChartFilters): OverviewSeries {
  const { year } = yearAndMonth(data.today);
  let start: DateKey;
  let end: DateKey;
  let title: string;
  let period = filters.period;
  if (filters.mode === 'week') {
    const week = selectedWeek(year, filters.selectedMonth, filters.period, data.weekStartsOn);
    ({ start, end } = week);
    title = weekLabel(week);
    period = week.number;
  } else if (filters.mode === 'month') {
    ({ start, end } = monthBounds(year, filters.selectedMonth));
    title = `${monthName(filters.selectedMonth)} ${year}`;
  } else {
    ({ start, end } = continuousRange(data.today));
    title = CONTINUOUS_TITLE;
  }
  const points = dailyPoints(data, dateRange(start, end), filters.mode);
  const completed = points.reduce((sum, point) => sum + point.completed, 0);
  const due = points.reduce((sum, point) => sum + point.due, 0);
  return {
    mode: filters.mode,
    title,
    start,
    end,
    points,
    total: { completed, due, percent: percentOf(completed, due) },
    filters: { ...filters, period },
  };
}

function dailyPoints(data: DashboardData, days: readonly DateKey[], mode: ChartMode): OverviewPoint[] {
  const habits = data.habits.map((habit) => {
    const entries = entriesOf(data.history, habit.id);
    const firstDay = habitFirstDay(habit, entries, data.timezone, data.today);
    const kept = keptLookup(habit, lookupOf(entries), data.weekStartsOn);
    return { habit, kept, firstDay, pauses: pausePlanOf(habit.pauses) };
  });
  return days.map((date) => {
    let completed = 0;
    let due = 0;
    for (const { habit, kept, firstDay, pauses } of habits) {
      const state = dayState(habit, kept(date), date, firstDay, data.today, pauses);
      if (isDue(state)) due += 1;
      if (state === 'done') completed += 1;
    }
    const isFuture = date > data.today;
    return {
      date,
      label: axisLabel(date, mode),
      longLabel: longDate(date),
      completed,
      due,
      percent: isFuture ? null : percentOf(completed, due),
      isFuture,
      isToday: date === data.today,
    };
  });
}

function axisLabel(date: DateKey, mode: ChartMode): string {
  if (mode === 'week') return `${weekdayShort(date)} ${date.slice(8, 10)}`;
  if (mode === 'month') return date.slice(8, 10);
  return shortDate(date);
}

/** The one-sentence text alternative; long ranges point to the table instead of reading 90 days. */
export function overviewSummary(series: OverviewSeries): string {
  const head = `Completion by day, ${series.title}`;
  if (series.points.length <= 7) {
    const days = series.points.map((point) => `${point.label} ${describePercent(point)}`);
    return `${head}: ${days.join(', ')}`;
  }
  const { completed, due, percent } = series.total;
  if (percent === null) return `${head}: nothing due yet`;
  return `${head}: ${percent}% overall, ${completed} of ${due} done`;
}

export function describePercent(point: OverviewPoint): string {
  if (point.isFuture) return 'upcoming';
  if (point.percent === null) return 'nothing due';
  return `${point.percent}%`;
}
