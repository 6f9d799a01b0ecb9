import { addDays, type DateKey, daysBetween, forEachDay, startOfWeek } from '../dates';
import { forEachDueDay, rateOf } from './due-days';
import type { AnalyticsInput } from './types';

export type HeatmapLevel = 0 | 1 | 2 | 3 | 4;

export interface HeatmapCell {
  date: DateKey;
  due: number;
  completed: number;
  rate: number | null;
  /** 0 = nothing done (or nothing due), 1..4 by rate: (0,0.25], (0.25,0.5], (0.5,0.75], (0.75,1]. */
  level: HeatmapLevel;
  future: boolean;
}

export interface HeatmapWeek {
  start: DateKey;
  /** Always 7, in week order. */
  days: HeatmapCell[];
}

/** A year back: today and the 364 days before it. */
export const HEATMAP_DAYS = 365;

export function heatmapLevel(completed: number, rate: number | null): HeatmapLevel {
  if (rate === null || completed === 0) return 0;
  if (rate <= 0.25) return 1;
  if (rate <= 0.5) return 2;
  if (rate <= 0.75) return 3;
  return 4;
}

/**
 * Weeks (columns) from the week holding today-364 to the week holding today, weeks starting on
 * weekStartsOn. The few days of the first column before today-364 carry their real numbers, so the
 * column is not drawn half blank as if nothing had been done; days after today are marked future.
 */
export function yearHeatmap(input: AnalyticsInput, weekStartsOn: number): HeatmapWeek[] {
  const { today } = input;
  const gridStart = startOfWeek(addDays(today, -(HEATMAP_DAYS - 1)), weekStartsOn);
  const gridEnd = addDays(startOfWeek(today, weekStartsOn), 6);
  const length = daysBetween(gridStart, gridEnd) + 1;
  const due = new Uint16Array(length);
  const completed = new Uint16Array(length);
  for (const habit of input.habits) {
    forEachDueDay(habit, input.entries.get(habit.id), gridStart, today, today, (_d, _w, done, i) => {
      due[i] = (due[i] ?? 0) + 1;
      if (done) completed[i] = (completed[i] ?? 0) + 1;
    });
  }
  const weeks: HeatmapWeek[] = [];
  let week: HeatmapWeek | undefined;
  let i = 0;
  forEachDay(gridStart, gridEnd, (date) => {
    if (i % 7 === 0) {
      week = { start: date, days: [] };
      weeks.push(week);
    }
    const dayDue = due[i] ?? 0;
    const dayCompleted = completed[i] ?? 0;
    const rate = rateOf(dayCompleted, dayDue);
    week?.days.push({
      date,
      due: dayDue,
      completed: dayCompleted,
      rate,
      level: heatmapLevel(dayCompleted, rate),
      future: date > today,
    });
    i += 1;
  });
  return weeks;
}

export interface HeatmapMonthLabel {
  weekIndex: number;
  /** 'Jan' */
  label: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A label at the first week whose first in-range (not future) day starts a new month. The first
 * column is labelled only when it begins on the 1st: otherwise its month is mostly out of view and
 * its label would crowd the next one.
 */
export function heatmapMonthLabels(weeks: readonly HeatmapWeek[]): HeatmapMonthLabel[] {
  const labels: HeatmapMonthLabel[] = [];
  let previousMonth: string | undefined;
  weeks.forEach((week, weekIndex) => {
    const first = week.days.find((day) => !day.future);
    if (!first) return;
    const month = first.date.slice(0, 7);
    const startsMonth = previousMonth === undefined ? first.date.endsWith('-01') : month !== previousMonth;
    previousMonth = month;
    if (startsMonth) labels.push({ weekIndex, label: MONTHS[Number(month.slice(5)) - 1] ?? '' });
  });
  return labels;
}
