import type { TrendPoint } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { buildTrendSeries, trendSummary } from './trend-series';

function point(date: string, due: number, completed: number, average: number | null = null): TrendPoint {
  return { date, due, completed, rate: due === 0 ? null : completed / due, average };
}

// Monday 2026-11-16 to Wednesday 2026-11-18.
const WEEK = [point('2026-11-16', 2, 1, 0.5), point('2026-11-17', 0, 0, 0.5), point('2026-11-18', 3, 2, 0.6)];

describe('buildTrendSeries', () => {
  it('draws daily and average completion in whole percent, breaking the line on days with nothing due', () => {
    const series = buildTrendSeries(WEEK, 10);
    expect(series.daily).toEqual([
      { x: 1, y: 50 },
      { x: 2, y: null },
      { x: 3, y: 67 },
    ]);
    expect(series.average).toEqual([
      { x: 1, y: 50 },
      { x: 2, y: 50 },
      { x: 3, y: 60 },
    ]);
  });

  it('labels a week by weekday and longer ranges by day/month', () => {
    expect(buildTrendSeries(WEEK, 10).labels).toEqual(['Mon', 'Tue', 'Wed']);
    const month = Array.from({ length: 30 }, (_, i) =>
      point(`2026-11-${String(i + 1).padStart(2, '0')}`, 1, 1),
    );
    expect(buildTrendSeries(month, 10).labels.slice(0, 2)).toEqual(['1/11', '2/11']);
  });

  it('labels only as many ticks as fit: every third of 30 days when 10 fit', () => {
    const month = Array.from({ length: 30 }, (_, i) =>
      point(`2026-11-${String(i + 1).padStart(2, '0')}`, 1, 1),
    );
    expect(buildTrendSeries(month, 10).ticks).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28]);
  });
});

describe('trendSummary', () => {
  it('gives the total, the change and the best and lowest days', () => {
    expect(trendSummary('7d', WEEK, { completed: 3, due: 5, rate: 0.6, change: 0.17 })).toBe(
      'Completion over the last 7 days: 60%, 3 of 5 done; up 17 points on the first half of the range; best day Wed 18 Nov 2026 at 67%; lowest Mon 16 Nov 2026 at 50%.',
    );
  });

  it('leaves out what cannot be said: no change and no best day when every day is the same', () => {
    const flat = [point('2026-11-16', 1, 1), point('2026-11-17', 1, 1)];
    expect(trendSummary('30d', flat, { completed: 2, due: 2, rate: 1, change: null })).toBe(
      'Completion over the last 30 days: 100%, 2 of 2 done.',
    );
  });
});
