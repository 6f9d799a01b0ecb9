import type { HeatmapCell, HeatmapWeek } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { buildHeatmapView, cellTitle, heatmapSummary } from './heatmap-view';

function cell(date: string, due: number, completed: number, future = false): HeatmapCell {
  const rate = due === 0 ? null : completed / due;
  const level =
    rate === null || completed === 0 ? 0 : rate <= 0.25 ? 1 : rate <= 0.5 ? 2 : rate <= 0.75 ? 3 : 4;
  return { date, due, completed, rate, level, future };
}

/** Two Monday weeks: 2026-10-26 to 2026-11-08, today Wednesday 2026-11-04 (the rest is future). */
const WEEKS: HeatmapWeek[] = [
  {
    start: '2026-10-26',
    days: [
      cell('2026-10-26', 2, 2),
      cell('2026-10-27', 2, 1),
      cell('2026-10-28', 0, 0),
      cell('2026-10-29', 2, 0),
      cell('2026-10-30', 1, 1),
      cell('2026-10-31', 1, 0),
      cell('2026-11-01', 1, 1),
    ],
  },
  {
    start: '2026-11-02',
    days: [
      cell('2026-11-02', 3, 2),
      cell('2026-11-03', 3, 3),
      cell('2026-11-04', 3, 1),
      cell('2026-11-05', 0, 0, true),
      cell('2026-11-06', 0, 0, true),
      cell('2026-11-07', 0, 0, true),
      cell('2026-11-08', 0, 0, true),
    ],
  },
];

describe('cellTitle', () => {
  it('says what was done of what was due, that nothing was due, or that the day is still to come', () => {
    expect(cellTitle(cell('2026-11-03', 3, 2))).toBe('Tue 3 Nov 2026: 2 of 3 done');
    expect(cellTitle(cell('2026-10-28', 0, 0))).toBe('Wed 28 Oct 2026: nothing due');
    expect(cellTitle(cell('2026-11-05', 0, 0, true))).toBe('Thu 5 Nov 2026: still to come');
  });
});

describe('buildHeatmapView', () => {
  const view = buildHeatmapView(WEEKS, 1);

  it('puts weeks in columns and days of the week in rows', () => {
    expect(view.weeks).toBe(2);
    expect(view.cells).toHaveLength(14);
    expect(view.cells[0]).toMatchObject({ date: '2026-10-26', column: 1, row: 1, level: 4, state: 'due' });
    expect(view.cells[9]).toMatchObject({ date: '2026-11-04', column: 2, row: 3, level: 2, state: 'due' });
    expect(view.cells[2]).toMatchObject({ state: 'none', level: 0 });
    expect(view.cells[13]).toMatchObject({ state: 'future' });
  });

  it('labels November over the column whose first day starts it', () => {
    // The first column is not labelled: it begins on the 26th, with October mostly out of view.
    expect(view.months).toEqual([{ column: 2, label: 'Nov' }]);
  });

  it('names every other row from the week start', () => {
    expect(view.weekdays).toEqual([
      { row: 1, label: 'Mon' },
      { row: 3, label: 'Wed' },
      { row: 5, label: 'Fri' },
      { row: 7, label: 'Sun' },
    ]);
    expect(buildHeatmapView(WEEKS, 0).weekdays.map((weekday) => weekday.label)).toEqual([
      'Sun',
      'Tue',
      'Thu',
      'Sat',
    ]);
  });

  it('adds up the year, leaving future days out', () => {
    // Due 2+2+0+2+1+1+1 + 3+3+3 = 18; done 2+1+0+0+1+0+1 + 2+3+1 = 11; days with something done: 7.
    expect(view).toMatchObject({ due: 18, completed: 11, activeDays: 7 });
    expect(heatmapSummary(view)).toBe(
      'Calendar heatmap of the past year: 11 of 18 due check-ins done (61%), with something done on 7 days.',
    );
  });
});
