import { type EntryRecord, pausesOfDays } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { dayStatus, mirrorWeek } from './mirror-week';

function entry(date: string, completed: boolean, skipped = false): EntryRecord {
  return { habitId: 'h1', date, completed, value: completed ? 1 : 0, skipped, hlc: '', updatedAt: '' };
}

const ALL_DAYS = { scheduleDays: [0, 1, 2, 3, 4, 5, 6] };
const WEEKENDS = { scheduleDays: [0, 6] };

describe('dayStatus', () => {
  it('tells each kind of day apart', () => {
    const today = '2026-03-18';
    expect(dayStatus(ALL_DAYS, undefined, '2026-03-19', today, '2026-03-01')).toBe('upcoming');
    expect(dayStatus(ALL_DAYS, entry('2026-03-16', true), '2026-03-16', today, '2026-03-01')).toBe('done');
    expect(dayStatus(ALL_DAYS, entry('2026-03-16', false, true), '2026-03-16', today, '2026-03-01')).toBe(
      'skipped',
    );
    expect(dayStatus(ALL_DAYS, undefined, '2026-03-16', today, '2026-03-01')).toBe('missed');
    expect(dayStatus(ALL_DAYS, undefined, today, today, '2026-03-01')).toBe('open');
    // 2026-03-16 is a Monday: a weekend-only habit rests.
    expect(dayStatus(WEEKENDS, undefined, '2026-03-16', today, '2026-03-01')).toBe('rest');
    expect(dayStatus(ALL_DAYS, undefined, '2026-03-16', today, '2026-03-17')).toBe('unknown');
  });

  it('shows a paused day as paused, neither due nor missed, and a check-in on it as done', () => {
    const away = { scheduleDays: ALL_DAYS.scheduleDays, pauses: pausesOfDays(['2026-03-16', '2026-03-17']) };
    expect(dayStatus(away, undefined, '2026-03-16', '2026-03-18', '2026-03-01')).toBe('paused');
    expect(dayStatus(away, undefined, '2026-03-15', '2026-03-18', '2026-03-01')).toBe('missed');
    expect(dayStatus(away, entry('2026-03-17', true), '2026-03-17', '2026-03-18', '2026-03-01')).toBe('done');
    // A day off stays a day off, and a day before the group knew the habit stays unknown.
    const weekendsAway = { scheduleDays: [0, 6], pauses: pausesOfDays(['2026-03-16']) };
    expect(dayStatus(weekendsAway, undefined, '2026-03-16', '2026-03-18', '2026-03-01')).toBe('rest');
    expect(dayStatus(away, undefined, '2026-03-16', '2026-03-18', '2026-03-17')).toBe('unknown');
  });

  it('shows a check-in even on a day off', () => {
    expect(dayStatus(WEEKENDS, entry('2026-03-16', true), '2026-03-16', '2026-03-18', '2026-03-01')).toBe(
      'done',
    );
  });
});

describe('mirrorWeek', () => {
  it("reads a limit's days the right way round: kept with nothing logged, missed when over", () => {
    const coffee = { ...ALL_DAYS, targetValue: 2, targetKind: 'at-most' as const };
    const over = { ...entry('2026-03-17', false), value: 4 };
    const entries = new Map([['2026-03-17', over]]);
    const week = mirrorWeek(coffee, entries, '2026-03-18', 1, '2026-03-01');
    expect(week.slice(0, 3).map((day) => day.status)).toEqual(['done', 'missed', 'done']);
    // Before the served range a quiet day is unknown, not kept.
    expect(mirrorWeek(coffee, entries, '2026-03-18', 1, '2026-03-17')[0]?.status).toBe('unknown');
  });

  it("reads a limit's days off the schedule or paused as such, not as kept", () => {
    // Monday to Friday, paused on Wednesday the 18th; the week is the 16th to the 22nd.
    const weekdays = {
      scheduleDays: [1, 2, 3, 4, 5],
      targetValue: 2,
      targetKind: 'at-most' as const,
      pauses: pausesOfDays(['2026-03-18']),
    };
    const week = mirrorWeek(weekdays, new Map(), '2026-03-22', 1, '2026-03-01');
    expect(week.map((day) => day.status)).toEqual(['done', 'done', 'paused', 'done', 'done', 'rest', 'rest']);
  });

  it("lists today's week from the member's first weekday, with labels", () => {
    const entries = new Map([['2026-03-16', entry('2026-03-16', true)]]);
    const week = mirrorWeek(ALL_DAYS, entries, '2026-03-18', 1, '2026-03-01');
    expect(week.map((day) => day.letter).join('')).toBe('MTWTFSS');
    expect(week.map((day) => day.status)).toEqual([
      'done',
      'missed',
      'open',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(week[0]?.label).toBe('Monday 16 March: done');
    const away = mirrorWeek(
      { ...ALL_DAYS, pauses: pausesOfDays(['2026-03-17']) },
      entries,
      '2026-03-18',
      1,
      '2026-03-01',
    );
    expect(away[1]?.status).toBe('paused');
    expect(away[1]?.label).toBe('Tuesday 17 March: paused');
    expect(week.filter((day) => day.isToday).map((day) => day.date)).toEqual(['2026-03-18']);
  });

  it('starts on Sunday when the member says so', () => {
    const week = mirrorWeek(ALL_DAYS, undefined, '2026-03-18', 0, '2026-03-01');
    expect(week[0]?.date).toBe('2026-03-15');
  });
});
