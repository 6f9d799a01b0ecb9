import { describe, expect, it } from 'vitest';
import {
  continuousRange,
  DEFAULT_DATABASE_FILTERS,
  normalizeChartFilters,
  normalizeDatabaseFilters,
  normalizeDatabaseViewType,
  weekLabel,
  weeksOfMonth,
  withMode,
  withMonth,
} from './chart-filters';

describe('chart filters', () => {
  it('uses a stored filter only if it is valid', () => {
    expect(normalizeChartFilters({ mode: 'month', period: 2, selectedMonth: 4 }, '2026-11-21', 1)).toEqual({
      mode: 'month',
      period: 2,
      selectedMonth: 4,
    });
    for (const bad of [
      { mode: 'year', period: 1, selectedMonth: 4 },
      { mode: 'week', period: 0, selectedMonth: 4 },
      { mode: 'week', period: 1, selectedMonth: 13 },
      'x',
      null,
    ]) {
      expect(normalizeChartFilters(bad, '2026-11-21', 1)).toEqual({
        mode: 'week',
        period: 4,
        selectedMonth: 11,
      });
    }
  });

  it('resets the period to 1 when the mode changes', () => {
    expect(withMode({ mode: 'week', period: 3, selectedMonth: 11 }, 'month')).toEqual({
      mode: 'month',
      period: 1,
      selectedMonth: 11,
    });
  });

  it('picks the current week of the current month, and week 1 of any other month', () => {
    // November 2026 from Monday: weeks start Oct 26, Nov 2, 9, 16, 23, 30; the 19th is in week 4.
    expect(withMonth({ mode: 'week', period: 1, selectedMonth: 10 }, 11, '2026-11-19', 1).period).toBe(4);
    expect(withMonth({ mode: 'week', period: 4, selectedMonth: 11 }, 10, '2026-11-19', 1)).toEqual({
      mode: 'week',
      period: 1,
      selectedMonth: 10,
    });
  });

  it('lists the weeks of a month from the preferred first day', () => {
    const weeks = weeksOfMonth(2026, 11, 1);
    expect(weeks.map((w) => w.start)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(weeksOfMonth(2026, 2, 0)[0]).toEqual({ number: 1, start: '2026-02-01', end: '2026-02-07' });
    expect(weeksOfMonth(2026, 12, 1).at(-1)?.end).toBe('2027-01-03');
  });

  it('labels a week as Week N (dd/mm - dd/mm)', () => {
    expect(weekLabel({ number: 4, start: '2026-11-16', end: '2026-11-22' })).toBe('Week 4 (16/11 - 22/11)');
  });

  it('shows the last 90 days in continuous mode', () => {
    expect(continuousRange('2026-11-19')).toEqual({ start: '2026-08-22', end: '2026-11-19' });
  });
});

describe('database filters', () => {
  it('uses a stored filter only if it is valid', () => {
    expect(normalizeDatabaseFilters({ period: 3, selectedMonth: 2 }, '2026-11-21', 1)).toEqual({
      period: 3,
      selectedMonth: 2,
    });
    expect(normalizeDatabaseFilters({ period: 1, selectedMonth: 12, extra: true }, '2026-05-02', 1)).toEqual({
      period: 1,
      selectedMonth: 12,
    });
    for (const bad of [
      { period: 0, selectedMonth: 4 },
      { period: 1.5, selectedMonth: 4 },
      { period: '2', selectedMonth: 4 },
      { period: 2, selectedMonth: 0 },
      { period: 2, selectedMonth: 13 },
      { period: 2 },
      { selectedMonth: 4 },
      [],
      'x',
      42,
      null,
      undefined,
    ]) {
      expect(normalizeDatabaseFilters(bad, '2026-11-02', 1)).toEqual({ period: 2, selectedMonth: 11 });
    }
  });

  it('keeps its defaults frozen', () => {
    expect(DEFAULT_DATABASE_FILTERS).toEqual({ period: 1, selectedMonth: 1 });
    expect(Object.isFrozen(DEFAULT_DATABASE_FILTERS)).toBe(true);
  });

  it('changes the month by the same rule as the chart', () => {
    expect(withMonth({ period: 1, selectedMonth: 10 }, 11, '2026-11-19', 1)).toEqual({
      period: 4,
      selectedMonth: 11,
    });
    expect(withMonth({ period: 4, selectedMonth: 11 }, 3, '2026-11-19', 1)).toEqual({
      period: 1,
      selectedMonth: 3,
    });
  });

  it('uses a stored view type only if it is valid', () => {
    expect(normalizeDatabaseViewType('month')).toBe('month');
    expect(normalizeDatabaseViewType('week')).toBe('week');
    for (const bad of ['continuous', 'Month', 1, null, undefined]) {
      expect(normalizeDatabaseViewType(bad)).toBe('week');
    }
  });
});
