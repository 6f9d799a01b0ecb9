import { addDays, type DateKey, daysBetween, forEachDay } from '../dates';
import { forEachDueDay, rateOf } from './due-days';
import type { AnalyticsInput } from './types';

export interface TrendPoint {
  date: DateKey;
  due: number;
  completed: number;
  rate: number | null;
  /** Trailing 7-day rate up to and including this day (sum completed / sum due), null when none due. */
  average: number | null;
}

const AVERAGE_DAYS = 7;

/**
 * One point per day from start to end, all habits together. The trailing average of the first days
 * reads the six days before `start` too, so a 7-day range does not start with a one-day "average".
 * Days after today get a null average: nothing there has happened, and the line should stop at today.
 */
export function completionTrend(input: AnalyticsInput, start: DateKey, end: DateKey): TrendPoint[] {
  if (end < start) return [];
  const lead = AVERAGE_DAYS - 1;
  const windowStart = addDays(start, -lead);
  const length = daysBetween(windowStart, end) + 1;
  const due = new Array<number>(length).fill(0);
  const completed = new Array<number>(length).fill(0);
  for (const habit of input.habits) {
    forEachDueDay(habit, input.entries.get(habit.id), windowStart, end, input.today, (_d, _w, done, i) => {
      due[i] = (due[i] ?? 0) + 1;
      if (done) completed[i] = (completed[i] ?? 0) + 1;
    });
  }
  const points: TrendPoint[] = [];
  let windowDue = 0;
  let windowCompleted = 0;
  for (let i = 0; i < lead; i += 1) {
    windowDue += due[i] ?? 0;
    windowCompleted += completed[i] ?? 0;
  }
  let i = lead;
  forEachDay(start, end, (date) => {
    const dayDue = due[i] ?? 0;
    const dayCompleted = completed[i] ?? 0;
    windowDue += dayDue;
    windowCompleted += dayCompleted;
    points.push({
      date,
      due: dayDue,
      completed: dayCompleted,
      rate: rateOf(dayCompleted, dayDue),
      average: date > input.today ? null : rateOf(windowCompleted, windowDue),
    });
    windowDue -= due[i - lead] ?? 0;
    windowCompleted -= completed[i - lead] ?? 0;
    i += 1;
  });
  return points;
}

export interface TrendTotals {
  completed: number;
  due: number;
  rate: number | null;
  /** Rate of the second half of the range minus the first half's (percentage points /100), null if either half has nothing due. */
  change: number | null;
}

function sum(points: readonly TrendPoint[]): { completed: number; due: number } {
  let completed = 0;
  let due = 0;
  for (const point of points) {
    completed += point.completed;
    due += point.due;
  }
  return { completed, due };
}

/**
 * Totals of a trend and how the rate moved. The halves have the same number of days: in an odd range
 * the middle day belongs to neither, so a longer second half cannot tilt the comparison.
 */
export function trendTotals(points: readonly TrendPoint[]): TrendTotals {
  const { completed, due } = sum(points);
  const half = Math.floor(points.length / 2);
  const first = sum(points.slice(0, half));
  const second = sum(points.slice(points.length - half));
  const firstRate = half === 0 ? null : rateOf(first.completed, first.due);
  const secondRate = half === 0 ? null : rateOf(second.completed, second.due);
  return {
    completed,
    due,
    rate: rateOf(completed, due),
    change: firstRate === null || secondRate === null ? null : secondRate - firstRate,
  };
}
