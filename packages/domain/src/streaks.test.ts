import { describe, expect, it } from 'vitest';
import { completionRate } from './completion';
import { addDays, dateRange } from './dates';
import { computeStreaks, recordLookup, STREAK_CAP, streakWindowStart } from './streaks';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];

function done(...dates: string[]) {
  return dates.map((date) => ({ date, completed: true }));
}

function streaks(
  scheduleDays: number[],
  entries: ReturnType<typeof done>,
  today: string,
  firstDay = '2026-11-01',
) {
  return computeStreaks({ scheduleDays, record: recordLookup(entries), today, firstDay });
}

describe('computeStreaks', () => {
  it('counts consecutive done days up to today', () => {
    expect(streaks(EVERY_DAY, done('2026-11-18', '2026-11-19', '2026-11-20'), '2026-11-20')).toEqual({
      current: 3,
      best: 3,
    });
  });

  it('does not break while today is still open', () => {
    expect(streaks(EVERY_DAY, done('2026-11-18', '2026-11-19'), '2026-11-20').current).toBe(2);
  });

  it('breaks on a missed scheduled day', () => {
    expect(streaks(EVERY_DAY, done('2026-11-17', '2026-11-19', '2026-11-20'), '2026-11-20')).toEqual({
      current: 2,
      best: 2,
    });
  });

  it('neither counts nor breaks on days outside the schedule', () => {
    // 2026-11-20 is a Friday, 23 a Monday: the weekend is not scheduled.
    const entries = done('2026-11-19', '2026-11-20', '2026-11-21', '2026-11-23');
    expect(streaks(WEEKDAYS, entries, '2026-11-23')).toEqual({ current: 3, best: 3 });
  });

  it('does not break on a skipped day, and does not count it', () => {
    const entries = [
      ...done('2026-11-17', '2026-11-19'),
      { date: '2026-11-18', completed: false, skipped: true },
    ];
    expect(streaks(EVERY_DAY, entries, '2026-11-19')).toEqual({ current: 2, best: 2 });
  });

  it('keeps the best run after a break', () => {
    const entries = done('2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-07');
    expect(streaks(EVERY_DAY, entries, '2026-11-07')).toEqual({ current: 1, best: 4 });
  });

  it('caps both figures at 365', () => {
    const firstDay = '2025-01-01';
    const today = addDays(firstDay, 499);
    const entries = done(...dateRange(firstDay, today));
    expect(streaks(EVERY_DAY, entries, today, firstDay)).toEqual({ current: STREAK_CAP, best: STREAK_CAP });
  });

  it('is zero with nothing done', () => {
    expect(streaks(EVERY_DAY, [], '2026-11-20')).toEqual({ current: 0, best: 0 });
  });
});

describe('completionRate', () => {
  it('divides done days by due days, leaving out skipped and future days', () => {
    const record = recordLookup([
      ...done('2026-11-16', '2026-11-17'),
      { date: '2026-11-18', completed: false, skipped: true },
    ]);
    // Monday 16 to Sunday 22, today Thursday 19: due are 16, 17, 19 (18 skipped, weekend not scheduled).
    expect(
      completionRate({
        scheduleDays: WEEKDAYS,
        record,
        start: '2026-11-16',
        end: '2026-11-22',
        today: '2026-11-19',
      }),
    ).toEqual({ completed: 2, due: 3, rate: 2 / 3, paused: 0 });
  });

  it('is 0 when nothing was due', () => {
    expect(
      completionRate({
        scheduleDays: [0],
        record: recordLookup([]),
        start: '2026-11-16',
        end: '2026-11-20',
        today: '2026-11-20',
      }).rate,
    ).toBe(0);
  });
});

describe('streakWindowStart', () => {
  it('looks back at most a year and a day, and never past today', () => {
    expect(streakWindowStart('2020-01-01', '2026-11-21')).toBe('2025-11-20');
    expect(streakWindowStart('2026-11-01', '2026-11-21')).toBe('2026-11-01');
    expect(streakWindowStart('2026-12-01', '2026-11-21')).toBe('2026-11-21');
  });
});
