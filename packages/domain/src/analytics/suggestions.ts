import { addDays, type DateKey, dayOfWeek, daysBetween, maxKey, minKey } from '../dates';
import { weekdaySet } from '../schedule';
import { computeStreaks, streakWindowStart } from '../streaks';
import { forEachDueDay } from './due-days';
import type { AnalyticsInput } from './types';
import { WEEKDAY_NAMES, weekdaysFrom } from './weekdays';

/**
 * Suggestions computed from the person's own check-ins (issue 27: the landing page's promise of
 * "suggestions from your own data", made true without any model). Each kind is offered only when the
 * data carries it: enough days behind every rate, and a gap large enough to be worth saying, so a
 * pattern is never claimed from three days.
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
};

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
    if (habit.firstDay > today || !weekdaySet(habit.scheduleDays)[weekday]) return;
    const entries = input.entries.get(habit.id);
    const todays = entries?.get(today);
    if (todays?.completed || todays?.skipped) return;
    const { current } = computeStreaks({
      scheduleDays: habit.scheduleDays,
      record: (day) => entries?.get(day),
      today,
      firstDay: streakWindowStart(habit.firstDay, today),
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
 * Neither is named unless at least two habits are measured and they differ by the rule's gap.
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
  return { strongest, weakest };
}

/**
 * All habits together, per weekday; only weekdays with enough habit-days due, on enough different
 * dates, are compared; ties go
 * to the earlier day in the person's week, and the pair is named only when the gap is large enough.
 */
export function weekdayGap(
  input: AnalyticsInput,
  start: DateKey,
  last: DateKey,
  weekStartsOn: number,
  rules: SuggestionRules = SUGGESTION_RULES,
): Extract<Suggestion, { kind: 'weekdays' }> | null {
  const due = new Array<number>(7).fill(0);
  const completed = new Array<number>(7).fill(0);
  const dates = Array.from({ length: 7 }, () => new Set<DateKey>());
  for (const habit of input.habits) {
    forEachDueDay(habit, input.entries.get(habit.id), start, last, input.today, (day, weekday, done) => {
      due[weekday] = (due[weekday] ?? 0) + 1;
      dates[weekday]?.add(day);
      if (done) completed[weekday] = (completed[weekday] ?? 0) + 1;
    });
  }
  let best: WeekdayMeasure | null = null;
  let weakest: WeekdayMeasure | null = null;
  for (const weekday of weekdaysFrom(weekStartsOn)) {
    const dayDue = due[weekday] ?? 0;
    if (dayDue < rules.minWeekdayDue || (dates[weekday]?.size ?? 0) < rules.minWeekdayDates) continue;
    const dayCompleted = completed[weekday] ?? 0;
    const row: WeekdayMeasure = {
      weekday,
      label: WEEKDAY_NAMES[weekday] ?? '',
      due: dayDue,
      completed: dayCompleted,
      rate: dayCompleted / dayDue,
    };
    if (best === null || row.rate > best.rate) best = row;
    if (weakest === null || row.rate < weakest.rate) weakest = row;
  }
  if (!best || !weakest || best.weekday === weakest.weekday) return null;
  if (!reaches(best.rate - weakest.rate, rules.minWeekdayGap)) return null;
  return { kind: 'weekdays', best, weakest };
}

/**
 * The pair (A, B) where B is done much more often on days A was done than on days A was missed,
 * counting only days both were due. Each side needs the rule's number of days, so "80% against 40%"
 * never rests on a handful. The largest lift wins; ties go to more days, then to the habits' order.
 */
export function strongestPair(
  input: AnalyticsInput,
  start: DateKey,
  last: DateKey,
  rules: SuggestionRules = SUGGESTION_RULES,
): Extract<Suggestion, { kind: 'habit-pair' }> | null {
  if (last < start) return null;
  const length = daysBetween(start, last) + 1;
  // 0: not due, 1: missed, 2: done, per day of the range.
  const states = input.habits.map((habit) => {
    const state = new Uint8Array(length);
    forEachDueDay(habit, input.entries.get(habit.id), start, last, input.today, (_d, _w, done, i) => {
      state[i] = done ? 2 : 1;
    });
    return state;
  });
  let found: Extract<Suggestion, { kind: 'habit-pair' }> | null = null;
  let foundLift = 0;
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
      const withRate = withDone / withDays;
      const withoutRate = withoutDone / withoutDays;
      const lift = withRate - withoutRate;
      if (!reaches(lift, rules.minPairLift)) continue;
      const better =
        found === null ||
        lift > foundLift ||
        (lift === foundLift && withDays + withoutDays > found.withDays + found.withoutDays);
      if (better) {
        found = {
          kind: 'habit-pair',
          lead: { id: lead.id, name: lead.name },
          follower: { id: follower.id, name: follower.name },
          withRate,
          withDays,
          withoutRate,
          withoutDays,
        };
        foundLift = lift;
      }
    }
  }
  return found;
}

/** The first day suggestions can use: the range start, or the earliest habit's first day if later. */
export function suggestionsStart(input: AnalyticsInput, start: DateKey): DateKey {
  let earliest: DateKey | null = null;
  for (const habit of input.habits)
    earliest = earliest === null ? habit.firstDay : minKey(earliest, habit.firstDay);
  return earliest === null ? start : maxKey(start, earliest);
}
