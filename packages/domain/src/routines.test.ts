import { describe, expect, it } from 'vitest';
import {
  ROUTINE_MESSAGES,
  type RoutineMemberDay,
  readRoutineRule,
  routineDay,
  routineLookup,
  routineRuleProblem,
} from './routines';
import { computeStreaks } from './streaks';

const member = (over: Partial<RoutineMemberDay> = {}): RoutineMemberDay => ({
  due: true,
  done: false,
  skipped: false,
  value: 0,
  unit: 'times',
  ...over,
});

describe('routineDay', () => {
  it('asks all of its due habits for "all"', () => {
    const rule = { kind: 'all' } as const;
    expect(routineDay(rule, [member({ done: true }), member()])).toEqual({ state: 'open', have: 1, need: 2 });
    expect(routineDay(rule, [member({ done: true }), member({ due: false })])).toEqual({
      state: 'done',
      have: 1,
      need: 1,
    });
  });

  it('asks "any 2 of 3" of the habits due: with one paused, 2 of the other 2; with two paused, the one left', () => {
    const rule = { kind: 'any', count: 2 } as const;
    const paused = member({ due: false });
    expect(routineDay(rule, [member({ done: true }), member(), member({ done: true })]).state).toBe('done');
    expect(routineDay(rule, [paused, member({ done: true }), member()])).toEqual({
      state: 'open',
      have: 1,
      need: 2,
    });
    expect(routineDay(rule, [paused, member({ done: true }), member({ done: true })])).toEqual({
      state: 'done',
      have: 2,
      need: 2,
    });
    expect(routineDay(rule, [paused, paused, member({ done: true })])).toEqual({
      state: 'done',
      have: 1,
      need: 1,
    });
    expect(routineDay(rule, [paused, paused, paused])).toEqual({ state: 'off', have: 0, need: 0 });
  });

  it('adds up a total in its unit across the habits, whatever their schedule', () => {
    const rule = { kind: 'total', amount: 30, unit: 'minutes' } as const;
    const day = routineDay(rule, [
      member({ value: 10, unit: 'minutes' }),
      member({ value: 15, unit: 'Minutes', due: false }),
      member({ value: 40, unit: 'pages' }),
    ]);
    expect(day).toEqual({ state: 'open', have: 25, need: 30 });
    expect(routineDay(rule, [member({ value: 30, unit: 'minutes' })]).state).toBe('done');
  });

  it('is skipped when every due habit was skipped, and off with no rule', () => {
    expect(routineDay({ kind: 'all' }, [member({ skipped: true }), member({ due: false })]).state).toBe(
      'skipped',
    );
    expect(routineDay({ kind: 'none' }, [member({ done: true })]).state).toBe('off');
  });
});

describe('a routine’s streak', () => {
  it('runs through days when every habit was paused, and breaks on a day the rule was not met', () => {
    const rule = { kind: 'any', count: 2 } as const;
    const days: Record<string, RoutineMemberDay[]> = {
      '2026-03-02': [member({ done: true }), member({ done: true }), member()],
      '2026-03-03': [member({ due: false }), member({ due: false }), member({ due: false })],
      '2026-03-04': [member({ due: false }), member({ done: true }), member({ done: true })],
      '2026-03-05': [member({ done: true }), member(), member()],
      '2026-03-06': [member({ done: true }), member({ done: true }), member({ done: true })],
    };
    const record = routineLookup(rule, (date) => days[date] ?? []);
    const streak = computeStreaks({
      scheduleDays: [0, 1, 2, 3, 4, 5, 6],
      record,
      today: '2026-03-06',
      firstDay: '2026-03-02',
    });
    expect(streak).toEqual({ current: 1, best: 2 });
  });
});

describe('routineRuleProblem', () => {
  it('refuses a count beyond the routine, or below one, and a total without amount or unit', () => {
    expect(routineRuleProblem({ kind: 'any', count: 4 }, 3)).toBe(ROUTINE_MESSAGES.countTooLarge);
    expect(routineRuleProblem({ kind: 'any', count: 0 }, 3)).toBe(ROUTINE_MESSAGES.countTooSmall);
    expect(routineRuleProblem({ kind: 'total', amount: 0, unit: 'minutes' }, 3)).toBe(
      ROUTINE_MESSAGES.amountTooSmall,
    );
    expect(routineRuleProblem({ kind: 'total', amount: 30, unit: ' ' }, 3)).toBe(
      ROUTINE_MESSAGES.unitRequired,
    );
    expect(routineRuleProblem({ kind: 'any', count: 2 }, 3)).toBeNull();
  });
});

describe('readRoutineRule', () => {
  it('cuts a long unit by characters, never through an emoji', () => {
    const rule = readRoutineRule({ kind: 'total', amount: 30, unit: `a${'😀'.repeat(25)}` });
    expect(rule).toEqual({ kind: 'total', amount: 30, unit: `a${'😀'.repeat(19)}` });
    expect(routineRuleProblem({ kind: 'total', amount: 2e6, unit: 'minutes' })).toBe(
      ROUTINE_MESSAGES.amountTooLarge,
    );
  });
});
