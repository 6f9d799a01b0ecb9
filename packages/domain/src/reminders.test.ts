import { describe, expect, it } from 'vitest';
import { normalizeMoreReminderTimes } from './habit-form';
import {
  dueReminders,
  nextReminderAt,
  pruneFiredKeys,
  type ReminderHabit,
  reminderKey,
  reminderMinutes,
} from './reminders';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

function habit(overrides: Partial<ReminderHabit> = {}): ReminderHabit {
  return {
    id: 'h1',
    isActive: true,
    deletedAt: null,
    reminderEnabled: true,
    reminderTime: '07:00',
    scheduleDays: EVERY_DAY,
    ...overrides,
  };
}

const notDone = () => false;

function due(
  habits: ReminderHabit[],
  now: string,
  options: { timeZone?: string; fired?: string[]; done?: (id: string, date: string) => boolean } = {},
) {
  return dueReminders({
    habits,
    now: new Date(now),
    timeZone: options.timeZone ?? 'UTC',
    firedKeys: new Set(options.fired ?? []),
    isDoneOrSkipped: options.done ?? notDone,
  }).map((reminder) => reminder.habit.id);
}

describe('reminderMinutes', () => {
  it('reads HH:MM and refuses anything else', () => {
    expect(reminderMinutes('07:30')).toBe(450);
    expect(reminderMinutes('00:00')).toBe(0);
    expect(reminderMinutes('23:59')).toBe(1439);
    expect(reminderMinutes('24:00')).toBeNull();
    expect(reminderMinutes('7:30')).toBeNull();
    expect(reminderMinutes(null)).toBeNull();
  });
});

describe('dueReminders', () => {
  it('stays silent on a paused day and rings again the day after (issue 30)', () => {
    const paused = habit({ pauses: { ill: { kind: 'span', from: '2026-03-09', until: '2026-03-10' } } });
    expect(due([paused], '2026-03-10T07:00:00Z')).toEqual([]);
    expect(due([paused], '2026-03-11T07:00:00Z')).toEqual(['h1']);
    // A planned rest on Sundays: 2026-03-15 is a Sunday.
    const restful = habit({ pauses: { sun: { kind: 'rest', rule: { kind: 'weekly', weekdays: [0] } } } });
    expect(due([restful], '2026-03-15T07:00:00Z')).toEqual([]);
    expect(due([restful], '2026-03-16T07:00:00Z')).toEqual(['h1']);
  });

  it('rings at the time and within the window after it, not before and not hours later', () => {
    expect(due([habit()], '2026-03-10T06:59:00Z')).toEqual([]);
    expect(due([habit()], '2026-03-10T07:00:00Z')).toEqual(['h1']);
    expect(due([habit()], '2026-03-10T07:30:00Z')).toEqual(['h1']);
    expect(due([habit()], '2026-03-10T07:59:59Z')).toEqual(['h1']);
    expect(due([habit()], '2026-03-10T08:00:00Z')).toEqual([]);
    expect(due([habit()], '2026-03-10T23:00:00Z')).toEqual([]);
  });

  it('takes a wider or narrower window when asked', () => {
    const input = {
      habits: [habit()],
      now: Date.parse('2026-03-10T09:00:00Z'),
      timeZone: 'UTC',
      firedKeys: new Set<string>(),
      isDoneOrSkipped: notDone,
    };
    expect(dueReminders(input)).toEqual([]);
    expect(dueReminders({ ...input, windowMinutes: 180 })).toHaveLength(1);
  });

  it('reads the time of day and the date in the person’s time zone', () => {
    // 07:00 in Tokyo on the 11th is 22:00 UTC on the 10th.
    const tokyo = { timeZone: 'Asia/Tokyo' };
    expect(due([habit()], '2026-03-10T22:00:00Z', tokyo)).toEqual(['h1']);
    expect(due([habit()], '2026-03-10T07:00:00Z', tokyo)).toEqual([]);
    // Wednesday the 11th in Tokyo, still Tuesday the 10th in UTC.
    const wednesdays = habit({ scheduleDays: [3] });
    expect(due([wednesdays], '2026-03-10T22:00:00Z', tokyo)).toEqual(['h1']);
    expect(due([wednesdays], '2026-03-10T07:00:00Z')).toEqual([]);
  });

  it('skips habits that are off, archived, deleted, unscheduled today or without a valid time', () => {
    const at = '2026-03-10T07:05:00Z'; // a Tuesday
    expect(due([habit({ reminderEnabled: false })], at)).toEqual([]);
    expect(due([habit({ isActive: false })], at)).toEqual([]);
    expect(due([habit({ deletedAt: '2026-03-01T00:00:00Z' })], at)).toEqual([]);
    expect(due([habit({ scheduleDays: [1, 3] })], at)).toEqual([]);
    expect(due([habit({ reminderTime: null })], at)).toEqual([]);
    expect(due([habit({ reminderTime: '7:00' })], at)).toEqual([]);
  });

  it('stays quiet once done or skipped today, or once shown today', () => {
    const at = '2026-03-10T07:05:00Z';
    const done = (id: string, date: string) => id === 'h1' && date === '2026-03-10';
    expect(due([habit()], at, { done })).toEqual([]);
    expect(due([habit()], at, { fired: [reminderKey('h1', '2026-03-10')] })).toEqual([]);
    expect(due([habit()], at, { fired: [reminderKey('h1', '2026-03-09')] })).toEqual(['h1']);
  });

  it('rings a time the clock skips at the spring-forward jump', () => {
    // New York, 2026-03-08: 02:00 EST jumps to 03:00 EDT (07:00 UTC).
    const ny = { timeZone: 'America/New_York' };
    const h = habit({ reminderTime: '02:30' });
    expect(due([h], '2026-03-08T06:59:00Z', ny)).toEqual([]); // 01:59 EST
    expect(due([h], '2026-03-08T07:00:00Z', ny)).toEqual(['h1']); // 03:00 EDT
  });

  it('rings a time the clock shows twice only once', () => {
    // New York, 2026-11-01: 02:00 EDT falls back to 01:00 EST; 01:30 comes at 05:30 and 06:30 UTC.
    const ny = { timeZone: 'America/New_York' };
    const h = habit({ reminderTime: '01:30' });
    expect(due([h], '2026-11-01T05:30:00Z', ny)).toEqual(['h1']);
    const fired = [reminderKey('h1', '2026-11-01')];
    expect(due([h], '2026-11-01T06:30:00Z', { ...ny, fired })).toEqual([]);
  });
});

describe('nextReminderAt', () => {
  const next = (
    habits: ReminderHabit[],
    now: string,
    options: { timeZone?: string; fired?: string[]; done?: (id: string, date: string) => boolean } = {},
  ) => {
    const at = nextReminderAt({
      habits,
      now: Date.parse(now),
      timeZone: options.timeZone ?? 'UTC',
      firedKeys: new Set(options.fired ?? []),
      isDoneOrSkipped: options.done ?? notDone,
    });
    return at === null ? null : new Date(at).toISOString();
  };

  it('is null without any reminder', () => {
    expect(next([], '2026-03-10T06:00:00Z')).toBeNull();
    expect(
      next([habit({ reminderEnabled: false }), habit({ isActive: false })], '2026-03-10T06:00:00Z'),
    ).toBe(null);
  });

  it('gives today’s time while it is ahead, else the next scheduled day', () => {
    expect(next([habit()], '2026-03-10T06:00:00Z')).toBe('2026-03-10T07:00:00.000Z');
    expect(next([habit()], '2026-03-10T07:00:00Z')).toBe('2026-03-11T07:00:00.000Z');
    // Tuesdays only, after Tuesday's time: next Tuesday.
    expect(next([habit({ scheduleDays: [2] })], '2026-03-10T08:00:00Z')).toBe('2026-03-17T07:00:00.000Z');
  });

  it('passes over today once it is done, skipped or shown', () => {
    const done = (id: string, date: string) => date === '2026-03-10' && id === 'h1';
    expect(next([habit()], '2026-03-10T06:00:00Z', { done })).toBe('2026-03-11T07:00:00.000Z');
    const fired = [reminderKey('h1', '2026-03-10')];
    expect(next([habit()], '2026-03-10T06:00:00Z', { fired })).toBe('2026-03-11T07:00:00.000Z');
  });

  it('takes the earliest of several habits', () => {
    const habits = [habit({ id: 'a', reminderTime: '21:00' }), habit({ id: 'b', reminderTime: '12:15' })];
    expect(next(habits, '2026-03-10T06:00:00Z')).toBe('2026-03-10T12:15:00.000Z');
  });

  it('converts the local time in the person’s zone, across DST changes', () => {
    const ny = { timeZone: 'America/New_York' };
    // 07:00 EST on the 7th is 12:00 UTC; 07:00 EDT on the 8th is 11:00 UTC.
    expect(next([habit()], '2026-03-07T13:00:00Z', ny)).toBe('2026-03-08T11:00:00.000Z');
    expect(next([habit({ reminderTime: '02:30' })], '2026-03-08T05:00:00Z', ny)).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(next([habit({ reminderTime: '07:00' })], '2026-03-10T00:00:00Z', { timeZone: 'Asia/Tokyo' })).toBe(
      '2026-03-10T22:00:00.000Z',
    );
  });

  it('agrees with dueReminders: the instant it gives is one at which the reminder is due', () => {
    const zones = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Europe/London'];
    const h = habit({ reminderTime: '02:30' });
    for (const timeZone of zones) {
      let now = Date.parse('2026-03-01T00:00:00Z');
      for (let i = 0; i < 60; i += 1) {
        const at = nextReminderAt({
          habits: [h],
          now,
          timeZone,
          firedKeys: new Set(),
          isDoneOrSkipped: notDone,
        });
        expect(at).not.toBeNull();
        const ringing = dueReminders({
          habits: [h],
          now: at ?? 0,
          timeZone,
          firedKeys: new Set(),
          isDoneOrSkipped: notDone,
        });
        expect(ringing, `${timeZone} ${new Date(at ?? 0).toISOString()}`).toHaveLength(1);
        now = (at ?? 0) + 3_600_000 * 5;
      }
    }
  });
});

describe('pruneFiredKeys', () => {
  it('keeps only today’s keys', () => {
    const kept = pruneFiredKeys(['a|2026-03-09', 'a|2026-03-10', 'b|2026-03-10', 'junk'], '2026-03-10');
    expect([...kept]).toEqual(['a|2026-03-10', 'b|2026-03-10']);
  });
});

describe('a day that starts after midnight', () => {
  const habit = {
    id: 'h',
    isActive: true,
    reminderEnabled: true,
    reminderTime: '01:00',
    scheduleDays: [1], // Mondays only
  };
  const base = { habits: [habit], timeZone: 'UTC', firedKeys: new Set<string>(), dayStartMinutes: 240 };

  it("rings a reminder set before the day's start on the next calendar date, for the day before", () => {
    // 2026-03-10 is a Tuesday: at 01:00 it is still Monday the 9th for someone whose day starts at 04:00.
    const now = Date.parse('2026-03-10T01:05:00Z');
    const asked: string[] = [];
    const due = dueReminders({
      ...base,
      now,
      isDoneOrSkipped: (_id, date) => {
        asked.push(date);
        return false;
      },
    });
    expect(due.map((reminder) => reminder.habit.id)).toEqual(['h']);
    expect(asked).toEqual(['2026-03-09']);
    // At midnight-days it would be Tuesday: not scheduled, silent.
    expect(dueReminders({ ...base, dayStartMinutes: 0, now, isDoneOrSkipped: () => false })).toEqual([]);
  });

  it('sleeps until that instant', () => {
    const now = Date.parse('2026-03-09T12:00:00Z');
    expect(nextReminderAt({ ...base, now, isDoneOrSkipped: () => false })).toBe(
      Date.parse('2026-03-10T01:00:00Z'),
    );
  });
});

describe('several reminder times (issue 30)', () => {
  const twice = habit({ reminderTime: '07:00', moreReminderTimes: ['18:30', '12:00', 'later', '12:00'] });
  const ring = (now: string, fired: string[] = [], done = notDone) =>
    dueReminders({
      habits: [twice],
      now: new Date(now),
      timeZone: 'UTC',
      firedKeys: new Set(fired),
      isDoneOrSkipped: done,
    }).map(({ key, passed }) => ({ key, passed }));

  it('rings at each time, once each, the first under its old key', () => {
    expect(ring('2026-03-10T07:10:00Z')).toEqual([{ key: 'h1|2026-03-10', passed: [] }]);
    expect(ring('2026-03-10T12:05:00Z', ['h1|2026-03-10'])).toEqual([
      { key: 'h1@12:00|2026-03-10', passed: [] },
    ]);
    expect(ring('2026-03-10T12:05:00Z', ['h1|2026-03-10', 'h1@12:00|2026-03-10'])).toEqual([]);
    expect(ring('2026-03-10T18:30:00Z', ['h1|2026-03-10', 'h1@12:00|2026-03-10'])).toEqual([
      { key: 'h1@18:30|2026-03-10', passed: [] },
    ]);
  });

  it('rings once for times passed while the app was closed, and passes the older ones over', () => {
    expect(ring('2026-03-10T18:40:00Z')).toEqual([
      { key: 'h1@18:30|2026-03-10', passed: ['h1|2026-03-10', 'h1@12:00|2026-03-10'] },
    ]);
    // Long after the last time, nothing: a stale reminder is worse than none.
    expect(ring('2026-03-10T21:00:00Z')).toEqual([]);
  });

  it('stays quiet at every time once the day is done', () => {
    expect(ring('2026-03-10T12:05:00Z', [], () => true)).toEqual([]);
  });

  it('keeps valid times only, each once, without the reminder time, at most four', () => {
    expect(normalizeMoreReminderTimes(['21:00', '07:00', '9:00', '21:00', 7, '08:00'], '07:00')).toEqual([
      '08:00',
      '21:00',
    ]);
    expect(normalizeMoreReminderTimes(['01:00', '02:00', '03:00', '04:00', '05:00'], null)).toHaveLength(4);
    expect(normalizeMoreReminderTimes('07:00', null)).toEqual([]);
  });

  it('wakes the page for the next time not shown yet', () => {
    const next = nextReminderAt({
      habits: [twice],
      now: new Date('2026-03-10T08:00:00Z'),
      timeZone: 'UTC',
      firedKeys: new Set(['h1|2026-03-10']),
      isDoneOrSkipped: notDone,
    });
    expect(next).toBe(Date.parse('2026-03-10T12:00:00Z'));
  });
});
