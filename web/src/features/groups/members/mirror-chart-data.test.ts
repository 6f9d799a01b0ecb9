import { describe, expect, it } from 'vitest';
import { buildOverviewSeries } from '../../../widgets/charts/overview-series';
import { chartedCount, mirrorChartData, startingWithin } from './mirror-chart-data';
import { mirrorView } from './mirror-data';
import { servedDashboard, servedHabit, sharedAt } from './mirror-test-data';

describe('mirrorChartData', () => {
  it("charts only the habits whose check-ins are shared, on the member's calendar", () => {
    const view = mirrorView(
      servedDashboard({
        habits: [servedHabit(), servedHabit({ _id: 'h2', workspaceSettings: sharedAt('progress-only') })],
      }),
    );
    const data = mirrorChartData(view);
    expect(data?.habits.map((habit) => habit.id)).toEqual(['h1']);
    expect(data).toMatchObject({
      today: '2026-03-18',
      weekStartsOn: 1,
      timezone: 'Europe/Lisbon',
      historyComplete: true,
    });
    expect(chartedCount(view)).toBe(1);
  });

  it('has nothing to chart when no habit shares check-ins', () => {
    const view = mirrorView(
      servedDashboard({
        habits: [servedHabit({ workspaceSettings: sharedAt('streaks-only') })],
        entries: [],
      }),
    );
    expect(mirrorChartData(view)).toBeNull();
  });

  it('feeds the shared overview series: days before the served range are not due', () => {
    const view = mirrorView(servedDashboard());
    const data = mirrorChartData(view);
    if (!data) throw new Error('expected chart data');
    const series = buildOverviewSeries(data, { mode: 'month', period: 1, selectedMonth: 2 });
    expect(series.total).toEqual({ completed: 0, due: 0, percent: null });
    const week = buildOverviewSeries(data, { mode: 'week', period: 4, selectedMonth: 3 });
    expect(week.title).toBe('Week 4 (16/03 - 22/03)');
    // 16th done, 17th skipped (not due), 18th today and open.
    expect(week.points.slice(0, 3).map((point) => [point.completed, point.due])).toEqual([
      [1, 1],
      [0, 0],
      [0, 1],
    ]);
  });
});

describe('startingWithin', () => {
  const habit = mirrorView(servedDashboard()).habits[0]?.habit;

  it('moves an earlier creation to the start of the range, in the member time zone', () => {
    if (!habit) throw new Error('expected a habit');
    const moved = startingWithin(habit, '2026-03-01', 'Asia/Tokyo');
    expect(moved.createdAt).toBe('2026-02-28T15:00:00.000Z');
  });

  it('keeps a later or unreadable creation', () => {
    if (!habit) throw new Error('expected a habit');
    expect(startingWithin(habit, '2025-12-01', 'UTC')).toBe(habit);
    const unreadable = { ...habit, createdAt: 'soon' };
    expect(startingWithin(unreadable, '2026-03-01', 'UTC')).toBe(unreadable);
  });
});
