import { describe, expect, it } from 'vitest';
import { completionRate } from './completion';
import { limitLookup, limitStanding, meetsTarget } from './limits';
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
