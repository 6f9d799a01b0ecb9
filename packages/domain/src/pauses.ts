import { addDays, type DateKey, dayOfWeek, forEachDay, isDateKey } from './dates';
import { isScheduled, weekdaySet } from './schedule';

/**
 * Pauses (issue 30): days a habit is neither due nor missed. A streak passes through them without
 * breaking and without counting them, rates leave them out, reminders stay silent, and a group
 * counts them against nobody. Every number asks the one question here, `isPausedOn`.
 */

/** Days a habit, or every habit, rests: `from` through `until` (both included), or on with no end. */
export interface PauseSpan {
  from: DateKey;
  /** The last paused day; null for "until I'm back". */
  until: DateKey | null;
}

/** Which weekend of a month a planned rest falls on: the first to the fourth, or the last. */
export const MONTHLY_WEEKENDS = [1, 2, 3, 4, -1] as const;
export type MonthlyWeekend = (typeof MONTHLY_WEEKENDS)[number];

/**
 * Rest days planned ahead, repeating: some weekdays of every week (every Sunday off the gym), or one
 * weekend a month (its Saturday and the Sunday after it, which may fall in the next month).
 */
export type RestRule =
  | { kind: 'weekly'; weekdays: number[] }
  | { kind: 'monthly-weekend'; weekend: MonthlyWeekend };

/** A habit's pauses: its own and those of everything, merged (`mergePausePlans`). */
export interface PausePlan {
  spans: readonly PauseSpan[];
  rest: readonly RestRule[];
}

export const NO_PAUSES: Readonly<PausePlan> = Object.freeze({ spans: [], rest: [] });

/** How many pauses and rest rules one habit (or everything) may hold. */
export const PAUSE_LIMITS = { spans: 100, rest: 10 } as const;

export const PAUSE_MESSAGES = {
  invalidDate: 'Dates are written YYYY-MM-DD',
  endsBeforeStart: 'A pause cannot end before it starts',
  noWeekday: 'Pick at least one day to rest on',
  invalidWeekday: 'Days of the week are 0 (Sunday) to 6 (Saturday)',
  invalidWeekend: 'Pick the first, second, third, fourth or last weekend',
  tooManySpans: `A habit can hold at most ${PAUSE_LIMITS.spans} pauses`,
  tooManyRules: `A habit can hold at most ${PAUSE_LIMITS.rest} planned rests`,
} as const;

/** What is wrong with a pause, or null: the form and the server say the same words. */
export function pauseSpanProblem(span: { from: unknown; until: unknown }): string | null {
  if (!isDateKey(span.from) || (span.until !== null && !isDateKey(span.until)))
    return PAUSE_MESSAGES.invalidDate;
  if (span.until !== null && span.until < span.from) return PAUSE_MESSAGES.endsBeforeStart;
  return null;
}

/** What is wrong with a planned rest, or null. */
export function restRuleProblem(rule: RestRule): string | null {
  if (rule.kind === 'weekly') {
    if (rule.weekdays.length === 0) return PAUSE_MESSAGES.noWeekday;
    if (!rule.weekdays.every((day) => Number.isInteger(day) && day >= 0 && day <= 6))
      return PAUSE_MESSAGES.invalidWeekday;
    return null;
  }
  return MONTHLY_WEEKENDS.includes(rule.weekend) ? null : PAUSE_MESSAGES.invalidWeekend;
}

/** A habit's own pauses together with those that pause everything. */
export function mergePausePlans(...plans: readonly PausePlan[]): PausePlan {
  if (plans.length === 1 && plans[0]) return plans[0];
  return { spans: plans.flatMap((plan) => plan.spans), rest: plans.flatMap((plan) => plan.rest) };
}

function inSpan(span: PauseSpan, date: DateKey): boolean {
  return date >= span.from && (span.until === null || date <= span.until);
}

/** The day of the month (1–31) of a month's `weekend`-th Saturday. */
function saturdayOf(year: number, month: number, weekend: MonthlyWeekend): number {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const firstSaturday = 1 + ((6 - firstWeekday + 7) % 7);
  if (weekend !== -1) return firstSaturday + 7 * (weekend - 1);
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return firstSaturday + 7 * Math.floor((length - firstSaturday) / 7);
}

function isRestDay(rule: RestRule, date: DateKey, weekday: number): boolean {
  if (rule.kind === 'weekly') return rule.weekdays.includes(weekday);
  if (weekday !== 6 && weekday !== 0) return false;
  // A Sunday belongs to the weekend of the Saturday before it, in whichever month that falls.
  const saturday = weekday === 6 ? date : addDays(date, -1);
  const year = Number(saturday.slice(0, 4));
  const month = Number(saturday.slice(5, 7));
  return Number(saturday.slice(8, 10)) === saturdayOf(year, month, rule.weekend);
}

/** Whether `date` is paused: inside a pause, or a planned rest day. `weekday` saves a lookup in loops. */
export function isPausedOn(plan: PausePlan, date: DateKey, weekday = dayOfWeek(date)): boolean {
  for (const span of plan.spans) if (inSpan(span, date)) return true;
  for (const rule of plan.rest) if (isRestDay(rule, date, weekday)) return true;
  return false;
}

/** The paused-day test for a number's loop; undefined when nothing is ever paused, so loops skip it. */
export function pausedLookup(
  plan: PausePlan | undefined,
): ((date: DateKey, weekday: number) => boolean) | undefined {
  if (!plan || (plan.spans.length === 0 && plan.rest.length === 0)) return undefined;
  return (date, weekday) => isPausedOn(plan, date, weekday);
}

/**
 * The pause a person is in on `date`, as the group and the Today list say it: "paused until …" with
 * the last paused day of the stretch (pauses that touch or overlap count as one), or open-ended.
 * Planned rest days are not "a pause": they are the habit's rhythm, and say nothing about coming back.
 */
export function pauseCovering(plan: PausePlan, date: DateKey): { until: DateKey | null } | null {
  if (!plan.spans.some((span) => inSpan(span, date))) return null;
  let until: DateKey = date;
  // Each step moves to the end of a pause that covers the day after the stretch so far.
  for (;;) {
    const after = addDays(until, 1);
    const next = plan.spans.find((span) => inSpan(span, after));
    if (!next) return { until };
    if (next.until === null) return { until: null };
    until = next.until;
  }
}

/**
 * One pause as a habit stores it: a stretch of days, or a planned rest. A habit keeps its pauses
 * in a map by id, each merged on its own clock (`pauses.<id>`), so a pause added on the phone and
 * another on the laptop both stay. A removed pause stays as null, so an older copy of it arriving
 * later cannot bring it back.
 */
export type PauseEntry =
  | { kind: 'span'; from: DateKey; until: DateKey | null }
  | { kind: 'rest'; rule: RestRule };

export type PauseMap = Record<string, PauseEntry | null>;

/** How many pauses one `habit.pause` carries (the wire's bound on a patch). */
export const PAUSES_PER_MUTATION = 20;

/** Ids of pauses: short, made on the device (a uuid fits). */
export const PAUSE_ID_PATTERN = '^[A-Za-z0-9-]{1,40}$';

/** The plan a habit's stored pauses make; rows stored before pauses existed have none. */
export function pausePlanOf(pauses: Readonly<PauseMap> | undefined): PausePlan {
  if (!pauses) return NO_PAUSES;
  const spans: PauseSpan[] = [];
  const rest: RestRule[] = [];
  for (const entry of Object.values(pauses)) {
    if (entry?.kind === 'span') spans.push({ from: entry.from, until: entry.until });
    else if (entry?.kind === 'rest') rest.push(entry.rule);
  }
  return spans.length === 0 && rest.length === 0 ? NO_PAUSES : { spans, rest };
}

/** What is wrong with a stored pause, or null. */
export function pauseEntryProblem(entry: PauseEntry): string | null {
  return entry.kind === 'span' ? pauseSpanProblem(entry) : restRuleProblem(entry.rule);
}

/** What is wrong with a habit's pauses as a whole (too many), or null. */
export function pauseMapProblem(pauses: Readonly<PauseMap>): string | null {
  const plan = pausePlanOf(pauses);
  if (plan.spans.length > PAUSE_LIMITS.spans) return PAUSE_MESSAGES.tooManySpans;
  if (plan.rest.length > PAUSE_LIMITS.rest) return PAUSE_MESSAGES.tooManyRules;
  return null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A pause read from a file (an export read back), or undefined when it is not one: the shapes of
 * PauseEntry, with their rules. A removed pause (null) reads as null.
 */
export function readPauseEntry(value: unknown): PauseEntry | null | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  let entry: PauseEntry | undefined;
  if (value.kind === 'span' && isDateKey(value.from) && (value.until === null || isDateKey(value.until))) {
    entry = { kind: 'span', from: value.from, until: value.until };
  } else if (value.kind === 'rest' && isObject(value.rule)) {
    const { rule } = value;
    if (rule.kind === 'weekly' && Array.isArray(rule.weekdays)) {
      entry = { kind: 'rest', rule: { kind: 'weekly', weekdays: [...new Set(rule.weekdays.map(Number))] } };
    } else if (rule.kind === 'monthly-weekend' && MONTHLY_WEEKENDS.includes(rule.weekend as MonthlyWeekend)) {
      entry = { kind: 'rest', rule: { kind: 'monthly-weekend', weekend: rule.weekend as MonthlyWeekend } };
    }
  }
  return entry && pauseEntryProblem(entry) === null ? entry : undefined;
}

/** Pauses read from a file: the valid ones under valid ids, as many as a habit may hold. */
export function readPauseMap(value: unknown): PauseMap {
  const pauses: PauseMap = {};
  if (!isObject(value)) return pauses;
  for (const [id, raw] of Object.entries(value)) {
    if (!new RegExp(PAUSE_ID_PATTERN).test(id)) continue;
    const entry = readPauseEntry(raw);
    if (entry !== undefined) pauses[id] = entry;
  }
  return pauseMapProblem(pauses) === null ? pauses : {};
}

/**
 * Whether a habit is due on a day: on its schedule and not paused. The question every list of
 * "today's habits" asks (the Today list, Complete All, reminders).
 */
export function isDueOn(
  habit: { scheduleDays: readonly number[]; pauses?: Readonly<PauseMap> },
  date: DateKey,
): boolean {
  return isScheduled(habit.scheduleDays, date) && !isPausedOn(pausePlanOf(habit.pauses), date);
}

/**
 * The days from `start` to `end` (both included) a habit is scheduled on but paused: the days a
 * rate leaves out of what was due. The server hands them to its figures' SQL as a list, so the
 * group's numbers follow this rule rather than a copy of it written in SQL.
 */
export function pausedScheduledDays(
  habit: { scheduleDays: readonly number[]; pauses?: Readonly<PauseMap> },
  start: DateKey,
  end: DateKey,
): DateKey[] {
  const isPaused = pausedLookup(pausePlanOf(habit.pauses));
  if (!isPaused) return [];
  const scheduled = weekdaySet(habit.scheduleDays);
  const days: DateKey[] = [];
  forEachDay(start, end, (day, weekday) => {
    if (scheduled[weekday] && isPaused(day, weekday)) days.push(day);
  });
  return days;
}

/**
 * Paused days as a pause map of their own (one span per run of consecutive days, keyed by its
 * first day): how a device that was told only the days (a member's mirror, issue 30) hands them
 * to the same rules (isDueOn, the streaks and the charts) as a habit's own pauses.
 */
export function pausesOfDays(days: readonly DateKey[]): PauseMap {
  const pauses: PauseMap = {};
  let run: { from: DateKey; until: DateKey } | null = null;
  for (const day of [...new Set(days)].sort()) {
    if (run && addDays(run.until, 1) === day) {
      run.until = day;
      continue;
    }
    if (run) pauses[run.from] = { kind: 'span', ...run };
    run = { from: day, until: day };
  }
  if (run) pauses[run.from] = { kind: 'span', ...run };
  return pauses;
}

/**
 * What resuming on `today` writes to a habit's pauses: the whole stretch of pause covering today
 * (pauses that touch count as one, as "paused until…" says) ends; a pause that began before today
 * ends yesterday, so the days already paused stay paused, and one from today on is removed. Empty
 * when today is not in a pause. Planned rests are the habit's rhythm and stay.
 */
export function resumedOn(pauses: Readonly<PauseMap> | undefined, today: DateKey): PauseMap {
  const stretch = pauseCovering(pausePlanOf(pauses), today);
  if (!stretch) return {};
  const ended: PauseMap = {};
  for (const [key, entry] of Object.entries(pauses ?? {})) {
    if (entry?.kind !== 'span') continue;
    const startsInStretch = stretch.until === null || entry.from <= stretch.until;
    if (!startsInStretch || (entry.until !== null && entry.until < today)) continue;
    ended[key] = entry.from < today ? { kind: 'span', from: entry.from, until: addDays(today, -1) } : null;
  }
  return ended;
}

/**
 * Whether a person is away as a group sees them (issue 30): every habit of theirs the group counts
 * is in a pause on their today, and until when they all are (the first of their ends; null when
 * none has one). Null when any of them is due, or there are none. A planned rest is the habit's
 * rhythm, not being away, and is not said.
 */
export function pausedTogether(
  habits: ReadonlyArray<Readonly<PauseMap> | null | undefined>,
  today: DateKey,
): { until: DateKey | null } | null {
  if (habits.length === 0) return null;
  let until: DateKey | null = null;
  for (const pauses of habits) {
    const covering = pauseCovering(pausePlanOf(pauses ?? undefined), today);
    if (!covering) return null;
    if (covering.until !== null && (until === null || covering.until < until)) until = covering.until;
  }
  return { until };
}
