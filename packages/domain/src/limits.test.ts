import { describe, expect, it } from 'vitest';
import { habitTable } from './analytics/habit-table';
import { bulkLogWrites, completeAllWrites, progressOf, stepValue, tapCheck } from './check-in';
import { completionRate } from './completion';
import { doneByAmount, keptLookup, limitLookup, limitOf, limitStanding, meetsTarget } from './limits';
import { computeStreaks } from './streaks';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const amounts = (values: Record<string, number>) => (date: string) =>
  date in values ? { value: values[date] as number } : undefined;

describe('meetsTarget', () => {
  it('reads at least and at most the right way round', () => {
    expect(meetsTarget('at-least', 20, 20)).toBe(true);
    expect(meetsTarget('at-least', 19, 20)).toBe(false);
    expect(meetsTarget('at-most', 3, 3)).toBe(true);
    expect(meetsTarget('at-most', 4, 3)).toBe(false);
    expect(meetsTarget('at-most', 0, 3)).toBe(true);
  });

  it('says under, at and over', () => {
    expect([limitStanding(2, 3), limitStanding(3, 3), limitStanding(4, 3)]).toEqual(['under', 'at', 'over']);
  });
});

describe('a limit habit’s streak', () => {
  it('counts days within a daily limit, a day with nothing logged as 0, and breaks on the day over', () => {
    // At most 3 coffees: 2, nothing logged, 3, then 5 (over), then 1 and nothing.
    const record = limitLookup(
      { value: 3, period: 'day', weekStartsOn: 1 },
      amounts({ '2026-03-02': 2, '2026-03-04': 3, '2026-03-05': 5, '2026-03-06': 1 }),
    );
    const input = { scheduleDays: EVERY_DAY, record, today: '2026-03-07', firstDay: '2026-03-02' };
    expect(computeStreaks(input)).toEqual({ current: 2, best: 3 });
    expect(completionRate({ ...input, start: '2026-03-02', end: '2026-03-07' })).toMatchObject({
      completed: 5,
      due: 6,
    });
  });

  it('judges a weekly limit by the week’s running total: the day that takes it over breaks the run, and the rest of that week', () => {
    // At most 5 drinks a week, weeks from Monday: 2 on Mon 2, 2 on Wed 4, 2 on Fri 6 (6: over), none after.
    const record = limitLookup(
      { value: 5, period: 'week', weekStartsOn: 1 },
      amounts({ '2026-03-02': 2, '2026-03-04': 2, '2026-03-06': 2 }),
    );
    expect(record('2026-03-05')).toEqual({ completed: true, skipped: false });
    expect(record('2026-03-06')).toEqual({ completed: false, skipped: false });
    expect(record('2026-03-08')).toEqual({ completed: false, skipped: false });
    // A new week starts clean.
    expect(record('2026-03-09')).toEqual({ completed: true, skipped: false });
    const streak = computeStreaks({
      scheduleDays: EVERY_DAY,
      record,
      today: '2026-03-11',
      firstDay: '2026-03-02',
    });
    expect(streak).toEqual({ current: 3, best: 4 });
  });

  it('keeps a skipped day skipped', () => {
    const record = limitLookup({ value: 1, period: 'day', weekStartsOn: 0 }, (date) =>
      date === '2026-03-02' ? { value: 0, skipped: true } : undefined,
    );
    expect(record('2026-03-02')).toEqual({ completed: true, skipped: true });
  });
});

describe('a limit habit as every figure reads it', () => {
  const coffee = {
    id: 'c',
    targetValue: 3,
    targetUnit: 'cups',
    targetKind: 'at-most' as const,
    scheduleDays: EVERY_DAY,
  };
  const entries = new Map([
    ['2026-11-23', { date: '2026-11-23', completed: true, value: 2, skipped: false }],
    ['2026-11-24', { date: '2026-11-24', completed: false, value: 5, skipped: false }],
    ['2026-11-26', { date: '2026-11-26', completed: true, value: 1, skipped: false }],
  ]);
  const record = (date: string) => entries.get(date);

  it('is kept on a day under it or with nothing logged, and broken on a day over it', () => {
    const kept = keptLookup(coffee, record, 1);
    expect(kept('2026-11-23')).toEqual({ completed: true, skipped: false });
    expect(kept('2026-11-24')).toEqual({ completed: false, skipped: false });
    expect(kept('2026-11-25')).toEqual({ completed: true, skipped: false });
    // An "at least" habit reads its check-ins as they are.
    expect(keptLookup({ targetValue: 3 }, record, 1)('2026-11-25')).toBeUndefined();
    expect(limitOf({ targetValue: 3 }, 1)).toBeNull();
    expect(limitOf(coffee, 0)).toEqual({ value: 3, period: 'day', weekStartsOn: 0 });
  });

  it('holds its streak through days with nothing logged, and breaks it on a day over', () => {
    const kept = keptLookup(coffee, record, 1);
    const streak = computeStreaks({
      scheduleDays: EVERY_DAY,
      record: kept,
      today: '2026-11-27',
      firstDay: '2026-11-20',
    });
    // The 25th to the 27th: three days within it since the 24th went over.
    expect(streak).toEqual({ current: 3, best: 4 });
  });

  it('reads a weekly limit by the week so far', () => {
    const weekly = { ...coffee, targetValue: 6, targetPeriod: 'week' as const };
    const kept = keptLookup(weekly, record, 1);
    // Monday the 23rd: 2, then 7 by Tuesday (over), and the rest of that week stays over.
    expect(kept('2026-11-23')?.completed).toBe(true);
    expect(kept('2026-11-24')?.completed).toBe(false);
    expect(kept('2026-11-29')?.completed).toBe(false);
    // A new week starts within it.
    expect(kept('2026-11-30')?.completed).toBe(true);
  });

  it('stores a check-in as done while within the day, and a tap counts one more, even at a limit of 1', () => {
    expect(doneByAmount(coffee, 3)).toBe(true);
    expect(doneByAmount(coffee, 4)).toBe(false);
    expect(doneByAmount({ targetValue: 3 }, 3)).toBe(true);
    const one = { ...coffee, targetValue: 1, targetUnit: 'times' };
    expect(tapCheck(one, '2026-11-27', undefined)).toEqual({
      habitId: 'c',
      date: '2026-11-27',
      completed: true,
      value: 1,
    });
    // Going over is not kept as done, whatever the day was before.
    expect(tapCheck(one, '2026-11-27', { completed: true, value: 1, skipped: false })).toMatchObject({
      completed: false,
      value: 2,
    });
    expect(stepValue(coffee, '2026-11-27', { completed: true, value: 3, skipped: false }, 1)).toMatchObject({
      completed: false,
      value: 4,
    });
    // The ring is the share of the limit used.
    expect(progressOf(coffee, { completed: true, value: 1, skipped: false })).toBeCloseTo(1 / 3);
  });

  it('is never completed all at once nor ticked in a bulk log', () => {
    const read = { id: 'r', targetValue: 1, scheduleDays: EVERY_DAY };
    expect(completeAllWrites([coffee, read], '2026-11-27', () => undefined).map((w) => w.habitId)).toEqual([
      'r',
    ]);
    const chosen = new Map([
      ['c', true],
      ['r', true],
    ]);
    expect(
      bulkLogWrites([coffee, read], '2026-11-27', chosen, () => undefined).map((w) => w.habitId),
    ).toEqual(['r']);
  });

  it('counts the right way round in analytics', () => {
    const input = {
      habits: [
        {
          id: 'c',
          name: 'Coffee',
          category: 'health',
          color: '#000000',
          icon: '☕',
          scheduleDays: EVERY_DAY,
          firstDay: '2026-11-23',
          limit: limitOf(coffee, 1),
        },
      ],
      entries: new Map([['c', entries]]),
      today: '2026-11-26',
    };
    const [row] = habitTable(input, '2026-11-23', '2026-11-26');
    expect(row).toMatchObject({ completed: 3, due: 4, currentStreak: 2 });
  });
});
