import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import {
  correlationStrength,
  describeCorrelation,
  habitCorrelations,
  MIN_CORRELATION_DAYS,
  phiCoefficient,
} from './correlation';
import { entry, habit, inputOf } from './test-fixture';
import type { AnalyticsEntry } from './types';

const TODAY = '2026-03-16';
const FIRST = '2026-03-01'; // day 1 of 16

/** Entries for days 1..16 of March: 'd' done, 'm' missed, 's' skipped, '.' none. */
function days(pattern: string): AnalyticsEntry[] {
  const list: AnalyticsEntry[] = [];
  [...pattern].forEach((c, i) => {
    const date = addDays(FIRST, i);
    if (c === 'd') list.push(entry(date, 'done'));
    else if (c === 'm') list.push(entry(date, 'missed'));
    else if (c === 's') list.push(entry(date, 'skipped'));
  });
  return list;
}

const X = habit({ id: 'x', name: 'Stretch' });
const Y = habit({ id: 'y', name: 'Meditate' });
// Days 1–6 both, 7–8 X only, 9 Y only, 10–16 neither: n11=6, n10=2, n01=1, n00=7.
const X_DAYS = 'dddddddd........';
const Y_DAYS = 'dddddd..d.......';

describe('phiCoefficient', () => {
  it('matches the hand computation', () => {
    // (6·7 − 2·1) / √(8·8·7·9) = 40 / √4032 = 0.62994…
    expect(phiCoefficient(6, 2, 1, 7)).toBeCloseTo(0.62994, 5);
    expect(phiCoefficient(5, 0, 0, 5)).toBe(1);
    expect(phiCoefficient(0, 5, 5, 0)).toBe(-1);
    expect(phiCoefficient(10, 0, 6, 0)).toBeNull();
  });
});

describe('habitCorrelations', () => {
  it('measures a pair by the phi of its shared days', () => {
    const report = habitCorrelations(
      inputOf([X, Y], { x: days(X_DAYS), y: days(Y_DAYS) }, TODAY),
      FIRST,
      TODAY,
    );
    expect(report).toEqual({
      pairs: [
        {
          a: { id: 'x', name: 'Stretch' },
          b: { id: 'y', name: 'Meditate' },
          coefficient: 0.63,
          days: 16,
          bothDone: 6,
          strength: 'strong',
        },
      ],
      tooFewDays: 0,
      noVariation: 0,
      tooLittleData: false,
      minDays: 14,
    });
    expect(describeCorrelation(report.pairs[0] as (typeof report.pairs)[number])).toBe(
      'Often done on the same days (strong link)',
    );
  });

  it('leaves out days either habit skipped, and days after today', () => {
    // Y skipped day 16 (a 'neither' day): n00 = 6, so (36 − 2) / √(8·7·7·8) = 34 / 56 = 0.607.
    const input = inputOf([X, Y], { x: days(X_DAYS), y: days(`${Y_DAYS.slice(0, 15)}s`) }, TODAY);
    const pair = habitCorrelations(input, FIRST, addDays(TODAY, 5)).pairs[0];
    expect(pair).toMatchObject({ coefficient: 0.61, days: 15, bothDone: 6 });
  });

  it('sorts by strength, and counts pairs without variation', () => {
    const opposite = habit({ id: 'w', name: 'Walk' }); // done exactly when X is not
    const always = habit({ id: 'z', name: 'Water' });
    const input = inputOf(
      [X, Y, opposite, always],
      { x: days(X_DAYS), y: days(Y_DAYS), w: days('........dddddddd'), z: days('d'.repeat(16)) },
      TODAY,
    );
    const report = habitCorrelations(input, FIRST, TODAY);
    expect(report.pairs.map((p) => [p.a.id, p.b.id, p.coefficient, p.strength])).toEqual([
      ['x', 'w', -1, 'strong'],
      // Equal size and days: the habits' own order decides.
      ['x', 'y', 0.63, 'strong'],
      ['y', 'w', -0.63, 'strong'], // n11=1, n10=6, n01=7, n00=2: (2 − 42) / √(7·9·8·8)
    ]);
    expect(describeCorrelation(report.pairs[0] as (typeof report.pairs)[number])).toBe(
      'Often done on different days (strong link)',
    );
    expect(report.noVariation).toBe(3); // every pair with Water
    expect(report.tooLittleData).toBe(false);
  });

  it('counts pairs with fewer shared days than the minimum', () => {
    const mwf = habit({ id: 'v', name: 'Swim', scheduleDays: [1, 3, 5] }); // 7 days in 03-01..03-16
    const late = habit({ id: 'l', name: 'Late', firstDay: '2026-03-05' }); // 12 days
    const input = inputOf([X, mwf, late], { x: days(X_DAYS), v: days(Y_DAYS), l: days(Y_DAYS) }, TODAY);
    const report = habitCorrelations(input, FIRST, TODAY);
    expect(report).toMatchObject({ pairs: [], tooFewDays: 3, noVariation: 0, tooLittleData: true });
    // With a lower minimum the first two pairs are measured; Swim and Late share only 5 days.
    const lower = habitCorrelations(input, FIRST, TODAY, 7);
    expect(lower.pairs.map((p) => `${p.a.id}-${p.b.id}:${p.days}`).sort()).toEqual(['x-l:12', 'x-v:7']);
    expect(lower).toMatchObject({ tooFewDays: 1, minDays: 7, tooLittleData: false });
  });

  it('says there is too little data for one habit, no habits, or a short range', () => {
    expect(habitCorrelations(inputOf([X], { x: days(X_DAYS) }, TODAY), FIRST, TODAY)).toEqual({
      pairs: [],
      tooFewDays: 0,
      noVariation: 0,
      tooLittleData: true,
      minDays: MIN_CORRELATION_DAYS,
    });
    expect(habitCorrelations(inputOf([], {}, TODAY), FIRST, TODAY).tooLittleData).toBe(true);
    const tenDays = habitCorrelations(
      inputOf([X, Y], { x: days(X_DAYS), y: days(Y_DAYS) }, TODAY),
      addDays(TODAY, -9),
      TODAY,
    );
    expect(tenDays).toMatchObject({ pairs: [], tooFewDays: 1, tooLittleData: true });
  });

  it('says an always-done pair has no variation', () => {
    const input = inputOf([X, Y], { x: days('d'.repeat(16)), y: days(Y_DAYS) }, TODAY);
    expect(habitCorrelations(input, FIRST, TODAY)).toMatchObject({
      pairs: [],
      noVariation: 1,
      tooFewDays: 0,
      tooLittleData: true,
    });
  });
});

describe('correlation wording', () => {
  it('grades the strength by the size of phi', () => {
    expect([0.5, 0.49, 0.3, 0.29, 0.1, 0.09, 0, -0.3, -0.5].map(correlationStrength)).toEqual([
      'strong',
      'moderate',
      'moderate',
      'weak',
      'weak',
      'none',
      'none',
      'moderate',
      'strong',
    ]);
  });

  it('says there is no clear link below 0.1', () => {
    const pair = {
      a: { id: 'a', name: 'A' },
      b: { id: 'b', name: 'B' },
      coefficient: -0.05,
      days: 20,
      bothDone: 3,
      strength: 'none' as const,
    };
    expect(describeCorrelation(pair)).toBe('No clear link');
    expect(describeCorrelation({ ...pair, coefficient: 0.35, strength: 'moderate' })).toBe(
      'Often done on the same days (moderate link)',
    );
  });
});
