import { type DateKey, dateRange, type HabitRecord, keptLookup, pausePlanOf } from '@habitat/domain';
import { numberText, quantityText } from '../../ui/counted';
import type { DashboardData } from '../dashboard-data';
import {
  type DayState,
  dayState,
  entriesOf,
  habitFirstDay,
  isDue,
  longDate,
  lookupOf,
  monthBounds,
  monthName,
  percentOf,
  weekdayShort,
  yearAndMonth,
} from './chart-days';
import { type DatabaseFilters, type DatabaseViewType, weekLabel } from './chart-filters';
import { selectedWeek } from './period-options';

/**
 * The database (table) widget: habits down, days across. Week view is week `period` of the selected
 * month; month view is every day of that month. As in the charts, the month is taken in today's year.
 */

export interface GridDay {
  date: DateKey;
  /** Column header: 'Mon' over '16'. */
  weekday: string;
  day: string;
  longLabel: string;
  isToday: boolean;
}

export interface GridCell {
  date: DateKey;
  state: DayState;
  /** The entry's value (0 without an entry), shown for habits whose target is more than once. */
  value: number;
}

export interface GridRow {
  habit: HabitRecord;
  cells: GridCell[];
  done: number;
  due: number;
  /** 0–100 rounded; null when nothing in the range was due. */
  percent: number | null;
}

export interface DatabaseGrid {
  view: DatabaseViewType;
  /** weekLabel in week view, 'November 2026' in month view. */
  title: string;
  days: GridDay[];
  rows: GridRow[];
  /** The filters actually shown: a week past the month's last week falls back to that last week. */
  filters: DatabaseFilters;
}

export const VIEW_OPTIONS: readonly { value: DatabaseViewType; label: string }[] = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

export function buildDatabaseGrid(
  data: DashboardData,
  filters: DatabaseFilters,
  view: DatabaseViewType,
): DatabaseGrid {
  const { year } = yearAndMonth(data.today);
  let start: DateKey;
  let end: DateKey;
  let title: string;
  let period = filters.period;
  if (view === 'week') {
    const week = selectedWeek(year, filters.selectedMonth, filters.period, data.weekStartsOn);
    ({ start, end } = week);
    title = weekLabel(week);
    period = week.number;
  } else {
    ({ start, end } = monthBounds(year, filters.selectedMonth));
    title = `${monthName(filters.selectedMonth)} ${year}`;
  }
  const dates = dateRange(start, end);
  return {
    view,
    title,
    days: dates.map((date) => ({
      date,
      weekday: weekdayShort(date),
      day: date.slice(8, 10),
      longLabel: longDate(date),
      isToday: date === data.today,
    })),
    rows: data.habits.map((habit) => buildRow(data, habit, dates)),
    filters: { ...filters, period },
  };
}

function buildRow(data: DashboardData, habit: HabitRecord, dates: readonly DateKey[]): GridRow {
  const entries = entriesOf(data.history, habit.id);
  const firstDay = habitFirstDay(habit, entries, data.timezone, data.today);
  const pauses = pausePlanOf(habit.pauses);
  const kept = keptLookup(habit, lookupOf(entries), data.weekStartsOn);
  let done = 0;
  let due = 0;
  const cells = dates.map((date): GridCell => {
    const entry = entries.get(date);
    const state = dayState(habit, kept(date), date, firstDay, data.today, pauses);
    if (isDue(state)) due += 1;
    if (state === 'done') done += 1;
    return { date, state, value: entry?.value ?? 0 };
  });
  return { habit, cells, done, due, percent: percentOf(done, due) };
}

export const STATE_TEXT: Readonly<Record<DayState, string>> = {
  done: 'done',
  missed: 'missed',
  pending: 'not done yet',
  skipped: 'skipped',
  'not-scheduled': 'not scheduled',
  paused: 'paused',
  future: 'upcoming',
  'before-start': 'before the habit started',
};

/** Amounts matter only for habits done more than once a day (8 cups); for the rest, done says it all. */
export function showsValue(habit: Pick<HabitRecord, 'targetValue'>, cell: GridCell): boolean {
  return habit.targetValue > 1 && cell.value > 0 && cell.state !== 'future';
}

/** 'Read: done on 2026-11-03', 'Water: missed (3 of 8 cups) on 2026-11-17': the cell's name for screen readers. */
export function describeCell(
  habit: Pick<HabitRecord, 'name' | 'targetValue' | 'targetUnit'>,
  cell: GridCell,
): string {
  const amount = showsValue(habit, cell)
    ? ` (${numberText(cell.value)} of ${quantityText(habit.targetValue, habit.targetUnit)})`
    : '';
  return `${habit.name}: ${STATE_TEXT[cell.state]}${amount} on ${cell.date}`;
}
