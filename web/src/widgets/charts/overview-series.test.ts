import { describe, expect, it } from 'vitest';
import { type ChartFilters, withMode, withMonth } from './chart-filters';
import { dashboard, entry, habit, streakOf } from './chart-test-data';
import {
  buildOverviewSeries,
  CONTINUOUS_TITLE,
  monthOptions,
  overviewSummary,
  weekOptions,
} from './overview-series';

const today = '2026-11-19'; // Thursday of week 4 (from Monday) of November 2026
const week4: ChartFilters = { mode: 'week', period: 4, selectedMonth: 11 };

/** Two daily habits created long ago: 'read' done Mon–Wed, 'run' done Mon only, 'run' skipped Tue. */
function twoHabits(extra: Partial<Parameters<typeof dashboard>[0]> = {}) {
  return dashboard({
    habits: [habit('read'), habit('run')],
    entries: [
      ...streakOf('read', '2026-11-16', 3),
      entry('run', '2026-11-16'),
      entry('run', '2026-11-17', 'skipped'),
    ],
    today,
    ...extra,
  });
}

describe('week mode', () => {
  it('plots the 7 days of the selected week of the month', () => {
    const series = buildOverviewSeries(twoHabits(), week4);
    expect(series.title).toBe('Week 4 (16/11 - 22/11)');
    expect(series.points.map((p) => p.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(series.points.map((p) => p.label)).toEqual([
      'Mon 16',
      'Tue 17',
      'Wed 18',
      'Thu 19',
      'Fri 20',
      'Sat 21',
      'Sun 22',
    ]);
  });

  it('counts done over due per day, leaving skipped and future days out', () => {
    const points = buildOverviewSeries(twoHabits(), week4).points;
    expect(points.map((p) => [p.completed, p.due, p.percent])).toEqual([
      [2, 2, 100],
      [1, 1, 100], // run skipped
      [1, 2, 50],
      [0, 2, 0], // today, still open but due
      [0, 0, null],
      [0, 0, null],
      [0, 0, null],
    ]);
    expect(points.map((p) => p.isFuture)).toEqual([false, false, false, false, true, true, true]);
    expect(points.find((p) => p.isToday)?.date).toBe(today);
  });

  it('follows the preferred first day of the week', () => {
    // November 2026 opens on a Sunday, so from Sunday the week of the 16th is week 3.
    const series = buildOverviewSeries(twoHabits({ weekStartsOn: 0 }), { ...week4, period: 3 });
    expect(series.title).toBe('Week 3 (15/11 - 21/11)');
    expect(series.points[0]?.label).toBe('Sun 15');
  });

  it('shows the last week when a stored week number is past the month', () => {
    const series = buildOverviewSeries(twoHabits(), { mode: 'week', period: 9, selectedMonth: 11 });
    expect(series.title).toBe('Week 6 (30/11 - 06/12)');
    expect(series.filters.period).toBe(6);
  });

  it('opens on the current week when the month is changed to the current one', () => {
    const filters = withMonth({ mode: 'week', period: 1, selectedMonth: 10 }, 11, today, 1);
    expect(buildOverviewSeries(twoHabits(), filters).points.some((p) => p.isToday)).toBe(true);
  });

  it('counts nothing before a habit’s first day', () => {
    const data = dashboard({
      habits: [habit('new', { createdAt: '2026-11-18T08:00:00Z' })],
      entries: [entry('new', '2026-11-17')],
      today,
    });
    const points = buildOverviewSeries(data, week4).points;
    expect(points.map((p) => p.due).slice(0, 4)).toEqual([0, 1, 1, 1]);
    expect(points[1]?.percent).toBe(100);
  });

  it('leaves unscheduled days out', () => {
    const data = dashboard({ habits: [habit('gym', { scheduleDays: [1, 3] })], today });
    expect(buildOverviewSeries(data, week4).points.map((p) => p.due)).toEqual([1, 0, 1, 0, 0, 0, 0]);
  });
});

describe('month mode', () => {
  it('plots every day of the selected month in today’s year', () => {
    const series = buildOverviewSeries(twoHabits(), { mode: 'month', period: 1, selectedMonth: 11 });
    expect(series.title).toBe('November 2026');
    expect(series.points).toHaveLength(30);
    expect(series.points[0]?.label).toBe('01');
    expect(series.points.at(-1)?.date).toBe('2026-11-30');
    // 19 days so far for two habits, less run's skipped Tuesday; 4 done.
    expect(series.total).toEqual({ completed: 4, due: 19 * 2 - 1, percent: 11 });
  });

  it('handles leap years and months wholly in the future', () => {
    const data = dashboard({ habits: [habit('a')], today: '2028-03-01' });
    const feb = buildOverviewSeries(data, { mode: 'month', period: 1, selectedMonth: 2 });
    expect(feb.points).toHaveLength(29);
    const dec = buildOverviewSeries(data, { mode: 'month', period: 1, selectedMonth: 12 });
    expect(dec.title).toBe('December 2028');
    expect(dec.points.every((p) => p.percent === null && p.isFuture)).toBe(true);
    expect(dec.total.percent).toBeNull();
  });
});

describe('continuous mode', () => {
  it('plots the last 90 days, today included', () => {
    const series = buildOverviewSeries(twoHabits(), withMode(week4, 'continuous'));
    expect(series.title).toBe(CONTINUOUS_TITLE);
    expect(series.title).toBe('Last 90 days');
    expect(series.points).toHaveLength(90);
    expect(series.points[0]?.date).toBe('2026-08-22');
    expect(series.points[0]?.label).toBe('22/08');
    expect(series.points.at(-1)?.date).toBe(today);
    expect(series.points.every((p) => !p.isFuture)).toBe(true);
  });
});

describe('without habits', () => {
  it('has no percentages at all', () => {
    const series = buildOverviewSeries(dashboard({ habits: [], today }), week4);
    expect(series.points.every((p) => p.percent === null && p.due === 0)).toBe(true);
    expect(series.total).toEqual({ completed: 0, due: 0, percent: null });
  });
});

describe('text alternative', () => {
  it('reads a week day by day', () => {
    expect(overviewSummary(buildOverviewSeries(twoHabits(), week4))).toBe(
      'Completion by day, Week 4 (16/11 - 22/11): Mon 16 100%, Tue 17 100%, Wed 18 50%, Thu 19 0%, ' +
        'Fri 20 upcoming, Sat 21 upcoming, Sun 22 upcoming',
    );
  });

  it('sums up longer ranges', () => {
    const month = buildOverviewSeries(twoHabits(), { mode: 'month', period: 1, selectedMonth: 11 });
    expect(overviewSummary(month)).toBe('Completion by day, November 2026: 11% overall, 4 of 37 done');
    const empty = buildOverviewSeries(dashboard({ habits: [], today }), withMode(week4, 'month'));
    expect(overviewSummary(empty)).toBe('Completion by day, November 2026: nothing due yet');
  });
});

describe('picker options', () => {
  it('lists the twelve months by name', () => {
    expect(monthOptions).toHaveLength(12);
    expect(monthOptions[0]).toEqual({ value: 1, label: 'January' });
    expect(monthOptions[10]).toEqual({ value: 11, label: 'November' });
  });

  it('labels the weeks of a month as Week N (dd/mm - dd/mm)', () => {
    expect(weekOptions(2026, 11, 1).map((o) => o.label)).toEqual([
      'Week 1 (26/10 - 01/11)',
      'Week 2 (02/11 - 08/11)',
      'Week 3 (09/11 - 15/11)',
      'Week 4 (16/11 - 22/11)',
      'Week 5 (23/11 - 29/11)',
      'Week 6 (30/11 - 06/12)',
    ]);
    expect(weekOptions(2026, 2, 0)[0]).toEqual({ value: 1, label: 'Week 1 (01/02 - 07/02)' });
  });
});
