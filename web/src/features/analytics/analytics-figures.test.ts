import { type DateKey, type EntryRecord, formatHlc } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { entry, habit } from '../../widgets/charts/chart-test-data';
import { createAnalyticsFigures } from './analytics-figures';
import { toAnalyticsInput } from './analytics-input';

/**
 * Run, every day since Sunday 2026-11-01; today is Wednesday 2026-11-18. Done 11-12 to 11-16 (five
 * days), missed 11-17, today still open. The 11-16 check-in was made at 08:30 UTC that day.
 */
const TODAY = '2026-11-18';
const morning = formatHlc({ physical: Date.parse('2026-11-16T08:30:00Z'), counter: 0, node: 'device-1' });

function figuresFor(timeZone = 'UTC') {
  const run = habit('run', { name: 'Run', createdAt: '2026-11-01T07:00:00.000Z' });
  const entries: EntryRecord[] = [
    ...['2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15'].map((date) => entry('run', date)),
    entry('run', '2026-11-16', { completed: true, value: 1, hlc: morning }),
    entry('run', '2026-11-17', 'open'),
  ];
  const history = new Map<string, Map<DateKey, EntryRecord>>([
    ['run', new Map(entries.map((record) => [record.date, record]))],
  ]);
  const input = toAnalyticsInput([run], history, TODAY, timeZone, '2025-11-16', 1);
  return createAnalyticsFigures(input, { weekStartsOn: 1, timeZone, dayStartMinutes: 0 });
}

describe('createAnalyticsFigures', () => {
  it('covers the range ending today: 7 days from 11-12, 30 days from 10-20', () => {
    const figures = figuresFor();
    expect(figures.forRange('7d')).toMatchObject({ range: '7d', start: '2026-11-12', end: TODAY });
    expect(figures.forRange('30d')).toMatchObject({ start: '2026-10-20', end: TODAY });
  });

  it('works out each range’s figures from the same input', () => {
    const figures = figuresFor();
    // 7 days: all seven due (today open counts), five done.
    expect(figures.forRange('7d').totals()).toMatchObject({ due: 7, completed: 5 });
    // 30 days: due only from the habit's first day, 11-01 to 11-18 = 18 days.
    expect(figures.forRange('30d').totals()).toMatchObject({ due: 18, completed: 5 });
    const [row] = figures.forRange('7d').habitRows();
    expect(row).toMatchObject({ habitId: 'run', completed: 5, due: 7, currentStreak: 0, bestStreak: 5 });
  });

  it('keeps what it has worked out, so a range seen before comes back at once', () => {
    const figures = figuresFor();
    const week = figures.forRange('7d');
    const trend = week.trend();
    figures.forRange('90d').trend();
    expect(figures.forRange('7d')).toBe(week);
    expect(week.trend()).toBe(trend);
    expect(week.habitRows()).toBe(week.habitRows());
    expect(figures.heatmap()).toBe(figures.heatmap());
    expect(figures.forRange('30d')).not.toBe(week);
  });

  it('reads check-in times in the person’s time zone', () => {
    // 08:30 UTC is Monday morning in London's winter, and 17:30 Monday afternoon in Tokyo.
    expect(figuresFor('Europe/London').forRange('7d').checkIns().peak).toEqual({
      weekday: 1,
      band: 'morning',
      count: 1,
    });
    expect(figuresFor('Asia/Tokyo').forRange('7d').checkIns().peak).toMatchObject({
      weekday: 1,
      band: 'afternoon',
    });
  });

  it('starts the year’s heatmap on the person’s week start and carries the settings', () => {
    const figures = figuresFor();
    expect(figures.settings).toEqual({ weekStartsOn: 1, timeZone: 'UTC', dayStartMinutes: 0 });
    // today − 364 is Wednesday 2025-11-19; its Monday-week begins 2025-11-17.
    expect(figures.heatmap()[0]?.start).toBe('2025-11-17');
  });

  it('reports too little data for correlations with a single habit', () => {
    expect(figuresFor().forRange('90d').correlations()).toMatchObject({ pairs: [], tooLittleData: true });
  });
});
