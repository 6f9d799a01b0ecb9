import { addDays, type DateKey, startOfWeek } from './dates';
import type { DayRecord, RecordLookup } from './streaks';

/**
 * Limits (issue 30): a habit is either "at least" its target (read 20 pages) or "at most" it
 * (3 coffees, 2 hours of screens), per day or per week. For a limit, success is staying within it,
 * and a day with nothing logged is a day of 0: within the limit (as Loop counts its at-most
 * habits). Streaks, rates, the heatmap and the group's numbers read a limit through `limitLookup`,
 * so each of them reads it the right way round without knowing it is one.
 */

export const TARGET_KINDS = ['at-least', 'at-most'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export const TARGET_PERIODS = ['day', 'week'] as const;
export type TargetPeriod = (typeof TARGET_PERIODS)[number];

/** Whether an amount meets a target: reaches it (at least), or stays within it (at most). */
export function meetsTarget(kind: TargetKind, amount: number, target: number): boolean {
  return kind === 'at-most' ? amount <= target : amount >= target;
}

/** How a limit's day reads: under it, exactly at it, or over. */
export type LimitStanding = 'under' | 'at' | 'over';

export function limitStanding(amount: number, limit: number): LimitStanding {
  return amount < limit ? 'under' : amount === limit ? 'at' : 'over';
}

/** A day's logged amount, as entries hold it. */
export interface AmountRecord {
  value: number;
  skipped?: boolean;
}

export interface Limit {
  /** The most allowed in the period. */
  value: number;
  period: TargetPeriod;
  /** Where a week starts, for weekly limits (0 = Sunday). */
  weekStartsOn: number;
}

/**
 * A limit habit's days as done (kept within the limit) or not, for the streak and rate rules.
 * A daily limit judges each day's amount; a weekly one judges the week's running total through the
 * day, so the day that takes the week over breaks the run, and so do the rest of that week. A
 * skipped day stays skipped and counts nothing towards the week (a skip stores no amount).
 */
export function limitLookup(
  limit: Limit,
  amounts: (date: DateKey) => AmountRecord | undefined,
): RecordLookup {
  const amountOn = (date: DateKey) => {
    const record = amounts(date);
    return record && !record.skipped ? record.value : 0;
  };
  if (limit.period === 'day') {
    return (date): DayRecord => ({
      completed: amountOn(date) <= limit.value,
      skipped: amounts(date)?.skipped === true,
    });
  }
  // Running totals per week, built once per week asked about: a streak walks a year day by day.
  const totals = new Map<DateKey, number>();
  return (date): DayRecord => {
    let total = totals.get(date);
    if (total === undefined) {
      total = 0;
      for (let day = startOfWeek(date, limit.weekStartsOn); ; ) {
        total += amountOn(day);
        totals.set(day, total);
        if (day === date) break;
        day = addDays(day, 1);
      }
    }
    return { completed: total <= limit.value, skipped: amounts(date)?.skipped === true };
  };
}

/** A habit's target as limits read it; rows stored before limits existed have neither field. */
export interface TargetFields {
  targetValue: number;
  targetKind?: TargetKind;
  targetPeriod?: TargetPeriod;
}

/** Whether a habit is a limit ("at most"). */
export function isLimit(habit: Pick<TargetFields, 'targetKind'>): boolean {
  return habit.targetKind === 'at-most';
}

/** A habit's limit, or null for an "at least" habit. */
export function limitOf(habit: TargetFields, weekStartsOn: number): Limit | null {
  if (!isLimit(habit)) return null;
  return { value: habit.targetValue, period: habit.targetPeriod ?? 'day', weekStartsOn };
}

/**
 * A habit's days as every figure reads them (streaks, rates, the heatmap, the group's numbers):
 * its check-ins as they are, or for a limit, each day kept within it or not by the amounts logged.
 * The one place a limit is turned the right way round.
 */
export function keptLookup(
  habit: TargetFields,
  record: (date: DateKey) => (DayRecord & { value?: number }) | undefined,
  weekStartsOn: number,
): RecordLookup {
  return keptRecord(limitOf(habit, weekStartsOn), record);
}

/** keptLookup for a limit already read (analytics carry it on their habits); none: as they are. */
export function keptRecord(
  limit: Limit | null | undefined,
  record: (date: DateKey) => (DayRecord & { value?: number }) | undefined,
): RecordLookup {
  if (!limit) return record;
  return limitLookup(limit, (date) => {
    const day = record(date);
    return day ? { value: day.value ?? 0, skipped: day.skipped } : undefined;
  });
}

/**
 * Whether a day's own amount is done as its check-in stores it (`completed`): reached, for
 * "at least"; within, for a limit, by that day's amount alone. A weekly limit's day also depends on
 * the week before it, which only keptLookup reads; `completed` serves what reads one check-in.
 */
export function doneByAmount(habit: TargetFields, amount: number): boolean {
  return meetsTarget(isLimit(habit) ? 'at-most' : 'at-least', amount, habit.targetValue);
}
