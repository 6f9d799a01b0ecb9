import { describe, expect, it } from 'vitest';
import { inputOf, TODAY, twoHabits } from './test-fixture';
import { completionTrend, type TrendPoint, trendTotals } from './trend';

describe('completionTrend', () => {
  it('counts due and done per day with the trailing 7-day average reaching before the range', () => {
    const points = completionTrend(twoHabits(), '2026-03-02', '2026-03-11');
    expect(points.map((p) => [p.date, p.due, p.completed])).toEqual([
      ['2026-03-02', 1, 1],
      ['2026-03-03', 1, 1],
      ['2026-03-04', 0, 0],
      ['2026-03-05', 1, 1],
      ['2026-03-06', 2, 1],
      ['2026-03-07', 1, 1],
      ['2026-03-08', 1, 0],
      ['2026-03-09', 2, 2],
      ['2026-03-10', 2, 1],
      ['2026-03-11', 0, 0],
    ]);
    expect(points.map((p) => p.rate)).toEqual([1, 1, null, 1, 0.5, 1, 0, 1, 0.5, null]);
    // Windows by hand, e.g. 03-02: 02-24..03-02 holds Read due 02-24,25,26,27 and 03-02, done 02-27 and 03-02.
    const expected = [2 / 5, 3 / 5, 3 / 4, 4 / 4, 4 / 5, 5 / 6, 5 / 7, 6 / 8, 6 / 9, null];
    points.forEach((point, i) => {
      const want = expected[i];
      if (want === null || want === undefined) expect(point.average).toBeNull();
      else expect(point.average).toBeCloseTo(want, 10);
    });
  });

  it('gives null rates, not 0, when nothing is due', () => {
    const points = completionTrend(inputOf([], {}), '2026-03-08', '2026-03-10');
    expect(points).toEqual([
      { date: '2026-03-08', due: 0, completed: 0, rate: null, average: null },
      { date: '2026-03-09', due: 0, completed: 0, rate: null, average: null },
      { date: '2026-03-10', due: 0, completed: 0, rate: null, average: null },
    ]);
  });

  it('is empty when the range ends before it starts', () => {
    expect(completionTrend(twoHabits(), '2026-03-10', '2026-03-09')).toEqual([]);
  });

  it('covers exactly one point per day', () => {
    expect(completionTrend(twoHabits(), '2025-12-11', TODAY)).toHaveLength(90);
  });
});

describe('trendTotals', () => {
  it('sums the range and compares its two halves', () => {
    const totals = trendTotals(completionTrend(twoHabits(), '2026-03-02', '2026-03-11'));
    expect(totals.completed).toBe(8);
    expect(totals.due).toBe(11);
    expect(totals.rate).toBeCloseTo(8 / 11, 10);
    // First half 03-02..03-06: 4/5; second half 03-07..03-11: 4/6.
    expect(totals.change).toBeCloseTo(4 / 6 - 4 / 5, 10);
  });

  it('leaves the middle day of an odd range out of both halves', () => {
    const point = (due: number, completed: number): TrendPoint => ({
      date: '2026-03-01',
      due,
      completed,
      rate: due ? completed / due : null,
      average: null,
    });
    // Halves [1/2] and [2/2]; the middle 0/4 would change either half if counted.
    const totals = trendTotals([point(2, 1), point(4, 0), point(2, 2)]);
    expect(totals).toEqual({ completed: 3, due: 8, rate: 3 / 8, change: 0.5 });
  });

  it('has no change when a half has nothing due, and no rate when nothing is due', () => {
    const points = completionTrend(twoHabits(), '2026-03-04', '2026-03-05');
    expect(trendTotals(points)).toEqual({ completed: 1, due: 1, rate: 1, change: null });
    expect(trendTotals([])).toEqual({ completed: 0, due: 0, rate: null, change: null });
  });
});
