import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { currentStreakOn, reachedMilestone, streakState } from './streak-state';
import { computeStreaks, recordLookup } from './streaks';

const START = '2026-01-01';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

function done(...dates: string[]) {
  return dates.map((date) => ({ date, completed: true }));
}

describe('streakState', () => {
  it('counts the run ending on the last done day and keeps it until a scheduled day is missed', () => {
    const state = streakState({
      scheduleDays: EVERY_DAY,
      entries: done('2026-01-01', '2026-01-02', '2026-01-03'),
      firstDay: START,
    });
    expect(state).toEqual({ length: 3, lastDone: '2026-01-03', breaksOn: '2026-01-04' });
    expect(currentStreakOn(state, '2026-01-03')).toBe(3);
    // Today still open: the run holds.
    expect(currentStreakOn(state, '2026-01-04')).toBe(3);
    // Yesterday missed: the run is over.
    expect(currentStreakOn(state, '2026-01-05')).toBe(0);
  });

  it('steps over unscheduled and skipped days in both directions', () => {
    // Mondays and Wednesdays; 2026-01-05 is a Monday.
    const state = streakState({
      scheduleDays: [1, 3],
      entries: [
        ...done('2026-01-05', '2026-01-14'),
        { date: '2026-01-07', completed: false, skipped: true },
        { date: '2026-01-12', completed: true, skipped: false },
        { date: '2026-01-19', completed: false, skipped: true },
      ],
      firstDay: START,
    });
    expect(state).toEqual({ length: 3, lastDone: '2026-01-14', breaksOn: '2026-01-21' });
    expect(currentStreakOn(state, '2026-01-21')).toBe(3);
    expect(currentStreakOn(state, '2026-01-22')).toBe(0);
  });

  it('has no streak without a done scheduled day', () => {
    const state = streakState({ scheduleDays: [1], entries: done('2026-01-04'), firstDay: START });
    expect(currentStreakOn(state, '2026-01-04')).toBe(0);
    expect(state.lastDone).toBeNull();
  });

  it('caps the run at 365 days', () => {
    const dates = Array.from({ length: 400 }, (_, i) => addDays(START, i));
    const state = streakState({ scheduleDays: EVERY_DAY, entries: done(...dates), firstDay: START });
    expect(state.length).toBe(365);
  });

  it('agrees with computeStreaks for any today on or after the last entry', () => {
    const entry = fc.record({
      offset: fc.integer({ min: 0, max: 40 }),
      completed: fc.boolean(),
      skipped: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.uniqueArray(entry, { selector: (e) => e.offset, maxLength: 40 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 12 }),
        (scheduleDays, raw, firstOffset, daysAfter) => {
          const entries = raw.map((e) => ({ ...e, date: addDays(START, e.offset) }));
          const lastOffset = Math.max(0, ...raw.map((e) => e.offset));
          const today = addDays(START, lastOffset + daysAfter);
          const firstDay = addDays(START, firstOffset);
          const expected = computeStreaks({ scheduleDays, record: recordLookup(entries), today, firstDay });
          const state = streakState({ scheduleDays, entries, firstDay });
          expect(currentStreakOn(state, today)).toBe(expected.current);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('reachedMilestone', () => {
  const week = Array.from({ length: 7 }, (_, i) => addDays(START, i));

  it('celebrates the check-in that makes the run a milestone long, once', () => {
    const before = streakState({
      scheduleDays: EVERY_DAY,
      entries: done(...week.slice(0, 6)),
      firstDay: START,
    });
    const after = streakState({ scheduleDays: EVERY_DAY, entries: done(...week), firstDay: START });
    expect(reachedMilestone(before, after, week[6] as string)).toBe(7);
    expect(reachedMilestone(after, after, week[6] as string)).toBeNull();
  });

  it('does not celebrate a check-in of an older day', () => {
    const after = streakState({ scheduleDays: EVERY_DAY, entries: done(...week), firstDay: START });
    expect(reachedMilestone(after, after, week[2] as string)).toBeNull();
  });
});
