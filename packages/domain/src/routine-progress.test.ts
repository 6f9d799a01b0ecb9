import { describe, expect, it } from 'vitest';
import type { DateKey } from './dates';
import type { PauseMap } from './pauses';
import { type RoutineMember, routineProgress, routineTable, routineTally } from './routine-progress';

const context = { today: '2026-11-26', timezone: 'UTC', weekStartsOn: 1 }; // a Thursday

function member(days: Record<DateKey, number>, over: Partial<RoutineMember['habit']> = {}): RoutineMember {
  return {
    habit: {
      scheduleDays: [0, 1, 2, 3, 4, 5, 6],
      targetValue: 1,
      targetUnit: 'times',
      createdAt: '2026-11-01T08:00:00Z',
      isActive: true,
      ...over,
    },
    days: new Map(
      Object.entries(days).map(([date, value]) => [
        date,
        { completed: value >= (over.targetValue ?? 1), value, skipped: false },
      ]),
    ),
  };
}

const pausedMonToWed: PauseMap = { p1: { kind: 'span', from: '2026-11-23', until: '2026-11-25' } };

describe('a routine with a rule', () => {
  it('"any 2 of 3" over days when one habit was paused asks 2 of the other 2, and its streak holds', () => {
    // Mon–Wed the run is paused: Read and Stretch are 2 of the 2 asked. Sunday all three were due
    // and only Read was done. Today (Thursday) the run is due again, and Read alone is 1 of 2.
    const read = member({
      '2026-11-22': 1,
      '2026-11-23': 1,
      '2026-11-24': 1,
      '2026-11-25': 1,
      '2026-11-26': 1,
    });
    const stretch = member({ '2026-11-23': 1, '2026-11-24': 1, '2026-11-25': 1 });
    const run = member({}, { pauses: pausedMonToWed });
    const progress = routineProgress({ kind: 'any', count: 2 }, [read, stretch, run], context);
    expect(progress.today).toEqual({ state: 'open', have: 1, need: 2 });
    expect(progress.streaks).toEqual({ current: 3, best: 3 });
  });

  it('"any 2 of 3" with two habits paused asks the one left', () => {
    const read = member({ '2026-11-23': 1, '2026-11-24': 1, '2026-11-25': 1 });
    const stretch = member({}, { pauses: pausedMonToWed });
    const run = member({}, { pauses: pausedMonToWed });
    const progress = routineProgress({ kind: 'any', count: 2 }, [read, stretch, run], context);
    expect(progress.streaks.current).toBe(3);
  });

  it('"all" breaks on a day one due habit was missed, and an archived habit is not asked', () => {
    const read = member({ '2026-11-24': 1, '2026-11-25': 1, '2026-11-26': 1 });
    const stretch = member({ '2026-11-25': 1, '2026-11-26': 1 });
    const archived = member({}, { isActive: false });
    const progress = routineProgress({ kind: 'all' }, [read, stretch, archived], context);
    expect(progress.today).toEqual({ state: 'done', have: 2, need: 2 });
    expect(progress.streaks).toEqual({ current: 2, best: 2 });
  });

  it('a year-old habit that joined the routine today does not rewrite its past', () => {
    const read = member({ '2026-11-24': 1, '2026-11-25': 1 });
    // Made long ago, missed every day: it joined today, so only today asks it.
    const old = member({}, { createdAt: '2025-01-01T07:00:00Z', routineSince: '2026-11-26' });
    const progress = routineProgress({ kind: 'all' }, [read, old], context);
    expect(progress.today).toEqual({ state: 'open', have: 0, need: 2 });
    expect(progress.streaks.current).toBe(2);
    // Without its joining day, the old habit's gaps would have broken the run.
    const unknown = routineProgress(
      { kind: 'all' },
      [read, { ...old, habit: { ...old.habit, routineSince: null } }],
      context,
    );
    expect(unknown.streaks.current).toBe(0);
  });

  it("a habit added today does not break the routine's past", () => {
    const read = member({ '2026-11-24': 1, '2026-11-25': 1 });
    const fresh = member({}, { createdAt: '2026-11-26T07:00:00Z' });
    const progress = routineProgress({ kind: 'all' }, [read, fresh], context);
    expect(progress.today).toEqual({ state: 'open', have: 0, need: 2 });
    expect(progress.streaks.current).toBe(2);
  });

  it('a total adds up amounts in its unit across habits, and a day short of it breaks the run', () => {
    const scales = member(
      { '2026-11-24': 20, '2026-11-25': 10, '2026-11-26': 15 },
      { targetValue: 15, targetUnit: 'minutes' },
    );
    const pieces = member(
      { '2026-11-24': 10, '2026-11-25': 25, '2026-11-26': 5 },
      { targetValue: 15, targetUnit: 'minutes' },
    );
    const progress = routineProgress(
      { kind: 'total', amount: 30, unit: 'minutes' },
      [scales, pieces],
      context,
    );
    expect(progress.today).toEqual({ state: 'open', have: 20, need: 30 });
    expect(progress.streaks).toEqual({ current: 2, best: 2 });
  });

  it('a limit in a routine counts as done while it is kept', () => {
    const coffee = member({ '2026-11-25': 4 }, { targetKind: 'at-most', targetValue: 3, targetUnit: 'cups' });
    const walk = member({ '2026-11-24': 1, '2026-11-25': 1, '2026-11-26': 1 });
    const progress = routineProgress({ kind: 'all' }, [coffee, walk], context);
    expect(progress.today.state).toBe('done');
    expect(progress.streaks.current).toBe(1);
  });

  it('a routine without a rule has no state of its own', () => {
    const progress = routineProgress({ kind: 'none' }, [member({ '2026-11-26': 1 })], context);
    expect(progress).toEqual({ today: { state: 'off', have: 0, need: 0 }, streaks: { current: 0, best: 0 } });
  });

  it('tallies the days done of the days asked, today only once done, paused days not asked', () => {
    const read = member(
      { '2026-11-20': 1, '2026-11-22': 1 },
      { pauses: pausedMonToWed, createdAt: '2026-11-20T08:00:00Z' },
    );
    // 20th done, 21st missed, 22nd done, 23–25 paused (not asked), today open (not counted yet).
    expect(routineTally({ kind: 'all' }, [read], context, '2026-11-01', '2026-11-26')).toEqual({
      due: 3,
      done: 2,
    });
    expect(routineTally({ kind: 'none' }, [read], context, '2026-11-01', '2026-11-26')).toEqual({
      due: 0,
      done: 0,
    });
  });

  it("reads the day in the person's zone: a habit made late on the 25th in New York is not due on the 24th", () => {
    const read = member({ '2026-11-25': 1, '2026-11-26': 1 }, { createdAt: '2026-11-26T03:00:00Z' });
    const progress = routineProgress({ kind: 'all' }, [read], { ...context, timezone: 'America/New_York' });
    expect(progress.streaks.current).toBe(2);
  });
});

describe('routineTable', () => {
  it('gives each routine with a rule its days done of those asked and its streaks; one without a rule has none', () => {
    const read = member(
      { '2026-11-24': 1, '2026-11-25': 1, '2026-11-26': 1 },
      { createdAt: '2026-11-23T08:00:00Z' },
    );
    const rows = routineTable(
      [
        { id: 'r1', name: 'Morning', rule: { kind: 'all' }, members: [read] },
        { id: 'r2', name: 'Loose', rule: { kind: 'none' }, members: [read] },
      ],
      context,
      '2026-11-20',
      '2026-11-26',
    );
    expect(rows).toEqual([
      {
        routineId: 'r1',
        name: 'Morning',
        rule: { kind: 'all' },
        due: 4,
        done: 3,
        rate: 0.75,
        currentStreak: 3,
        bestStreak: 3,
      },
    ]);
  });
});
