import { describe, expect, it } from 'vitest';
import { completionRate } from './completion';
import { dayOfWeek, todayKey } from './dates';
import {
  isDueOn,
  isPausedOn,
  mergePausePlans,
  NO_PAUSES,
  PAUSE_MESSAGES,
  type PausePlan,
  pauseCovering,
  pausedScheduledDays,
  pausedTogether,
  pausePlanOf,
  pauseSpanProblem,
  pausesOfDays,
  restRuleProblem,
  resumedOn,
} from './pauses';
import { currentStreakOn, NEVER_BREAKS, streakState } from './streak-state';
import { computeStreaks, type DayRecord, recordLookup } from './streaks';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const done = (...dates: string[]) => dates.map((date) => ({ date, completed: true }));

describe('isPausedOn', () => {
  const plan: PausePlan = {
    spans: [
      { from: '2026-03-02', until: '2026-03-05' },
      { from: '2026-04-01', until: null },
    ],
    rest: [],
  };

  it('holds from the first day through the last, both included', () => {
    expect(isPausedOn(plan, '2026-03-01')).toBe(false);
    expect(isPausedOn(plan, '2026-03-02')).toBe(true);
    expect(isPausedOn(plan, '2026-03-05')).toBe(true);
    expect(isPausedOn(plan, '2026-03-06')).toBe(false);
  });

  it('holds for ever when the pause has no end', () => {
    expect(isPausedOn(plan, '2026-03-31')).toBe(false);
    expect(isPausedOn(plan, '2030-01-01')).toBe(true);
  });

  it('rests on the planned weekdays of every week', () => {
    const sundays: PausePlan = { spans: [], rest: [{ kind: 'weekly', weekdays: [0] }] };
    expect(isPausedOn(sundays, '2026-11-29')).toBe(true);
    expect(isPausedOn(sundays, '2026-11-30')).toBe(false);
  });

  it('rests one weekend a month: its Saturday, and the Sunday after it even in the next month', () => {
    const first: PausePlan = { spans: [], rest: [{ kind: 'monthly-weekend', weekend: 1 }] };
    // November 2026 starts on a Sunday: its first Saturday is the 7th, not the 1st.
    expect(isPausedOn(first, '2026-11-01')).toBe(false);
    expect(isPausedOn(first, '2026-11-07')).toBe(true);
    expect(isPausedOn(first, '2026-11-08')).toBe(true);
    expect(isPausedOn(first, '2026-11-14')).toBe(false);
    const last: PausePlan = { spans: [], rest: [{ kind: 'monthly-weekend', weekend: -1 }] };
    // October 2026 ends on a Saturday, the 31st: its Sunday is November's 1st.
    expect(isPausedOn(last, '2026-10-31')).toBe(true);
    expect(isPausedOn(last, '2026-11-01')).toBe(true);
    expect(isPausedOn(last, '2026-11-28')).toBe(true);
    expect(isPausedOn(last, '2026-11-29')).toBe(true);
    expect(isPausedOn(last, '2026-11-21')).toBe(false);
  });

  it('adds the pauses of everything to a habit’s own', () => {
    const everything: PausePlan = { spans: [{ from: '2026-12-24', until: '2026-12-26' }], rest: [] };
    const merged = mergePausePlans(plan, everything);
    expect(isPausedOn(merged, '2026-12-25')).toBe(true);
    expect(isPausedOn(merged, '2026-03-03')).toBe(true);
    expect(isPausedOn(NO_PAUSES, '2026-12-25')).toBe(false);
  });

  it('follows the person’s own day: a pause ending on the 5th is over at their midnight, not UTC’s', () => {
    const pause: PausePlan = { spans: [{ from: '2026-03-02', until: '2026-03-05' }], rest: [] };
    // 23:30 UTC on the 5th is already the 6th in Tokyo, and still the 5th in New York.
    const instant = Date.parse('2026-03-05T23:30:00Z');
    expect(isPausedOn(pause, todayKey('Asia/Tokyo', instant))).toBe(false);
    expect(isPausedOn(pause, todayKey('America/New_York', instant))).toBe(true);
    // A day that starts at 04:00: 02:00 on the 6th still belongs to the 5th.
    expect(isPausedOn(pause, todayKey('UTC', Date.parse('2026-03-06T02:00:00Z'), 240))).toBe(true);
  });
});

describe('pauseCovering', () => {
  it('says until when, joining pauses that touch or overlap', () => {
    const plan: PausePlan = {
      spans: [
        { from: '2026-03-02', until: '2026-03-05' },
        { from: '2026-03-06', until: '2026-03-08' },
        { from: '2026-03-07', until: '2026-03-12' },
        { from: '2026-03-20', until: '2026-03-21' },
      ],
      rest: [{ kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] }],
    };
    expect(pauseCovering(plan, '2026-03-03')).toEqual({ until: '2026-03-12' });
    expect(pauseCovering(plan, '2026-03-20')).toEqual({ until: '2026-03-21' });
    // Planned rest days say nothing about coming back.
    expect(pauseCovering(plan, '2026-03-15')).toBeNull();
  });

  it('is open-ended when any joined pause is', () => {
    const plan: PausePlan = {
      spans: [
        { from: '2026-03-02', until: '2026-03-05' },
        { from: '2026-03-04', until: null },
      ],
      rest: [],
    };
    expect(pauseCovering(plan, '2026-03-02')).toEqual({ until: null });
  });
});

describe('validation', () => {
  it('refuses a pause that ends before it starts, or a date that is not one', () => {
    expect(pauseSpanProblem({ from: '2026-03-05', until: '2026-03-02' })).toBe(
      PAUSE_MESSAGES.endsBeforeStart,
    );
    expect(pauseSpanProblem({ from: '2026-02-30', until: null })).toBe(PAUSE_MESSAGES.invalidDate);
    expect(pauseSpanProblem({ from: '2026-03-05', until: '2026-03-05' })).toBeNull();
    expect(pauseSpanProblem({ from: '2026-03-05', until: null })).toBeNull();
  });

  it('refuses a planned rest with no day, a day that is not one, or a weekend that does not exist', () => {
    expect(restRuleProblem({ kind: 'weekly', weekdays: [] })).toBe(PAUSE_MESSAGES.noWeekday);
    expect(restRuleProblem({ kind: 'weekly', weekdays: [7] })).toBe(PAUSE_MESSAGES.invalidWeekday);
    expect(restRuleProblem({ kind: 'monthly-weekend', weekend: 5 as never })).toBe(
      PAUSE_MESSAGES.invalidWeekend,
    );
    expect(restRuleProblem({ kind: 'monthly-weekend', weekend: -1 })).toBeNull();
  });
});

describe('streaks and rates through pauses', () => {
  it('passes through a pause across a week boundary without breaking or counting it', () => {
    // Done Mon 2 – Fri 6 March, paused Sat 7 – Tue 10 (over the weekend into the next week), done after.
    const entries = done(
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-11',
      '2026-03-12',
    );
    const pauses: PausePlan = { spans: [{ from: '2026-03-07', until: '2026-03-10' }], rest: [] };
    const input = {
      scheduleDays: EVERY_DAY,
      record: recordLookup(entries),
      today: '2026-03-12',
      firstDay: '2026-03-02',
    };
    expect(computeStreaks({ ...input, pauses })).toEqual({ current: 7, best: 7 });
    // Without the pause the four days are missed, and the run starts again on the 11th.
    expect(computeStreaks(input)).toEqual({ current: 2, best: 5 });
    // The rate leaves the paused days out, and says how many there were.
    expect(completionRate({ ...input, start: '2026-03-02', end: '2026-03-12', pauses })).toEqual({
      completed: 7,
      due: 7,
      rate: 1,
      paused: 4,
    });
  });

  it('treats a pause over skips and days off the schedule as one quiet stretch', () => {
    // Mon/Wed/Fri habit. Skipped Wed 4, paused Thu 5 – Mon 9, days off in between.
    const record = (date: string): DayRecord | undefined =>
      date === '2026-03-04'
        ? { completed: false, skipped: true }
        : ['2026-03-02', '2026-03-11', '2026-03-13'].includes(date)
          ? { completed: true }
          : undefined;
    const pauses: PausePlan = { spans: [{ from: '2026-03-05', until: '2026-03-09' }], rest: [] };
    const input = { scheduleDays: [1, 3, 5], record, today: '2026-03-13', firstDay: '2026-03-02', pauses };
    expect(computeStreaks(input)).toEqual({ current: 3, best: 3 });
    // Scheduled days paused: Fri 6 and Mon 9 (Thu 5 and the weekend were off anyway).
    expect(completionRate({ ...input, start: '2026-03-02', end: '2026-03-13' })).toMatchObject({
      completed: 3,
      due: 3,
      paused: 2,
    });
  });

  it('does not count a day done while paused', () => {
    const pauses: PausePlan = { spans: [{ from: '2026-03-03', until: '2026-03-03' }], rest: [] };
    const record = recordLookup(done('2026-03-02', '2026-03-03', '2026-03-04'));
    expect(
      computeStreaks({
        scheduleDays: EVERY_DAY,
        record,
        today: '2026-03-04',
        firstDay: '2026-03-02',
        pauses,
      }),
    ).toEqual({
      current: 2,
      best: 2,
    });
  });

  it('keeps the stored streak state in step with the walk, through pauses and planned rests', () => {
    const pauses: PausePlan = {
      spans: [{ from: '2026-03-07', until: '2026-03-10' }],
      rest: [{ kind: 'weekly', weekdays: [0] }],
    };
    const entries = done('2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-11');
    const state = streakState({ scheduleDays: EVERY_DAY, entries, firstDay: '2026-03-02', pauses });
    expect(state.length).toBe(6);
    for (const today of [
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
    ]) {
      const walked = computeStreaks({
        scheduleDays: EVERY_DAY,
        record: recordLookup(entries),
        today,
        firstDay: '2026-03-02',
        pauses,
      });
      expect(currentStreakOn(state, today), today).toBe(walked.current);
    }
  });

  it('never breaks a run while an open-ended pause lasts', () => {
    const pauses: PausePlan = { spans: [{ from: '2026-03-05', until: null }], rest: [] };
    const state = streakState({
      scheduleDays: EVERY_DAY,
      entries: done('2026-03-03', '2026-03-04'),
      firstDay: '2026-03-01',
      pauses,
    });
    expect(state).toEqual({ length: 2, lastDone: '2026-03-04', breaksOn: NEVER_BREAKS });
    expect(currentStreakOn(state, '2027-06-01')).toBe(2);
  });

  it('skips a planned rest day of the week in the walk', () => {
    const pauses: PausePlan = { spans: [], rest: [{ kind: 'weekly', weekdays: [0] }] };
    // 2026-03-08 is a Sunday: the gym rests, the run goes on.
    expect(dayOfWeek('2026-03-08')).toBe(0);
    const record = recordLookup(done('2026-03-06', '2026-03-07', '2026-03-09'));
    expect(
      computeStreaks({ scheduleDays: EVERY_DAY, record, today: '2026-03-09', firstDay: '2026-03-06', pauses })
        .current,
    ).toBe(3);
  });
});

describe('pausedScheduledDays', () => {
  it('lists the scheduled days a pause or a planned rest covers, and nothing without pauses', () => {
    // Mon/Wed/Fri. Away Thu 5 – Mon 9 March; every Wednesday planned off.
    const habit = {
      scheduleDays: [1, 3, 5],
      pauses: {
        away: { kind: 'span' as const, from: '2026-03-05', until: '2026-03-09' },
        wednesdays: { kind: 'rest' as const, rule: { kind: 'weekly' as const, weekdays: [3] } },
        removed: null,
      },
    };
    expect(pausedScheduledDays(habit, '2026-03-02', '2026-03-13')).toEqual([
      '2026-03-04',
      '2026-03-06',
      '2026-03-09',
      '2026-03-11',
    ]);
    // The same days completionRate leaves out of what was due.
    const rate = completionRate({
      scheduleDays: habit.scheduleDays,
      record: () => undefined,
      start: '2026-03-02',
      end: '2026-03-13',
      today: '2026-03-13',
      pauses: pausePlanOf(habit.pauses),
    });
    expect(rate.paused).toBe(4);
    expect(pausedScheduledDays({ scheduleDays: EVERY_DAY }, '2026-03-02', '2026-03-13')).toEqual([]);
    expect(
      pausedScheduledDays({ scheduleDays: EVERY_DAY, pauses: { gone: null } }, '2026-03-02', '2026-03-13'),
    ).toEqual([]);
    // An open pause runs to the end of the range asked, not beyond.
    const open = {
      scheduleDays: EVERY_DAY,
      pauses: { p: { kind: 'span' as const, from: '2026-03-12', until: null } },
    };
    expect(pausedScheduledDays(open, '2026-03-10', '2026-03-14')).toEqual([
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
  });
});

describe('pausesOfDays', () => {
  it('makes one span of each run of consecutive days, across a month and a week boundary', () => {
    expect(pausesOfDays(['2026-03-31', '2026-04-01', '2026-04-02', '2026-04-05', '2026-04-01'])).toEqual({
      '2026-03-31': { kind: 'span', from: '2026-03-31', until: '2026-04-02' },
      '2026-04-05': { kind: 'span', from: '2026-04-05', until: '2026-04-05' },
    });
    expect(pausesOfDays([])).toEqual({});
  });

  it('pauses exactly the days it was given, by the habit rules', () => {
    const days = ['2026-03-04', '2026-03-06', '2026-03-09'];
    const habit = { scheduleDays: EVERY_DAY, pauses: pausesOfDays(days) };
    expect(pausedScheduledDays(habit, '2026-03-01', '2026-03-12')).toEqual(days);
    expect(isDueOn(habit, '2026-03-05')).toBe(true);
    expect(isDueOn(habit, '2026-03-06')).toBe(false);
  });
});

describe('resumedOn', () => {
  const today = '2026-03-10';
  it('ends the stretch covering today: yesterday for one begun before, removed from today on', () => {
    const pauses = {
      ill: { kind: 'span' as const, from: '2026-03-07', until: '2026-03-11' },
      // Touches the first: one stretch, which ends too.
      trip: { kind: 'span' as const, from: '2026-03-12', until: null },
      // Over long ago, and a planned rest: both left alone.
      old: { kind: 'span' as const, from: '2026-02-01', until: '2026-02-03' },
      sundays: { kind: 'rest' as const, rule: { kind: 'weekly' as const, weekdays: [0] } },
      removed: null,
    };
    expect(resumedOn(pauses, today)).toEqual({
      ill: { kind: 'span', from: '2026-03-07', until: '2026-03-09' },
      trip: null,
    });
    const fromToday = { away: { kind: 'span' as const, from: today, until: '2026-03-20' } };
    expect(resumedOn(fromToday, today)).toEqual({ away: null });
  });

  it('writes nothing on a day that is not paused, or for a habit without pauses', () => {
    const later = { away: { kind: 'span' as const, from: '2026-03-12', until: '2026-03-20' } };
    expect(resumedOn(later, today)).toEqual({});
    expect(resumedOn(undefined, today)).toEqual({});
  });
});

describe('pausedTogether', () => {
  const ill = { a: { kind: 'span' as const, from: '2026-11-20', until: '2026-11-29' } };
  const away = { b: { kind: 'span' as const, from: '2026-11-22', until: '2026-12-03' } };
  const open = { c: { kind: 'span' as const, from: '2026-11-01', until: null } };
  const sundays = { d: { kind: 'rest' as const, rule: { kind: 'weekly' as const, weekdays: [0] } } };

  it('is away when every habit is paused, until the first of their ends', () => {
    expect(pausedTogether([ill, away], '2026-11-24')).toEqual({ until: '2026-11-29' });
    expect(pausedTogether([open, away], '2026-11-24')).toEqual({ until: '2026-12-03' });
    expect(pausedTogether([open, open], '2026-11-24')).toEqual({ until: null });
  });

  it('is not away while any habit is due, on a planned rest, or with no habits', () => {
    expect(pausedTogether([ill, {}], '2026-11-24')).toBeNull();
    expect(pausedTogether([ill, undefined, null], '2026-11-24')).toBeNull();
    expect(pausedTogether([ill], '2026-11-30')).toBeNull();
    // 2026-11-29 is a Sunday: resting, not away.
    expect(pausedTogether([sundays], '2026-11-29')).toBeNull();
    expect(pausedTogether([], '2026-11-24')).toBeNull();
  });
});
