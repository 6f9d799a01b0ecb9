import { type DateKey, daysBetween, minKey } from '../dates';
import { forEachDueDay } from './due-days';
import type { AnalyticsInput } from './types';

export const MIN_CORRELATION_DAYS = 14;

export type CorrelationStrength = 'strong' | 'moderate' | 'weak' | 'none';

export interface HabitCorrelation {
  a: { id: string; name: string };
  b: { id: string; name: string };
  /** Phi coefficient of done/not-done over the shared days, -1..1, rounded to 2 decimals. */
  coefficient: number;
  /** Days both habits were due (neither skipped) in the range: what the number rests on. */
  days: number;
  bothDone: number;
  strength: CorrelationStrength;
}

export interface CorrelationReport {
  pairs: HabitCorrelation[];
  /** Pairs left out for fewer than minDays shared days. */
  tooFewDays: number;
  /** Pairs left out because one habit was always done or never done (phi undefined). */
  noVariation: number;
  /** True when no pair could be measured: the UI says plainly there is too little data. */
  tooLittleData: boolean;
  minDays: number;
}

const NOT_DUE = 0;
const MISSED = 1;
const DONE = 2;

export function correlationStrength(coefficient: number): CorrelationStrength {
  const size = Math.abs(coefficient);
  if (size >= 0.5) return 'strong';
  if (size >= 0.3) return 'moderate';
  if (size >= 0.1) return 'weak';
  return 'none';
}

/** Phi of a 2×2 table; null when a row or column is empty (one habit always or never done). */
export function phiCoefficient(n11: number, n10: number, n01: number, n00: number): number | null {
  const denominator = (n11 + n10) * (n01 + n00) * (n11 + n01) * (n10 + n00);
  if (denominator === 0) return null;
  return (n11 * n00 - n10 * n01) / Math.sqrt(denominator);
}

/** Every pair of habits; pairs sorted by |coefficient| desc, then days desc. strength: |phi| >= 0.5 strong, >= 0.3 moderate, >= 0.1 weak, else none. */
export function habitCorrelations(
  input: AnalyticsInput,
  start: DateKey,
  end: DateKey,
  minDays = MIN_CORRELATION_DAYS,
): CorrelationReport {
  const last = minKey(end, input.today);
  const length = Math.max(0, daysBetween(start, last) + 1);
  const states = input.habits.map((habit) => {
    const state = new Uint8Array(length);
    forEachDueDay(habit, input.entries.get(habit.id), start, last, input.today, (_d, _w, done, i) => {
      state[i] = done ? DONE : MISSED;
    });
    return state;
  });
  const pairs: HabitCorrelation[] = [];
  let tooFewDays = 0;
  let noVariation = 0;
  for (let i = 0; i < input.habits.length; i += 1) {
    for (let j = i + 1; j < input.habits.length; j += 1) {
      const a = states[i];
      const b = states[j];
      const habitA = input.habits[i];
      const habitB = input.habits[j];
      if (!a || !b || !habitA || !habitB) continue;
      let n11 = 0;
      let n10 = 0;
      let n01 = 0;
      let n00 = 0;
      for (let day = 0; day < length; day += 1) {
        const x = a[day];
        const y = b[day];
        if (x === NOT_DUE || y === NOT_DUE) continue;
        if (x === DONE) {
          if (y === DONE) n11 += 1;
          else n10 += 1;
        } else if (y === DONE) n01 += 1;
        else n00 += 1;
      }
      const days = n11 + n10 + n01 + n00;
      if (days < minDays) {
        tooFewDays += 1;
        continue;
      }
      const phi = phiCoefficient(n11, n10, n01, n00);
      if (phi === null) {
        noVariation += 1;
        continue;
      }
      // + 0 turns a rounded -0 into 0, which would otherwise print as "-0".
      const coefficient = Math.round(phi * 100) / 100 + 0;
      pairs.push({
        a: { id: habitA.id, name: habitA.name },
        b: { id: habitB.id, name: habitB.name },
        coefficient,
        days,
        bothDone: n11,
        strength: correlationStrength(coefficient),
      });
    }
  }
  pairs.sort((x, y) => Math.abs(y.coefficient) - Math.abs(x.coefficient) || y.days - x.days);
  return { pairs, tooFewDays, noVariation, tooLittleData: pairs.length === 0, minDays };
}

/** A plain sentence: 'Often done on the same days', 'Often done on different days', 'No clear link', with the strength word. */
export function describeCorrelation(pair: HabitCorrelation): string {
  if (pair.strength === 'none') return 'No clear link';
  const direction = pair.coefficient > 0 ? 'Often done on the same days' : 'Often done on different days';
  return `${direction} (${pair.strength} link)`;
}
