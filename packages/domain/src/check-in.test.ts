import { describe, expect, it } from 'vitest';
import {
  bulkLogWrites,
  completeAllWrites,
  isNumericHabit,
  logValue,
  nextOpenWrite,
  progressOf,
  stepFor,
  stepValue,
  tapCheck,
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

describe('the next habit to check in', () => {
  it('is the first open one in the list order, and none once all are done', () => {
    const done = new Map([['b', { completed: true, value: 20, skipped: false }]]);
    expect(nextOpenWrite([pages, daily], monday, (id) => done.get(id))).toEqual({
      habitId: 'a',
      date: monday,
      completed: true,
      value: 1,
    });
    const all = new Map([
      ['a', { completed: true, value: 1, skipped: false }],
      ['b', { completed: false, value: 0, skipped: true }],
    ]);
    expect(nextOpenWrite([pages, daily], monday, (id) => all.get(id))).toBeNull();
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

describe('the step of a numeric habit', () => {
  it.each([
    [1, 1],
    [8, 1],
    [10, 1],
    [12, 2],
    [30, 5],
    [60, 10],
    [100, 10],
    [250, 50],
    [10_000, 1_000],
    [12_000, 2_000],
  ])('a target of %d steps by %d', (targetValue, step) => {
    expect(stepFor({ targetValue })).toBe(step);
  });

  it('reaches any target in at most ten taps', () => {
    for (let target = 1; target < 100_000; target = Math.ceil(target * 1.37)) {
      expect(target / stepFor({ targetValue: target })).toBeLessThanOrEqual(10);
    }
  });
});

describe('the tap on the check target', () => {
  const steps = { id: 's', targetValue: 10_000, targetUnit: 'steps', scheduleDays: [0, 1, 2, 3, 4, 5, 6] };
  const glasses = { id: 'g', targetValue: 8, targetUnit: 'glasses', scheduleDays: [0, 1, 2, 3, 4, 5, 6] };
  const yesNo = { ...daily, targetUnit: 'times' };

  it('adds the step to an empty day', () => {
    expect(tapCheck(steps, monday, undefined)).toEqual({
      habitId: 's',
      date: monday,
      completed: false,
      value: 1_000,
    });
    expect(tapCheck(glasses, monday, undefined).value).toBe(1);
  });

  it('never lowers a typed amount: 4,200 becomes 5,200', () => {
    const typed = { completed: false, value: 4_200, skipped: false };
    expect(tapCheck(steps, monday, typed)).toMatchObject({ value: 5_200, completed: false });
  });

  it('never takes a check away: a done day under a raised target stays done on a tap or +', () => {
    const doneAtOldTarget = { completed: true, value: 8, skipped: false };
    const ten = { ...glasses, targetValue: 10 };
    expect(tapCheck(ten, monday, doneAtOldTarget)).toMatchObject({ value: 9, completed: true });
    expect(stepValue(ten, monday, doneAtOldTarget, 1)).toMatchObject({ value: 9, completed: true });
    // Lowering decides afresh.
    expect(stepValue(ten, monday, doneAtOldTarget, -1)).toMatchObject({ value: 7, completed: false });
  });

  it('reads a typed count unit as yes/no, whatever its case', () => {
    for (const unit of ['times', 'Times', ' time ', 'x']) {
      expect(isNumericHabit({ targetValue: 1, targetUnit: unit })).toBe(false);
    }
    expect(isNumericHabit({ targetValue: 1, targetUnit: 'glasses' })).toBe(true);
  });

  it('completes the day when the step reaches the target, and keeps counting past it', () => {
    const seven = { completed: false, value: 7, skipped: false };
    expect(tapCheck(glasses, monday, seven)).toMatchObject({ value: 8, completed: true });
    const done = { completed: true, value: 8, skipped: false };
    expect(tapCheck(glasses, monday, done)).toMatchObject({ value: 9, completed: true });
  });

  it('never gives a smaller value than it was given, whatever the day held', () => {
    for (const value of [0, 1, 999, 4_200, 9_999, 10_000, 25_000, 999_999]) {
      for (const completed of [false, true]) {
        const write = tapCheck(steps, monday, { completed, value, skipped: false });
        expect(write.value).toBeGreaterThanOrEqual(value);
      }
    }
  });

  it('toggles a yes/no habit as before', () => {
    expect(tapCheck(yesNo, monday, undefined)).toMatchObject({ completed: true, value: 1 });
    expect(tapCheck(yesNo, monday, { completed: true, value: 1, skipped: false })).toMatchObject({
      completed: false,
      value: 0,
    });
  });

  it('turns a skipped day into a day with one step', () => {
    expect(tapCheck(glasses, monday, { completed: false, value: 0, skipped: true })).toEqual({
      habitId: 'g',
      date: monday,
      completed: false,
      value: 1,
    });
  });
});

describe('the stepper and the ring', () => {
  const steps = { id: 's', targetValue: 10_000, scheduleDays: [0, 1, 2, 3, 4, 5, 6] };

  it('moves by the step and stops at zero', () => {
    const day = { completed: false, value: 500, skipped: false };
    expect(stepValue(steps, monday, day, 1).value).toBe(1_500);
    expect(stepValue(steps, monday, day, -1).value).toBe(0);
    expect(stepValue(steps, monday, { completed: true, value: 10_000, skipped: false }, -1)).toMatchObject({
      value: 9_000,
      completed: false,
    });
  });

  it('gives the share of the target, full once done', () => {
    expect(progressOf(steps, { completed: false, value: 4_200, skipped: false })).toBeCloseTo(0.42);
    expect(progressOf(steps, { completed: true, value: 10_000, skipped: false })).toBe(1);
    expect(progressOf(steps, undefined)).toBe(0);
    expect(progressOf(steps, { completed: false, value: 0, skipped: true })).toBe(0);
  });
});
