import { type CheckInPattern, type PatternCell, TIME_BANDS } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { bandHeadings, buildPunchCard, shadeLevel } from './punch-card';

/** Monday-first weeks; Monday morning holds 8 check-ins, Tuesday evening 3, Sunday night 1. */
function pattern(): CheckInPattern {
  const counts: Record<string, number> = { '1:morning': 8, '2:evening': 3, '0:night': 1 };
  const cells: PatternCell[] = [1, 2, 3, 4, 5, 6, 0].flatMap((weekday) =>
    TIME_BANDS.map((band) => ({ weekday, band: band.id, count: counts[`${weekday}:${band.id}`] ?? 0 })),
  );
  const peak = cells.find((cell) => cell.count === 8) ?? null;
  return { cells, total: 12, peak, backfilled: 0 };
}

describe('shadeLevel', () => {
  it('is 0 for none and 1–4 in quarters of the busiest cell', () => {
    expect(shadeLevel(0, 8)).toBe(0);
    expect(shadeLevel(1, 8)).toBe(1);
    expect(shadeLevel(2, 8)).toBe(1);
    expect(shadeLevel(3, 8)).toBe(2);
    expect(shadeLevel(5, 8)).toBe(3);
    expect(shadeLevel(8, 8)).toBe(4);
    expect(shadeLevel(3, 0)).toBe(0);
  });
});

describe('buildPunchCard', () => {
  const rows = buildPunchCard(pattern());

  it('makes a row per weekday in week order, each with the four parts of the day', () => {
    expect(rows.map((row) => row.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    for (const row of rows) {
      expect(row.cells.map((cell) => cell.band)).toEqual(['night', 'morning', 'afternoon', 'evening']);
    }
  });

  it('shades each cell against the busiest one and names it', () => {
    expect(rows[0]?.cells[1]).toEqual({
      band: 'morning',
      count: 8,
      level: 4,
      label: 'Monday morning: 8 check-ins',
    });
    expect(rows[1]?.cells[3]).toMatchObject({ count: 3, level: 2, label: 'Tuesday evening: 3 check-ins' });
    expect(rows[6]?.cells[0]).toMatchObject({ count: 1, level: 1, label: 'Sunday night: 1 check-in' });
    expect(rows[3]?.cells[2]).toMatchObject({ count: 0, level: 0 });
  });
});

it('heads the columns with the hours each part of the day covers', () => {
  expect(bandHeadings()).toEqual([
    { id: 'night', label: 'Night', hours: '00–06' },
    { id: 'morning', label: 'Morning', hours: '06–12' },
    { id: 'afternoon', label: 'Afternoon', hours: '12–18' },
    { id: 'evening', label: 'Evening', hours: '18–24' },
  ]);
});
