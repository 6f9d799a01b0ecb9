import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek } from './dates';
import { coversRange, figuresPeriod, figuresStartDay, streakSince } from './group-figures';
import { streakState } from './streak-state';

const START = '2026-01-01';

describe('figuresStartDay', () => {
  it('starts an adopted habit on its adoption day, whatever was logged before', () => {
    expect(figuresStartDay({ adopted: true, createdDay: '2026-03-11', firstEntryDay: '2026-03-04' })).toBe(
      '2026-03-11',
    );
    expect(figuresStartDay({ adopted: true, createdDay: '2026-03-11', firstEntryDay: null })).toBe(
      '2026-03-11',
    );
  });

  it('starts a personal habit where its own dashboard does: creation, or an earlier entry', () => {
    expect(figuresStartDay({ adopted: false, createdDay: '2026-03-11', firstEntryDay: '2026-03-04' })).toBe(
      '2026-03-04',
    );
    expect(figuresStartDay({ adopted: false, createdDay: '2026-03-11', firstEntryDay: '2026-03-12' })).toBe(
      '2026-03-11',
    );
    expect(figuresStartDay({ adopted: false, createdDay: '2026-03-11', firstEntryDay: null })).toBe(
      '2026-03-11',
    );
  });
});

describe('figuresPeriod', () => {
  it('is the range, cut at the first counted day', () => {
    expect(figuresPeriod(30, '2026-03-11', '2026-01-01')).toEqual({
      startDate: '2026-02-10',
      endDate: '2026-03-11',
    });
    expect(figuresPeriod(30, '2026-03-11', '2026-03-11')).toEqual({
      startDate: '2026-03-11',
      endDate: '2026-03-11',
    });
    expect(figuresPeriod(7, '2026-03-11', '2026-03-12')).toBeNull();
  });

  it('says whether the whole range is covered', () => {
    expect(coversRange({ startDate: '2026-03-05', endDate: '2026-03-11' }, 7)).toBe(true);
    expect(coversRange({ startDate: '2026-03-06', endDate: '2026-03-11' }, 7)).toBe(false);
  });
});

describe('streakSince', () => {
  it('cuts a run that began before the start at the start', () => {
    // Done every day from 1 to 10 January; the group's numbers start on the 8th.
    const dates = Array.from({ length: 10 }, (_, i) => addDays(START, i));
    const state = streakState({
      scheduleDays: [0, 1, 2, 3, 4, 5, 6],
      entries: dates.map((date) => ({ date, completed: true })),
      firstDay: START,
    });
    expect(state.length).toBe(10);
    expect(streakSince(state.length, 3)).toBe(3);
    // A run that began after the start is whole.
    expect(streakSince(4, 9)).toBe(4);
    expect(streakSince(0, 0)).toBe(0);
  });

  it('equals the streak computed from the start, for any history and start', () => {
    const entry = fc.record({
      offset: fc.integer({ min: 0, max: 40 }),
      completed: fc.boolean(),
      skipped: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.uniqueArray(entry, { selector: (e) => e.offset, maxLength: 40 }),
        fc.integer({ min: 0, max: 45 }),
        (scheduleDays, raw, startOffset) => {
          const entries = raw.map((e) => ({ ...e, date: addDays(START, e.offset) }));
          const start = addDays(START, startOffset);
          // What the server stores: the run counted from the habit's first entry.
          const stored = streakState({ scheduleDays, entries, firstDay: START });
          // What it counts in SQL: done scheduled days from the start to the run's last done day.
          const doneSinceStart =
            stored.lastDone === null
              ? 0
              : entries.filter(
                  (e) =>
                    e.completed &&
                    !e.skipped &&
                    scheduleDays.includes(dayOfWeek(e.date)) &&
                    e.date >= start &&
                    e.date <= (stored.lastDone as string),
                ).length;
          const fromStart = streakState({ scheduleDays, entries, firstDay: start });
          expect(streakSince(stored.length, doneSinceStart)).toBe(fromStart.length);
          // The run ends on the same day either way, so it is alive on the same days.
          if (fromStart.length > 0) expect(fromStart.breaksOn).toBe(stored.breaksOn);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
