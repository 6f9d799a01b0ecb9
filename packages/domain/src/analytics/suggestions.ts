import { addDays, type DateKey, dayOfWeek, daysBetween, maxKey, minKey } from '../dates';
import { keptRecord } from '../limits';
import { isPausedOn } from '../pauses';
import { weekdaySet } from '../schedule';
import { computeStreaks, streakWindowStart } from '../streaks';
import { forEachDueDay } from './due-days';
import { fisherGreater, fisherTwoSided, seededRandom, shuffleInPlace } from './significance';
import type { AnalyticsInput } from './types';
import { WEEKDAY_NAMES, weekdaysFrom } from './weekdays';

/**
 * Suggestions computed from the person's own check-ins (issue 27: the landing page's promise of
 * "suggestions from your own data", made true without any model). Each kind is offered only when the
 * data carries it: enough days behind every rate, and a gap large enough to be worth saying, so a
 * pattern is never claimed from three days.
 *
 * A pattern (weekdays, habits, habits done on the same days) is also named only when it passes a
 * significance test corrected for the number of comparisons made: five habits give twenty ordered
 * pairs and seven weekdays, and with that many looks chance alone produces a 30-point gap in a month
 * most of the time. The tests are exact (Fisher) or by permutation, so small counts are safe.
 *
 * Days on which nothing at all was logged (no entry for any habit) are left out of the weekday and
 * pair comparisons: a day the app was not opened says nothing about which habits go together, and
 * counting it as "everything missed" makes any two habits look linked.
 *
 * Rates stop at yesterday: today is still open, and counting it as missed would make every habit
 * look weaker in the morning than in the evening.
 */

export interface SuggestionRules {
  /** A weekday is compared only with at least this many habit-days due on it… */
  minWeekdayDue: number;
  /** …spread over at least this many dates (one Monday with ten habits is still one Monday). */
  minWeekdayDates: number;
  /** Best and weakest weekday must differ by at least this much (0..1) to be named. */
  minWeekdayGap: number;
  /** A habit is compared only with at least this many due days. */
  minHabitDue: number;
  /** Strongest and weakest habit must differ by at least this much to be named. */
  minHabitGap: number;
  /** A streak of at least this many days is worth warning about. */
  minStreakAtRisk: number;
  /** A pair needs at least this many days with A done and as many with A missed (B due on both). */
  minPairDaysEachSide: number;
  /** How much more often B is done on A's days than on the others, to be named. */
  minPairLift: number;
  /** How many streaks at risk are listed at most (longest first). */
  maxStreaksAtRisk: number;
  /**
   * The chance of naming a pattern where there is none, for each kind, after correcting for the
   * number of comparisons (Bonferroni for habits and pairs; the weekday test is one test of the
   * largest gap, so it needs none).
   */
  significance: number;
  /** Shuffles in the weekday permutation test (p is at best 1 / (this + 1)). */
  weekdayPermutations: number;
}

export const SUGGESTION_RULES: SuggestionRules = {
  minWeekdayDue: 6,
  minWeekdayDates: 3,
  minWeekdayGap: 0.2,
  minHabitDue: 10,
  minHabitGap: 0.2,
  minStreakAtRisk: 3,
  minPairDaysEachSide: 7,
  minPairLift: 0.3,
  maxStreaksAtRisk: 3,
  significance: 0.01,
  weekdayPermutations: 999,
};

/** A fixed seed: the same check-ins always give the same suggestions (no flicker between renders). */
const PERMUTATION_SEED = 27;

export interface HabitRef {
  id: string;
  name: string;
}

export interface MeasuredRate {
  /** completed / due, 0..1. */
  rate: number;
  due: number;
  completed: number;
}

export interface WeekdayMeasure extends MeasuredRate {
  weekday: number;
  label: string;
}

export type Suggestion =
  | { kind: 'streak-at-risk'; habit: HabitRef; streak: number }
  | { kind: 'weekdays'; best: WeekdayMeasure; weakest: WeekdayMeasure }
  | { kind: 'weakest-habit'; habit: HabitRef & MeasuredRate }
  | { kind: 'strongest-habit'; habit: HabitRef & MeasuredRate }
  | {
      kind: 'habit-pair';
      /** On days `lead` was done, `follower` was done `withRate` of the time; on the others `withoutRate`. */
      lead: HabitRef;
      follower: HabitRef;
      withRate: number;
      withDays: number;
      withoutRate: number;
      withoutDays: number;
    };

export type SuggestionKind = Suggestion['kind'];

/** gap >= min, without 0.7 - 0.5 = 0.19999… falling short of 0.2. */
function reaches(gap: number, min: number): boolean {
  return gap + 1e-9 >= min;
}

export interface SuggestionReport {
  suggestions: Suggestion[];
  /** Days with a rate behind them (start..yesterday); the empty state says how much there is. */
  daysMeasured: number;
}

/**
 * Streaks at risk first (they can still be saved today), then what to work on, then the patterns,
 * then what goes well. Within each kind the order is the rule's own.
 */
export function computeSuggestions(
  input: AnalyticsInput,
  start: DateKey,
  end: DateKey,
  weekStartsOn: number,
  rules: SuggestionRules = SUGGESTION_RULES,
): SuggestionReport {
  const last = minKey(end, addDays(input.today, -1));
  const first = suggestionsStart(input, start);
  const daysMeasured = input.habits.length === 0 || last < first ? 0 : daysBetween(first, last) + 1;
  const habits = habitRates(input, start, last, rules);
  const suggestions: Suggestion[] = [...streaksAtRisk(input, rules)];
  const weakest = habits.weakest;
  if (weakest) suggestions.push({ kind: 'weakest-habit', habit: weakest });
  const weekdays = weekdayGap(input, start, last, weekStartsOn, rules);
  if (weekdays) suggestions.push(weekdays);
  const pair = strongestPair(input, start, last, rules);
  if (pair) suggestions.push(pair);
  if (habits.strongest) suggestions.push({ kind: 'strongest-habit', habit: habits.strongest });
  return { suggestions, daysMeasured };
}

/**
 * Habits due today, not done or skipped yet, whose streak so far is at least the rule's length;
 * longest first, ties in the habits' order.
 */
export function streaksAtRisk(
  input: AnalyticsInput,
  rules: SuggestionRules = SUGGESTION_RULES,
): Extract<Suggestion, { kind: 'streak-at-risk' }>[] {
  const today = input.today;
  const weekday = dayOfWeek(today);
  const found: { habit: HabitRef; streak: number; order: number }[] = [];
  input.habits.forEach((habit, order) => {
    // A paused habit is not due: its streak is safe today (issue 30).
    if (habit.firstDay > today || !weekdaySet(habit.scheduleDays)[weekday]) return;
    if (habit.pauses && isPausedOn(habit.pauses, today, weekday)) return;
    const entries = input.entries.get(habit.id);
    const record = keptRecord(habit.limit, (day) => entries?.get(day));
    const todays = record(today);
    if (todays?.completed || todays?.skipped) return;
    const { current } = computeStreaks({
      scheduleDays: habit.scheduleDays,
      record,
      today,
      firstDay: streakWindowStart(habit.firstDay, today),
      pauses: habit.pauses,
    });
    if (current >= rules.minStreakAtRisk)
      found.push({ habit: { id: habit.id, name: habit.name }, streak: current, order });
  });
  found.sort((a, b) => b.streak - a.streak || a.order - b.order);
  return found
    .slice(0, rules.maxStreaksAtRisk)
    .map(({ habit, streak }) => ({ kind: 'streak-at-risk' as const, habit, streak }));
}

interface HabitExtremes {
  strongest: (HabitRef & MeasuredRate) | null;
  weakest: (HabitRef & MeasuredRate) | null;
}

/**
 * Among habits with enough due days, the highest and lowest rate; ties go to the habit listed first.
 * Neither is named unless at least two habits are measured, they differ by the rule's gap, and the
 * difference passes a two-sided Fisher test at the rule's level divided by the number of habit pairs
 * (Bonferroni: the highest and lowest were picked out of all of them). Every day a habit was due
 * counts here, logged or not, as in the rest of the page: this compares habits, not days.
 */
export function habitRates(
  input: AnalyticsInput,
  start: DateKey,
  last: DateKey,
  rules: SuggestionRules = SUGGESTION_RULES,
): HabitExtremes {
  const measured: (HabitRef & MeasuredRate)[] = [];
  for (const habit of input.habits) {
    let due = 0;
    let completed = 0;
    forEachDueDay(habit, input.entries.get(habit.id), start, last, input.today, (_d, _w, done) => {
      due += 1;
      if (done) completed += 1;
    });
    if (due >= rules.minHabitDue)
      measured.push({ id: habit.id, name: habit.name, due, completed, rate: completed / due });
  }
  if (measured.length < 2) return { strongest: null, weakest: null };
  let strongest = measured[0] as HabitRef & MeasuredRate;
  let weakest = strongest;
  for (const habit of measured) {
    if (habit.rate > strongest.rate) strongest = habit;
    if (habit.rate < weakest.rate) weakest = habit;
  }
  if (!reaches(strongest.rate - weakest.rate, rules.minHabitGap)) return { strongest: null, weakest: null };
  const comparisons = (measured.length * (measured.length - 1)) / 2;
  const p = fisherTwoSided({
    withDone: strongest.completed,
    withDays: strongest.due,
    withoutDone: weakest.completed,
    withoutDays: weakest.due,
  });
  if (p > rules.significance / comparisons) return { strongest: null, weakest: null };
  return { strongest, weakest };
}

/**
 * Whether anything at all was logged on each day of start..last (an entry of any kind, done, missed
 * or skipped, for any habit). A day with nothing logged is most often a day the app was not opened:
 * it says nothing about weekdays or about habits going together, so those comparisons leave it out.
 */
export function loggedDays(input: AnalyticsInput, start: DateKey, last: DateKey): Uint8Array {
  if (last < start) return new Uint8Array(0);
  const length = daysBetween(start, last) + 1;
  const logged = new Uint8Array(length);
  for (const habit of input.habits) {
    const entries = input.entries.get(habit.id);
    if (!entries) continue;
    for (const date of entries.keys()) {
      if (date < start || date > last) continue;
      logged[daysBetween(start, date)] = 1;
    }
  }
  return logged;
}

interface WeekdayDate {
  weekday: number;
  due: number;
  completed: number;
}

/** Largest minus smallest pooled rate over the given weekday slots. */
function weekdaySpread(
  slots: readonly number[],
  dates: readonly WeekdayDate[],
  ends: readonly number[],
): number {
  let max = -1;
  let min = 2;
  let from = 0;
  for (let s = 0; s < slots.length; s += 1) {
    const to = ends[s] ?? from;
    let due = 0;
    let completed = 0;
    for (let i = from; i < to; i += 1) {
      due += dates[i]?.due ?? 0;
      completed += dates[i]?.completed ?? 0;
    }
    from = to;
    const rate = due === 0 ? 0 : completed / due;
    if (rate > max) max = rate;
    if (rate < min) min = rate;
  }
  return max - min;
}

/**
 * All habits together, per weekday, on logged days only; only weekdays with enough habit-days due,
 * on enough different dates, are compared; ties go to the earlier day in the person's week. The best
 * and weakest are named only when the gap is large enough and a permutation test says it is more
 * than chance: the dates' weekday labels are shuffled (each date keeps its own habits together, so a
 * good or bad day counts once, not once per habit) and the gap must be larger than in all but the
 * rule's share of shuffles. Testing the largest gap itself covers all seven weekdays at once.
 */
export function weekdayGap(
  input: AnalyticsInput,
  start: DateKey,
  last: DateKey,
  weekStartsOn: number,
  rules: SuggestionRules = SUGGESTION_RULES,
): Extract<Suggestion, { kind: 'weekdays' }> | null {
  if (last < start) return null;
  const logged = loggedDays(input, start, last);
  const byDate = new Map<number, WeekdayDate>();
  for (const habit of input.habits) {
    forEachDueDay(habit, input.entries.get(habit.id), start, last, input.today, (_day, weekday, done, i) => {
      if (!logged[i]) return;
      const date = byDate.get(i) ?? { weekday, due: 0, completed: 0 };
      date.due += 1;
      if (done) date.completed += 1;
      byDate.set(i, date);
    });
  }
  const rows: WeekdayMeasure[] = [];
  const counted: number[] = [];
  for (const weekday of weekdaysFrom(weekStartsOn)) {
    let due = 0;
    let completed = 0;
    let dates = 0;
    for (const date of byDate.values()) {
      if (date.weekday !== weekday) continue;
      dates += 1;
      due += date.due;
      completed += date.completed;
    }
    if (due < rules.minWeekdayDue || dates < rules.minWeekdayDates) continue;
    rows.push({ weekday, label: WEEKDAY_NAMES[weekday] ?? '', due, completed, rate: completed / due });
    counted.push(weekday);
  }
  let best: WeekdayMeasure | null = null;
  let weakest: WeekdayMeasure | null = null;
  for (const row of rows) {
    if (best === null || row.rate > best.rate) best = row;
    if (weakest === null || row.rate < weakest.rate) weakest = row;
  }
  if (!best || !weakest || best.weekday === weakest.weekday) return null;
  const gap = best.rate - weakest.rate;
  if (!reaches(gap, rules.minWeekdayGap)) return null;

  // The compared weekdays' dates, grouped by weekday; a shuffle deals them back out in the same sizes.
  const dates: WeekdayDate[] = [];
  const ends: number[] = [];
  for (const weekday of counted) {
    for (const date of byDate.values()) if (date.weekday === weekday) dates.push(date);
    ends.push(dates.length);
  }
  const random = seededRandom(PERMUTATION_SEED);
  // Once this many shuffles reach the gap, p is past the rule's level whatever the rest give: stop.
  const enough = Math.floor(rules.significance * (rules.weekdayPermutations + 1));
  let asLarge = 0;
  for (let round = 0; round < rules.weekdayPermutations && asLarge < enough; round += 1) {
    shuffleInPlace(dates, random);
    if (weekdaySpread(counted, dates, ends) >= gap - 1e-9) asLarge += 1;
  }
  const p = (asLarge + 1) / (rules.weekdayPermutations + 1);
  if (p > rules.significance) return null;
  return { kind: 'weekdays', best, weakest };
}

/**
 * The pair (A, B) where B is done much more often on days A was done than on days A was missed,
 * counting only logged days both were due. Each side needs the rule's number of days, so "80% against
 * 40%" never rests on a handful; the lift must reach the rule's minimum, and a one-sided Fisher test
 * must pass at the rule's level divided by the number of ordered pairs compared (Bonferroni). Among
 * the pairs that pass, the largest lift wins; ties go to more days, then to the habits' order.
 */
export function strongestPair(
  input: AnalyticsInput,
  start: DateKey,
  last: DateKey,
  rules: SuggestionRules = SUGGESTION_RULES,
): Extract<Suggestion, { kind: 'habit-pair' }> | null {
  if (last < start) return null;
  const length = daysBetween(start, last) + 1;
  const logged = loggedDays(input, start, last);
  // 0: not due or nothing logged that day, 1: missed, 2: done, per day of the range.
  const states = input.habits.map((habit) => {
    const state = new Uint8Array(length);
    forEachDueDay(habit, input.entries.get(habit.id), start, last, input.today, (_d, _w, done, i) => {
      if (logged[i]) state[i] = done ? 2 : 1;
    });
    return state;
  });
  const candidates: Extract<Suggestion, { kind: 'habit-pair' }>[] = [];
  const pValues: number[] = [];
  for (let i = 0; i < input.habits.length; i += 1) {
    for (let j = 0; j < input.habits.length; j += 1) {
      const lead = input.habits[i];
      const follower = input.habits[j];
      const a = states[i];
      const b = states[j];
      if (i === j || !lead || !follower || !a || !b) continue;
      let withDays = 0;
      let withDone = 0;
      let withoutDays = 0;
      let withoutDone = 0;
      for (let day = 0; day < length; day += 1) {
        const x = a[day];
        const y = b[day];
        if (!x || !y) continue;
        if (x === 2) {
          withDays += 1;
          if (y === 2) withDone += 1;
        } else {
          withoutDays += 1;
          if (y === 2) withoutDone += 1;
        }
      }
      if (withDays < rules.minPairDaysEachSide || withoutDays < rules.minPairDaysEachSide) continue;
      candidates.push({
        kind: 'habit-pair',
        lead: { id: lead.id, name: lead.name },
        follower: { id: follower.id, name: follower.name },
        withRate: withDone / withDays,
        withDays,
        withoutRate: withoutDone / withoutDays,
        withoutDays,
      });
      pValues.push(fisherGreater({ withDone, withDays, withoutDone, withoutDays }));
    }
  }
  // Every ordered pair with enough days was looked at, so every one counts in the correction.
  const level = rules.significance / Math.max(1, candidates.length);
  let found: Extract<Suggestion, { kind: 'habit-pair' }> | null = null;
  candidates.forEach((pair, index) => {
    const lift = pair.withRate - pair.withoutRate;
    if (!reaches(lift, rules.minPairLift) || (pValues[index] ?? 1) > level) return;
    const better =
      found === null ||
      lift > found.withRate - found.withoutRate + 1e-12 ||
      (Math.abs(lift - (found.withRate - found.withoutRate)) <= 1e-12 &&
        pair.withDays + pair.withoutDays > found.withDays + found.withoutDays);
    if (better) found = pair;
  });
  return found;
}

/** The first day suggestions can use: the range start, or the earliest habit's first day if later. */
export function suggestionsStart(input: AnalyticsInput, start: DateKey): DateKey {
  let earliest: DateKey | null = null;
  for (const habit of input.habits)
    earliest = earliest === null ? habit.firstDay : minKey(earliest, habit.firstDay);
  return earliest === null ? start : maxKey(start, earliest);
}
