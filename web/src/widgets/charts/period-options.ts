import { MONTH_NAMES } from './chart-days';
import { type WeekRange, weekLabel, weeksOfMonth } from './chart-filters';

/** Options of the Month and Week pickers shared by the overview chart and the database table. */

export interface PickerOption {
  value: number;
  label: string;
}

export const monthOptions: readonly PickerOption[] = MONTH_NAMES.map((label, index) => ({
  value: index + 1,
  label,
}));

/** 'Week N (dd/mm - dd/mm)' for every week that overlaps the month. */
export function weekOptions(year: number, month: number, weekStartsOn: number): PickerOption[] {
  return weeksOfMonth(year, month, weekStartsOn).map((week) => ({
    value: week.number,
    label: weekLabel(week),
  }));
}

/** The week a filter points at; a stored period beyond this month's weeks shows its last week. */
export function selectedWeek(year: number, month: number, period: number, weekStartsOn: number): WeekRange {
  const weeks = weeksOfMonth(year, month, weekStartsOn);
  const week = weeks[Math.min(Math.max(period, 1), weeks.length) - 1];
  if (!week) throw new RangeError(`No weeks in ${year}-${month}`);
  return week;
}
