import type { DateKey } from '../dates';
import { forEachDueDay, rateOf } from './due-days';
import type { AnalyticsInput } from './types';

export interface WeekdayRate {
  weekday: number;
  /** 'Monday' */
  label: string;
  /** 'Mon' */
  short: string;
  due: number;
  completed: number;
  rate: number | null;
}

/** Sunday first, as schedules store weekdays. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The seven weekdays (0 = Sunday) in week order; a start outside 0–6 is read modulo 7, not-a-number as Sunday. */
export function weekdaysFrom(weekStartsOn: number): number[] {
  const first = Number.isFinite(weekStartsOn) ? ((Math.trunc(weekStartsOn) % 7) + 7) % 7 : 0;
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7);
}

/** Seven rows in week order starting at weekStartsOn, over start..end, all habits together. */
export function weekdayRates(
  input: AnalyticsInput,
  start: DateKey,
  end: DateKey,
  weekStartsOn: number,
): WeekdayRate[] {
  const due = new Array<number>(7).fill(0);
  const completed = new Array<number>(7).fill(0);
  for (const habit of input.habits) {
    forEachDueDay(habit, input.entries.get(habit.id), start, end, input.today, (_d, weekday, done) => {
      due[weekday] = (due[weekday] ?? 0) + 1;
      if (done) completed[weekday] = (completed[weekday] ?? 0) + 1;
    });
  }
  return weekdaysFrom(weekStartsOn).map((weekday) => {
    const label = WEEKDAY_NAMES[weekday] ?? '';
    const dayDue = due[weekday] ?? 0;
    const dayCompleted = completed[weekday] ?? 0;
    return {
      weekday,
      label,
      short: label.slice(0, 3),
      due: dayDue,
      completed: dayCompleted,
      rate: rateOf(dayCompleted, dayDue),
    };
  });
}

export interface BestAndWorst {
  best: WeekdayRate | null;
  worst: WeekdayRate | null;
}

/**
 * Among days with something due; ties go to the earlier day in week order; worst is null when fewer
 * than 2 days have data or all rates are equal (naming a "worst" day would then mislead).
 */
export function bestAndWorstDays(rates: readonly WeekdayRate[]): BestAndWorst {
  let best: WeekdayRate | null = null;
  let worst: WeekdayRate | null = null;
  let measured = 0;
  for (const row of rates) {
    if (row.rate === null) continue;
    measured += 1;
    if (best === null || (best.rate ?? 0) < row.rate) best = row;
    if (worst === null || (worst.rate ?? 0) > row.rate) worst = row;
  }
  if (measured < 2 || best?.rate === worst?.rate) return { best, worst: null };
  return { best, worst };
}
