import { describe, expect, it } from 'vitest';
import type { DateKey } from '../dates';
import { heatmapLevel, heatmapMonthLabels, yearHeatmap } from './heatmap';
import { inputOf, twoHabits } from './test-fixture';

function cell(weeks: ReturnType<typeof yearHeatmap>, date: DateKey) {
  return weeks.flatMap((w) => w.days).find((d) => d.date === date);
}

describe('yearHeatmap', () => {
  it('lays out weeks from the week of today-364 to the week of today', () => {
    // Today Tuesday 2026-03-10; today-364 is Tuesday 2025-03-11, its Monday week starts 2025-03-10.
    const weeks = yearHeatmap(twoHabits(), 1);
    expect(weeks).toHaveLength(53);
    expect(weeks[0]?.start).toBe('2025-03-10');
    expect(weeks[52]?.start).toBe('2026-03-09');
    expect(weeks.every((w) => w.days.length === 7 && w.days[0]?.date === w.start)).toBe(true);
    expect(weeks[52]?.days.map((d) => d.future)).toEqual([false, false, true, true, true, true, true]);
  });

  it('starts weeks on the preferred day', () => {
    const weeks = yearHeatmap(twoHabits(), 0);
    expect(weeks[0]?.start).toBe('2025-03-09');
    expect(weeks.at(-1)?.start).toBe('2026-03-08');
    expect(weeks.at(-1)?.days.at(-1)?.date).toBe('2026-03-14');
  });

  it('fills each day with the shared due rule and a level by rate', () => {
    const weeks = yearHeatmap(twoHabits(), 1);
    expect(cell(weeks, '2026-03-09')).toEqual({
      date: '2026-03-09',
      due: 2,
      completed: 2,
      rate: 1,
      level: 4,
      future: false,
    });
    expect(cell(weeks, '2026-03-10')).toMatchObject({ due: 2, completed: 1, rate: 0.5, level: 2 });
    expect(cell(weeks, '2026-03-08')).toMatchObject({ due: 1, completed: 0, rate: 0, level: 0 });
    expect(cell(weeks, '2026-03-04')).toMatchObject({ due: 0, completed: 0, rate: null, level: 0 });
    // Read started 2026-01-01: nothing before it is due.
    expect(cell(weeks, '2025-12-31')).toMatchObject({ due: 0, rate: null, level: 0 });
    expect(cell(weeks, '2026-03-11')).toMatchObject({ due: 0, completed: 0, future: true, level: 0 });
  });

  it('gives the level by quarter of the rate', () => {
    expect(heatmapLevel(0, null)).toBe(0);
    expect(heatmapLevel(0, 0)).toBe(0);
    expect(heatmapLevel(1, 0.1)).toBe(1);
    expect(heatmapLevel(1, 0.25)).toBe(1);
    expect(heatmapLevel(1, 1 / 3)).toBe(2);
    expect(heatmapLevel(2, 0.5)).toBe(2);
    expect(heatmapLevel(2, 0.6)).toBe(3);
    expect(heatmapLevel(3, 0.75)).toBe(3);
    expect(heatmapLevel(4, 0.8)).toBe(4);
    expect(heatmapLevel(4, 1)).toBe(4);
  });

  it('is all empty, not broken, with no habits', () => {
    const weeks = yearHeatmap(inputOf([], {}), 1);
    expect(weeks).toHaveLength(53);
    expect(weeks.flatMap((w) => w.days).every((d) => d.rate === null && d.level === 0)).toBe(true);
  });
});

describe('heatmapMonthLabels', () => {
  it('labels the first week whose first day falls in a new month', () => {
    const labels = heatmapMonthLabels(yearHeatmap(twoHabits(), 1));
    // Week 0 starts 2025-03-10 (not the 1st): no label. Week 4 starts 2025-04-07, week 8 2025-05-05.
    expect(labels.slice(0, 2)).toEqual([
      { weekIndex: 4, label: 'Apr' },
      { weekIndex: 8, label: 'May' },
    ]);
    expect(labels.map((l) => l.label)).toEqual([
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
    ]);
    // 2026-01-05 is the first Monday of January: 43 weeks after 2025-03-10.
    expect(labels.find((l) => l.label === 'Jan')?.weekIndex).toBe(43);
    expect(labels.at(-1)).toEqual({ weekIndex: 51, label: 'Mar' });
  });

  it('labels the first week when it starts on the 1st, and reads only days up to today', () => {
    // Today Sunday 2026-02-01; Monday weeks; today-364 is 2025-02-02 in the week of 2025-01-27.
    const weeks = yearHeatmap(inputOf([], {}, '2026-02-01'), 1);
    expect(weeks.at(-1)?.start).toBe('2026-01-26');
    const labels = heatmapMonthLabels(weeks);
    expect(labels[0]).toEqual({ weekIndex: 1, label: 'Feb' });
    // 2026-01-05, the first Monday of January, is 343 days (49 weeks) after 2025-01-27.
    expect(labels.at(-1)).toEqual({ weekIndex: 49, label: 'Jan' });
    // Saturday-first: week 0 starts Saturday 2025-02-01, the 1st, and is labelled.
    const saturday = heatmapMonthLabels(yearHeatmap(inputOf([], {}, '2026-02-01'), 6));
    expect(saturday[0]).toEqual({ weekIndex: 0, label: 'Feb' });
  });
});
