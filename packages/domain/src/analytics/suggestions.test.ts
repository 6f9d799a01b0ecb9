import { describe, expect, it } from 'vitest';
import { addDays, type DateKey, dayOfWeek } from '../dates';
import { seededRandom } from './significance';
import {
  computeSuggestions,
  habitRates,
  loggedDays,
  SUGGESTION_RULES,
  streaksAtRisk,
  strongestPair,
  weekdayGap,
} from './suggestions';
import { entry, habit, inputOf } from './test-fixture';
import type { AnalyticsEntry, AnalyticsHabit } from './types';

/** Monday 2026-11-30 is today; every range below ends yesterday unless it says otherwise. */
const TODAY = '2026-11-30';
const YESTERDAY = addDays(TODAY, -1);

type State = 'done' | 'missed' | 'skipped' | null;

/** Entries for the `days` days before today (oldest first), each from `pattern(i)`, i = 0 the oldest. */
function history(
  days: number,
  pattern: (i: number, date: DateKey) => State,
  endDay = YESTERDAY,
): AnalyticsEntry[] {
  const out: AnalyticsEntry[] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(endDay, i - days + 1);
    const state = pattern(i, date);
    if (state) out.push(entry(date, state));
  }
  return out;
}

const daily = (id: string, firstDay = '2026-01-01'): AnalyticsHabit =>
  habit({ id, name: id.toUpperCase(), firstDay });
const doneEvery =
  (n: number) =>
  (i: number): State =>
    i % n === 0 ? 'done' : 'missed';
/** Done on exactly `done` of every 10 days. */
const tenths =
  (done: number) =>
  (i: number): State =>
    i % 10 < done ? 'done' : 'missed';

describe('computeSuggestions', () => {
  it('says nothing about an empty history, and counts no measured day', () => {
    expect(computeSuggestions(inputOf([], {}, TODAY), addDays(TODAY, -29), TODAY, 1)).toEqual({
      suggestions: [],
      daysMeasured: 0,
    });
    const fresh = computeSuggestions(inputOf([daily('a', TODAY)], {}, TODAY), addDays(TODAY, -29), TODAY, 1);
    expect(fresh).toEqual({ suggestions: [], daysMeasured: 0 });
  });

  it('claims nothing from three days, however striking they are', () => {
    const start = addDays(TODAY, -3);
    const input = inputOf(
      [daily('a', start), daily('b', start)],
      {
        // Today done, so no streak is at risk either.
        a: [...history(3, () => 'done'), entry(TODAY, 'done')],
        b: history(3, () => 'missed'),
      },
      TODAY,
    );
    const report = computeSuggestions(input, start, TODAY, 1);
    expect(report.suggestions).toEqual([]);
    expect(report.daysMeasured).toBe(3);
  });

  it('orders streaks at risk first, then the weakest habit, the weekdays, a pair, the strongest habit', () => {
    // d: done every day (a streak, today open). a: every day but Saturdays. b: every other day but
    // Saturdays. c: on b's days, and only for the first five weeks: Saturdays are weak, c is weakest,
    // b and c are done on the same days.
    const days = 56;
    const saturday = (date: DateKey) => dayOfWeek(date) === 6;
    const input = inputOf(
      [daily('a'), daily('b'), daily('c'), daily('d')],
      {
        a: history(days, (_i, date) => (saturday(date) ? 'missed' : 'done')),
        b: history(days, (i, date) => (saturday(date) || i % 2 === 1 ? 'missed' : 'done')),
        c: history(days, (i, date) => (saturday(date) || i % 2 === 1 || i >= 35 ? 'missed' : 'done')),
        d: history(days, () => 'done'),
      },
      TODAY,
    );
    const kinds = computeSuggestions(input, addDays(TODAY, -days), TODAY, 1).suggestions.map((s) => s.kind);
    expect(kinds).toEqual(['streak-at-risk', 'weakest-habit', 'weekdays', 'habit-pair', 'strongest-habit']);
  });

  it('leaves today out of every rate: an open today is not a miss', () => {
    const input = inputOf(
      [daily('a'), daily('b')],
      {
        a: history(20, () => 'done'),
        b: history(20, tenths(5)),
      },
      TODAY,
    );
    const { strongest } = habitRates(input, addDays(TODAY, -20), YESTERDAY);
    expect(strongest).toMatchObject({ id: 'a', rate: 1, due: 20, completed: 20 });
    // The same through computeSuggestions, whose range ends today.
    const report = computeSuggestions(input, addDays(TODAY, -20), TODAY, 1);
    expect(report.suggestions.find((s) => s.kind === 'strongest-habit')).toMatchObject({
      habit: { rate: 1 },
    });
  });
});

describe('streaksAtRisk', () => {
  it('names a habit due today, not done yet, with a streak of at least 3', () => {
    const input = inputOf([daily('a')], { a: history(5, () => 'done') }, TODAY);
    expect(streaksAtRisk(input)).toEqual([
      { kind: 'streak-at-risk', habit: { id: 'a', name: 'A' }, streak: 5 },
    ]);
  });

  it('is quiet once today is done or skipped, for a short streak, and on a day off', () => {
    const done = inputOf([daily('a')], { a: [...history(5, () => 'done'), entry(TODAY, 'done')] }, TODAY);
    expect(streaksAtRisk(done)).toEqual([]);
    const skipped = inputOf(
      [daily('a')],
      { a: [...history(5, () => 'done'), entry(TODAY, 'skipped')] },
      TODAY,
    );
    expect(streaksAtRisk(skipped)).toEqual([]);
    const short = inputOf([daily('a')], { a: history(2, () => 'done') }, TODAY);
    expect(streaksAtRisk(short)).toEqual([]);
    // Today is a Monday; a weekend habit is not due.
    const weekend = habit({ id: 'w', scheduleDays: [0, 6] });
    expect(dayOfWeek(TODAY)).toBe(1);
    expect(streaksAtRisk(inputOf([weekend], { w: history(14, () => 'done') }, TODAY))).toEqual([]);
    // A habit paused today is not due either: its streak is safe (issue 30).
    const paused = { ...daily('a'), pauses: { spans: [{ from: TODAY, until: null }], rest: [] } };
    expect(streaksAtRisk(inputOf([paused], { a: history(5, () => 'done') }, TODAY))).toEqual([]);
  });

  it('counts exactly the rule length, a streak broken yesterday not at all', () => {
    const three = inputOf([daily('a')], { a: history(3, () => 'done') }, TODAY);
    expect(streaksAtRisk(three).map((s) => s.streak)).toEqual([SUGGESTION_RULES.minStreakAtRisk]);
    const broken = inputOf(
      [daily('a')],
      { a: [...history(9, () => 'done', addDays(TODAY, -2)), entry(YESTERDAY, 'missed')] },
      TODAY,
    );
    expect(streaksAtRisk(broken)).toEqual([]);
  });

  it('lists the longest first, ties in the habits order, at most three', () => {
    const habits = ['a', 'b', 'c', 'd'].map((id) => daily(id));
    const input = inputOf(
      habits,
      {
        a: history(4, () => 'done'),
        b: history(9, () => 'done'),
        c: history(4, () => 'done'),
        d: history(4, () => 'done'),
      },
      TODAY,
    );
    expect(streaksAtRisk(input).map((s) => [s.habit.id, s.streak])).toEqual([
      ['b', 9],
      ['a', 4],
      ['c', 4],
    ]);
  });
});

describe('habitRates', () => {
  const start = addDays(TODAY, -20);

  it('names the strongest and the weakest habit when they differ enough', () => {
    const input = inputOf(
      [daily('a'), daily('b'), daily('c')],
      {
        a: history(20, tenths(6)),
        b: history(20, tenths(9)),
        c: history(20, tenths(3)),
      },
      TODAY,
    );
    const { strongest, weakest } = habitRates(input, start, YESTERDAY);
    expect(strongest).toEqual({ id: 'b', name: 'B', rate: 0.9, due: 20, completed: 18 });
    expect(weakest).toEqual({ id: 'c', name: 'C', rate: 0.3, due: 20, completed: 6 });
  });

  it('gives ties to the habit listed first', () => {
    const input = inputOf(
      [daily('a'), daily('b'), daily('c'), daily('d')],
      {
        a: history(20, tenths(3)),
        b: history(20, tenths(9)),
        c: history(20, tenths(9)),
        d: history(20, tenths(3)),
      },
      TODAY,
    );
    const { strongest, weakest } = habitRates(input, start, YESTERDAY);
    expect(strongest?.id).toBe('b');
    expect(weakest?.id).toBe('a');
  });

  it('needs 10 due days per habit, two habits, and a 20-point gap (which 0.7 − 0.5 reaches)', () => {
    // The gap rule on its own; the significance test has its own case below.
    const rules = { ...SUGGESTION_RULES, significance: 1 };
    const nine = inputOf(
      [daily('a'), daily('b')],
      { a: history(9, () => 'done'), b: history(9, () => 'missed') },
      TODAY,
    );
    expect(habitRates(nine, addDays(TODAY, -9), YESTERDAY, rules)).toEqual({
      strongest: null,
      weakest: null,
    });
    const alone = inputOf([daily('a')], { a: history(20, tenths(9)) }, TODAY);
    expect(habitRates(alone, start, YESTERDAY, rules)).toEqual({ strongest: null, weakest: null });
    const close = inputOf(
      [daily('a'), daily('b')],
      { a: history(20, tenths(6)), b: history(20, tenths(5)) },
      TODAY,
    );
    expect(habitRates(close, start, YESTERDAY, rules)).toEqual({ strongest: null, weakest: null });
    const enough = inputOf(
      [daily('a'), daily('b')],
      { a: history(20, tenths(7)), b: history(20, tenths(5)) },
      TODAY,
    );
    expect(habitRates(enough, start, YESTERDAY, rules).strongest?.id).toBe('a');
  });

  it('names neither when the gap could be chance: 14 of 20 against 10 of 20 is not enough', () => {
    const input = inputOf(
      [daily('a'), daily('b')],
      { a: history(20, tenths(7)), b: history(20, tenths(5)) },
      TODAY,
    );
    expect(habitRates(input, start, YESTERDAY)).toEqual({ strongest: null, weakest: null });
    // The same rates over 90 days are no longer chance for two habits…
    const long = inputOf(
      [daily('a'), daily('b')],
      { a: history(90, tenths(7)), b: history(90, tenths(4)) },
      TODAY,
    );
    expect(habitRates(long, addDays(TODAY, -90), YESTERDAY).strongest?.id).toBe('a');
    // …but with eight habits to pick the extremes from, the bar is higher (28 pairs compared).
    const others = ['c', 'd', 'e', 'f', 'g', 'h'].map((id) => daily(id));
    const many = inputOf(
      [daily('a'), daily('b'), ...others],
      {
        a: history(20, tenths(9)),
        b: history(20, tenths(5)),
        ...Object.fromEntries(others.map((h) => [h.id, history(20, tenths(7))])),
      },
      TODAY,
    );
    expect(habitRates(many, start, YESTERDAY)).toEqual({ strongest: null, weakest: null });
  });

  it('does not count skipped days or days before a habit began', () => {
    const late = daily('b', addDays(TODAY, -12));
    const input = inputOf(
      [daily('a'), late],
      {
        a: history(20, (i) => (i % 2 === 0 ? 'skipped' : 'done')),
        b: history(20, () => 'missed'),
      },
      TODAY,
    );
    const { strongest, weakest } = habitRates(input, start, YESTERDAY);
    expect(strongest).toMatchObject({ id: 'a', due: 10, completed: 10 });
    expect(weakest).toMatchObject({ id: 'b', due: 12, completed: 0 });
  });
});

describe('weekdayGap', () => {
  // 8 weeks ending yesterday (a Sunday): each weekday 8 times.
  const start = addDays(TODAY, -56);

  it('names the best and the weakest weekday over all habits', () => {
    const input = inputOf(
      [daily('a')],
      {
        a: history(56, (_i, date) => {
          const weekday = dayOfWeek(date);
          if (weekday === 2) return 'done'; // Tuesdays always
          if (weekday === 6) return 'missed'; // Saturdays never
          return _i % 2 === 0 ? 'done' : 'missed';
        }),
      },
      TODAY,
    );
    const found = weekdayGap(input, start, YESTERDAY, 1);
    expect(found?.best).toEqual({ weekday: 2, label: 'Tuesday', rate: 1, due: 8, completed: 8 });
    expect(found?.weakest).toEqual({ weekday: 6, label: 'Saturday', rate: 0, due: 8, completed: 0 });
  });

  it('gives a tie to the earlier day of the person’s week', () => {
    const input = inputOf(
      [daily('a')],
      {
        a: history(56, (_i, date) => (dayOfWeek(date) === 3 ? 'missed' : 'done')),
      },
      TODAY,
    );
    expect(weekdayGap(input, start, YESTERDAY, 1)?.best.label).toBe('Monday');
    expect(weekdayGap(input, start, YESTERDAY, 2)?.best.label).toBe('Tuesday');
    // Sunday-first weeks: Sunday is done too, and comes first.
    expect(weekdayGap(input, start, YESTERDAY, 0)?.best.label).toBe('Sunday');
  });

  it('compares only weekdays due at least 6 times on at least 3 dates, and only a gap of 20 points or more', () => {
    const fiveWeeks = inputOf(
      [daily('a')],
      {
        a: history(35, (_i, date) => (dayOfWeek(date) === 2 ? 'done' : 'missed')),
      },
      TODAY,
    );
    expect(weekdayGap(fiveWeeks, addDays(TODAY, -35), YESTERDAY, 1)).toBeNull();
    // Ten habits give one Monday ten habit-days; it is still one Monday, not a pattern.
    const ten = Array.from({ length: 10 }, (_, i) => daily(`h${i}`));
    const oneWeek = inputOf(
      ten,
      Object.fromEntries(
        ten.map((h) => [h.id, history(7, (_i, date) => (dayOfWeek(date) === 1 ? 'done' : 'missed'))]),
      ),
      TODAY,
    );
    expect(weekdayGap(oneWeek, addDays(TODAY, -7), YESTERDAY, 1)).toBeNull();
    // Three weeks of the same: now it is one.
    const threeWeeks = inputOf(
      ten,
      Object.fromEntries(
        ten.map((h) => [h.id, history(21, (_i, date) => (dayOfWeek(date) === 1 ? 'done' : 'missed'))]),
      ),
      TODAY,
    );
    expect(weekdayGap(threeWeeks, addDays(TODAY, -21), YESTERDAY, 1)?.best.label).toBe('Monday');
    const even = inputOf([daily('a')], { a: history(56, () => 'done') }, TODAY);
    expect(weekdayGap(even, start, YESTERDAY, 1)).toBeNull();
  });
});

describe('strongestPair', () => {
  const start = addDays(TODAY, -28);

  it('finds the habit done much more often on the days another was done', () => {
    // A every other day; B on 12 of A's 14 days and on 4 of the other 14.
    const input = inputOf(
      [daily('a'), daily('b')],
      {
        a: history(28, doneEvery(2)),
        b: history(28, (i) => (i % 2 === 0 ? (i < 24 ? 'done' : 'missed') : i < 8 ? 'done' : 'missed')),
      },
      TODAY,
    );
    const pair = strongestPair(input, start, YESTERDAY);
    // Read the other way the lift is larger: on B's 16 days A was done 12 times (75%), on the
    // other 12 days twice (17%): 58 points against A→B's 57.
    expect(pair).toMatchObject({ lead: { id: 'b' }, follower: { id: 'a' }, withDays: 16, withoutDays: 12 });
    expect(pair?.withRate).toBeCloseTo(12 / 16);
    expect(pair?.withoutRate).toBeCloseTo(2 / 12);
  });

  it('needs 7 days on each side and a lift of 30 points', () => {
    const fewMisses = inputOf(
      [daily('a'), daily('b')],
      {
        a: history(28, (i) => (i < 22 ? 'done' : 'missed')),
        b: history(28, (i) => (i < 22 ? 'done' : 'missed')),
      },
      TODAY,
    );
    expect(strongestPair(fewMisses, start, YESTERDAY)).toBeNull();
    const weak = inputOf(
      [daily('a'), daily('b')],
      {
        a: history(28, doneEvery(2)),
        b: history(28, (i) => (i % 2 === 0 ? (i < 16 ? 'done' : 'missed') : i < 12 ? 'done' : 'missed')),
      },
      TODAY,
    );
    expect(strongestPair(weak, start, YESTERDAY)).toBeNull();
  });

  it('reads only days both were due', () => {
    const weekdays = habit({ id: 'w', name: 'W', scheduleDays: [1, 2, 3, 4, 5] });
    const input = inputOf(
      [weekdays, daily('a')],
      {
        w: history(28, doneEvery(2)),
        a: history(28, doneEvery(2)),
      },
      TODAY,
    );
    const pair = strongestPair(input, start, YESTERDAY);
    expect(pair).not.toBeNull();
    expect((pair?.withDays ?? 0) + (pair?.withoutDays ?? 0)).toBe(20);
  });
});

/** `days` days ending yesterday, each done with the chance `chance(i, date)` from a seeded generator. */
function randomHistory(
  random: () => number,
  days: number,
  chance: (i: number, date: DateKey) => number,
): AnalyticsEntry[] {
  return history(days, (i, date) => (random() < chance(i, date) ? 'done' : 'missed'));
}

describe('strongestPair on real and made-up patterns', () => {
  it('finds B done on 90% of A’s days against 20% of the others, over 60 days, among noise habits', () => {
    let found = 0;
    for (let seed = 1; seed <= 50; seed += 1) {
      const random = seededRandom(seed);
      const a = randomHistory(random, 60, () => 0.5);
      const aDone = new Set(a.filter((e) => e.completed).map((e) => e.date));
      const input = inputOf(
        [daily('a'), daily('b'), daily('c'), daily('d')],
        {
          a,
          b: randomHistory(random, 60, (_i, date) => (aDone.has(date) ? 0.9 : 0.2)),
          c: randomHistory(random, 60, () => 0.5),
          d: randomHistory(random, 60, () => 0.5),
        },
        TODAY,
      );
      const pair = strongestPair(input, addDays(TODAY, -60), YESTERDAY);
      if (pair && [pair.lead.id, pair.follower.id].sort().join() === 'a,b') found += 1;
    }
    expect(found).toBeGreaterThanOrEqual(48);
  });

  it('leaves out days with nothing logged: two unrelated habits and a day off the app every third day', () => {
    // A is missed every tenth day, B every tenth day five days later: on the days the app was opened
    // they are unrelated. Every third day nothing at all is logged.
    const opened = (i: number) => i % 3 !== 2;
    const input = inputOf(
      [daily('a'), daily('b')],
      {
        a: history(60, (i) => (!opened(i) ? null : i % 10 === 1 ? 'missed' : 'done')),
        b: history(60, (i) => (!opened(i) ? null : i % 10 === 6 ? 'missed' : 'done')),
      },
      TODAY,
    );
    const start = addDays(TODAY, -60);
    expect(strongestPair(input, start, YESTERDAY)).toBeNull();
    expect(computeSuggestions(input, start, TODAY, 1).suggestions.map((s) => s.kind)).not.toContain(
      'habit-pair',
    );
    expect(loggedDays(input, start, YESTERDAY).reduce((sum, day) => sum + day, 0)).toBe(40);
    // Had those days been written down as missed for both, the link would be real, and found.
    const written = inputOf(
      [daily('a'), daily('b')],
      {
        a: history(60, (i) => (!opened(i) || i % 10 === 1 ? 'missed' : 'done')),
        b: history(60, (i) => (!opened(i) || i % 10 === 6 ? 'missed' : 'done')),
      },
      TODAY,
    );
    expect(strongestPair(written, start, YESTERDAY)).not.toBeNull();
  });

  it('gives a tie in lift and days to the habits’ order', () => {
    const input = inputOf(
      [daily('a'), daily('b')],
      { a: history(28, doneEvery(2)), b: history(28, doneEvery(2)) },
      TODAY,
    );
    expect(strongestPair(input, addDays(TODAY, -28), YESTERDAY)).toMatchObject({
      lead: { id: 'a' },
      follower: { id: 'b' },
      withRate: 1,
      withoutRate: 0,
    });
  });

  it('claims nothing from habits that have no check-ins at all', () => {
    const input = inputOf([daily('a'), daily('b'), daily('c')], {}, TODAY);
    const report = computeSuggestions(input, addDays(TODAY, -30), TODAY, 1);
    expect(report).toEqual({ suggestions: [], daysMeasured: 30 });
  });
});

describe('weekdayGap on real and made-up patterns', () => {
  it('finds a weekday at 90% against 30% on the others, over 8 weeks of three habits', () => {
    let found = 0;
    for (let seed = 1; seed <= 50; seed += 1) {
      const random = seededRandom(seed);
      const chance = (_i: number, date: DateKey) => (dayOfWeek(date) === 3 ? 0.9 : 0.3);
      const input = inputOf(
        [daily('a'), daily('b'), daily('c')],
        {
          a: randomHistory(random, 56, chance),
          b: randomHistory(random, 56, chance),
          c: randomHistory(random, 56, chance),
        },
        TODAY,
      );
      if (weekdayGap(input, addDays(TODAY, -56), YESTERDAY, 1)?.best.label === 'Wednesday') found += 1;
    }
    expect(found).toBeGreaterThanOrEqual(48);
  });

  it('counts a day once however many habits it has: one bad day per week of ten habits is not a pattern', () => {
    // Ten habits, all done or all missed together, on random days: the habit-days look like 40 per
    // weekday, but there are only 4 dates each, and the weekday test counts dates.
    const random = seededRandom(5);
    const ten = Array.from({ length: 10 }, (_, i) => daily(`h${i}`));
    const days = Array.from({ length: 28 }, () => random() < 0.5);
    const input = inputOf(
      ten,
      Object.fromEntries(ten.map((h) => [h.id, history(28, (i) => (days[i] ? 'done' : 'missed'))])),
      TODAY,
    );
    expect(weekdayGap(input, addDays(TODAY, -28), YESTERDAY, 1)).toBeNull();
  });

  it('leaves out days with nothing logged', () => {
    // Done on weekdays, nothing logged at the weekend (the app not opened): no weekday is weak.
    const input = inputOf(
      [daily('a'), daily('b')],
      {
        a: history(56, (_i, date) => (dayOfWeek(date) % 6 === 0 ? null : 'done')),
        b: history(56, (_i, date) => (dayOfWeek(date) % 6 === 0 ? null : 'done')),
      },
      TODAY,
    );
    expect(weekdayGap(input, addDays(TODAY, -56), YESTERDAY, 1)).toBeNull();
  });
});
