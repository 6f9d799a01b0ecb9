import { describe, expect, it } from 'vitest';
import { formatHlc } from '../hlc';
import { checkInPattern, TIME_BANDS } from './check-in-times';
import { END, entry, habit, inputOf, READ, RUN, START } from './test-fixture';

/** The HLC of a write made at a Tokyo wall time (UTC+9 all year). */
function tokyo(date: string, hour: number, minute = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return formatHlc({ physical: Date.UTC(y, m - 1, d, hour - 9, minute), counter: 0, node: 'device-1' });
}

const TOKYO = { timeZone: 'Asia/Tokyo', weekStartsOn: 1 };

function sharedCase() {
  return inputOf([READ, RUN], {
    read: [
      entry('2026-02-27', 'done', tokyo('2026-02-27', 9)), // before the range
      entry('2026-03-02', 'done', tokyo('2026-03-02', 8, 30)), // Mon morning
      entry('2026-03-03', 'done', tokyo('2026-03-03', 20)), // Tue evening
      entry('2026-03-04', 'skipped', tokyo('2026-03-04', 10)), // not a check-in
      entry('2026-03-05', 'done', tokyo('2026-03-06', 9)), // ticked the next day: back-filled
      entry('2026-03-09', 'done'), // no HLC: no time at all
    ],
    run: [
      entry('2026-03-06', 'done', tokyo('2026-03-06', 13)), // Fri afternoon
      entry('2026-03-07', 'done', tokyo('2026-03-07', 7)), // Sat morning
      entry('2026-03-08', 'missed', tokyo('2026-03-08', 12)), // not done
      entry('2026-03-09', 'done', tokyo('2026-03-09', 7, 15)), // Mon morning
      entry('2026-03-10', 'done', 'not-an-hlc'), // unreadable: left out
    ],
    gone: [entry('2026-03-09', 'done', tokyo('2026-03-09', 9))], // a habit no longer listed
  });
}

function nonZero(pattern: ReturnType<typeof checkInPattern>) {
  return pattern.cells.filter((c) => c.count > 0).map((c) => [c.weekday, c.band, c.count]);
}

describe('TIME_BANDS', () => {
  it('splits the day into four six-hour bands', () => {
    expect(TIME_BANDS.map((b) => [b.id, b.label, b.from, b.to])).toEqual([
      ['night', 'Night', 0, 6],
      ['morning', 'Morning', 6, 12],
      ['afternoon', 'Afternoon', 12, 18],
      ['evening', 'Evening', 18, 24],
    ]);
  });
});

describe('checkInPattern', () => {
  it('counts same-day check-ins by local weekday and time band', () => {
    const pattern = checkInPattern(sharedCase(), START, END, TOKYO);
    expect(nonZero(pattern)).toEqual([
      [1, 'morning', 2],
      [2, 'evening', 1],
      [5, 'afternoon', 1],
      [6, 'morning', 1],
    ]);
    expect(pattern.total).toBe(5);
    expect(pattern.backfilled).toBe(1);
    expect(pattern.peak).toEqual({ weekday: 1, band: 'morning', count: 2 });
  });

  it('lays out 7×4 cells in week order, bands in order', () => {
    const pattern = checkInPattern(sharedCase(), START, END, { ...TOKYO, weekStartsOn: 0 });
    expect(pattern.cells).toHaveLength(28);
    expect(pattern.cells.slice(0, 5).map((c) => [c.weekday, c.band])).toEqual([
      [0, 'night'],
      [0, 'morning'],
      [0, 'afternoon'],
      [0, 'evening'],
      [1, 'night'],
    ]);
    expect(pattern.cells[5]).toEqual({ weekday: 1, band: 'morning', count: 2 });
  });

  it('puts band edges in the later band', () => {
    const every = habit({ id: 'h' });
    const times: [string, number, number][] = [
      ['2026-03-02', 0, 0],
      ['2026-03-03', 5, 59],
      ['2026-03-04', 6, 0],
      ['2026-03-05', 11, 59],
      ['2026-03-06', 12, 0],
      ['2026-03-07', 18, 0],
      ['2026-03-08', 23, 59],
    ];
    const input = inputOf([every], { h: times.map(([d, h, m]) => entry(d, 'done', tokyo(d, h, m))) });
    expect(nonZero(checkInPattern(input, START, END, TOKYO))).toEqual([
      [1, 'night', 1],
      [2, 'night', 1],
      [3, 'morning', 1],
      [4, 'morning', 1],
      [5, 'afternoon', 1],
      [6, 'evening', 1],
      [0, 'evening', 1],
    ]);
  });

  it('reads the wall time in the given time zone', () => {
    // 20:00 in Tokyo is 06:00 the same day in New York (EST).
    const input = inputOf([READ], { read: [entry('2026-03-03', 'done', tokyo('2026-03-03', 20))] });
    const pattern = checkInPattern(input, START, END, { timeZone: 'America/New_York', weekStartsOn: 1 });
    expect(nonZero(pattern)).toEqual([[2, 'morning', 1]]);
  });

  it("keeps a night check-in on the evening's day when the day starts later", () => {
    // 01:30 on Wednesday 03-11 for Tuesday 03-10's entry.
    const input = inputOf([RUN], { run: [entry('2026-03-10', 'done', tokyo('2026-03-11', 1, 30))] });
    const midnight = checkInPattern(input, START, END, TOKYO);
    expect(midnight).toMatchObject({ total: 0, backfilled: 1, peak: null });
    const late = checkInPattern(input, START, END, { ...TOKYO, dayStartMinutes: 240 });
    expect(late.total).toBe(1);
    expect(late.backfilled).toBe(0);
    expect(nonZero(late)).toEqual([[3, 'night', 1]]);
  });

  it('is empty with no habits', () => {
    const pattern = checkInPattern(inputOf([], {}), START, END, TOKYO);
    expect(pattern.total).toBe(0);
    expect(pattern.peak).toBeNull();
    expect(pattern.cells.every((c) => c.count === 0)).toBe(true);
  });
});
