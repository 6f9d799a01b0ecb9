import { describe, expect, it } from 'vitest';
import {
  bulkLogWrites,
  completeAllWrites,
  isNumericHabit,
  logValue,
  toggleCheck,
  toggleSkip,
} from './check-in';

const daily = { id: 'a', targetValue: 1, scheduleDays: [0, 1, 2, 3, 4, 5, 6] };
const pages = { id: 'b', targetValue: 20, scheduleDays: [1, 3, 5] };
const monday = '2026-11-16';
const tuesday = '2026-11-17';

describe('the check', () => {
  it('marks an open day done at the target', () => {
    expect(toggleCheck(pages, monday, undefined)).toEqual({
      habitId: 'b',
      date: monday,
      completed: true,
      value: 20,
    });
  });

  it('turns a done day back to not done with value 0', () => {
    const day = { completed: true, value: 20, skipped: false };
    expect(toggleCheck(pages, monday, day)).toEqual({
      habitId: 'b',
      date: monday,
      completed: false,
      value: 0,
    });
  });

  it('marks a skipped day done', () => {
    const day = { completed: false, value: 0, skipped: true };
    expect(toggleCheck(daily, monday, day).completed).toBe(true);
  });
});

describe('logged amounts', () => {
  it('counts the day done only once the amount reaches the target', () => {
    expect(logValue(pages, monday, 19)).toMatchObject({ completed: false, value: 19 });
    expect(logValue(pages, monday, 20)).toMatchObject({ completed: true, value: 20 });
    expect(logValue(pages, monday, 35)).toMatchObject({ completed: true, value: 35 });
  });

  it('treats nonsense as nothing logged', () => {
    expect(logValue(pages, monday, Number.NaN)).toMatchObject({ completed: false, value: 0 });
    expect(logValue(pages, monday, -4)).toMatchObject({ completed: false, value: 0 });
  });

  it('tells amount habits from yes/no habits', () => {
    expect(isNumericHabit({ targetValue: 1, targetUnit: 'times' })).toBe(false);
    expect(isNumericHabit({ targetValue: 3, targetUnit: 'times' })).toBe(true);
    expect(isNumericHabit({ targetValue: 1, targetUnit: 'cups' })).toBe(true);
  });
});

describe('skipping', () => {
  it('skips an open or done day and reopens a skipped one', () => {
    expect(toggleSkip(daily, monday, undefined)).toEqual({
      habitId: 'a',
      date: monday,
      completed: false,
      value: 0,
      skipped: true,
    });
    expect(toggleSkip(daily, monday, { completed: true, value: 1, skipped: false }).skipped).toBe(true);
    expect(toggleSkip(daily, monday, { completed: false, value: 0, skipped: true }).skipped).toBe(false);
  });
});

describe('complete all', () => {
  it('writes only habits due that day and not yet done or skipped', () => {
    const c = { id: 'c', targetValue: 1, scheduleDays: [2] };
    const states = new Map([['c', { completed: false, value: 0, skipped: true }]]);
    expect(completeAllWrites([daily, pages, c], tuesday, (id) => states.get(id))).toEqual([
      { habitId: 'a', date: tuesday, completed: true, value: 1 },
    ]);
    const done = new Map([['a', { completed: true, value: 1, skipped: false }]]);
    expect(completeAllWrites([daily, pages], monday, (id) => done.get(id))).toEqual([
      { habitId: 'b', date: monday, completed: true, value: 20 },
    ]);
  });
});

describe('bulk logging a past day', () => {
  it('writes only the habits whose chosen state differs from the stored one', () => {
    const stored = new Map([
      ['a', { completed: true, value: 1, skipped: false }],
      ['b', { completed: false, value: 5, skipped: false }],
    ]);
    const chosen = new Map([
      ['a', true],
      ['b', true],
    ]);
    expect(bulkLogWrites([daily, pages], monday, chosen, (id) => stored.get(id))).toEqual([
      { habitId: 'b', date: monday, completed: true, value: 20 },
    ]);
    expect(bulkLogWrites([daily, pages], monday, new Map([['a', false]]), (id) => stored.get(id))).toEqual([
      { habitId: 'a', date: monday, completed: false, value: 0 },
    ]);
  });
});
