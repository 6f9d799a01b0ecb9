import type { DateKey } from './dates';
import type { DayRecord, RecordLookup } from './streaks';

/**
 * Routines (issue 30): habits grouped under a name (Morning, Workout), shown as one section of the
 * Today list. A routine may carry a rule that makes it a thing of its own to keep, with its own check
 * state, streak and numbers: all of its habits, any N of them, or a total amount across them
 * (30 minutes of practice over three habits).
 */

export const ROUTINE_RULE_KINDS = ['none', 'all', 'any', 'total'] as const;
export type RoutineRuleKind = (typeof ROUTINE_RULE_KINDS)[number];

export type RoutineRule =
  | { kind: 'none' }
  | { kind: 'all' }
  | { kind: 'any'; count: number }
  | { kind: 'total'; amount: number; unit: string };

export const ROUTINE_LIMITS = {
  habits: 50,
  nameLength: 60,
  unitLength: 20,
  amount: 1_000_000,
  /** A person's routines, deleted ones not counted: sections of one list, not a filing system. */
  routines: 30,
} as const;

export const ROUTINES_LIMIT_MESSAGE = `You can keep at most ${ROUTINE_LIMITS.routines} routines`;

export const ROUTINE_MESSAGES = {
  nameRequired: 'Name the routine',
  nameTooLong: `A routine's name is at most ${ROUTINE_LIMITS.nameLength} characters`,
  ruleInvalid: "A routine's rule is all of its habits, any number of them, or a total",
  countTooSmall: 'A routine needs at least 1 habit done',
  countTooLarge: 'A routine cannot ask for more habits than it holds',
  amountTooSmall: 'The total must be more than 0',
  amountTooLarge: `The total can be at most ${ROUTINE_LIMITS.amount.toLocaleString('en-US')}`,
  unitRequired: 'Say what the total is counted in',
} as const;

/**
 * What is wrong with a rule for a routine of `habits` habits, or null. The form asks it with the
 * habits chosen; a stored rule is checked without them (`habits` = the most a routine holds), since
 * a habit can leave a routine later, and "any 3" of two habits then asks both (routineDay).
 */
export function routineRuleProblem(rule: RoutineRule, habits: number = ROUTINE_LIMITS.habits): string | null {
  if (rule.kind === 'any') {
    if (!Number.isInteger(rule.count) || rule.count < 1) return ROUTINE_MESSAGES.countTooSmall;
    if (rule.count > habits) return ROUTINE_MESSAGES.countTooLarge;
  }
  if (rule.kind === 'total') {
    if (!(rule.amount > 0)) return ROUTINE_MESSAGES.amountTooSmall;
    if (rule.amount > ROUTINE_LIMITS.amount) return ROUTINE_MESSAGES.amountTooLarge;
    if (!rule.unit.trim()) return ROUTINE_MESSAGES.unitRequired;
  }
  return null;
}

/**
 * A rule read from anywhere (a stored row, an import, a hostile body): its own fields only, or null
 * when it is not a rule of a known kind. Its numbers are left for routineRuleProblem to judge.
 */
export function readRoutineRule(value: unknown): RoutineRule | null {
  if (typeof value !== 'object' || value === null) return null;
  const rule = value as Record<string, unknown>;
  switch (rule.kind) {
    case 'none':
    case 'all':
      return { kind: rule.kind };
    case 'any':
      return typeof rule.count === 'number' ? { kind: 'any', count: rule.count } : null;
    case 'total':
      return typeof rule.amount === 'number' && typeof rule.unit === 'string'
        ? {
            kind: 'total',
            amount: rule.amount,
            // Cut by characters as a person counts them: an emoji is never cut in half.
            unit: [...rule.unit.trim()].slice(0, ROUTINE_LIMITS.unitLength).join(''),
          }
        : null;
    default:
      return null;
  }
}

/** One habit of a routine on one day. */
export interface RoutineMemberDay {
  /** On its schedule and not paused: a day the habit asks something of the person. */
  due: boolean;
  done: boolean;
  skipped: boolean;
  value: number;
  unit: string;
}

/**
 * A routine's day: off (none of its habits due: all paused or off schedule), open, done, or
 * skipped (every due habit skipped). `have` of `need` is what the section's header shows.
 */
export interface RoutineDay {
  state: 'off' | 'open' | 'done' | 'skipped';
  have: number;
  need: number;
}

const sameUnit = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The rule applied to a day. Only due habits are asked for: a paused or unscheduled habit neither
 * helps nor hinders, so "any 2 of 3" with one paused asks for 2 of the other 2, and with two paused
 * asks for the one left (never more than are due). A total counts the amounts logged in its unit by
 * every habit of the routine that day, due or not: practice done is practice done.
 */
export function routineDay(rule: RoutineRule, members: readonly RoutineMemberDay[]): RoutineDay {
  const due = members.filter((member) => member.due);
  if (rule.kind === 'none' || due.length === 0) return { state: 'off', have: 0, need: 0 };
  const asked = due.filter((member) => !member.skipped);
  if (asked.length === 0) return { state: 'skipped', have: 0, need: 0 };
  if (rule.kind === 'total') {
    const have = members
      .filter((member) => !member.skipped && sameUnit(member.unit, rule.unit))
      .reduce((sum, member) => sum + member.value, 0);
    return { state: have >= rule.amount ? 'done' : 'open', have, need: rule.amount };
  }
  const have = asked.filter((member) => member.done).length;
  const need = rule.kind === 'all' ? asked.length : Math.min(rule.count, asked.length);
  return { state: have >= need ? 'done' : 'open', have, need };
}

/**
 * A routine's days as the streak and rate rules read them: done, or not; an off or skipped day
 * neither counts nor breaks. Used with a schedule of every day, since the members' schedules and
 * pauses already decide which days are off.
 */
export function routineLookup(
  rule: RoutineRule,
  membersOn: (date: DateKey) => readonly RoutineMemberDay[],
): RecordLookup {
  return (date): DayRecord => {
    const day = routineDay(rule, membersOn(date));
    return { completed: day.state === 'done', skipped: day.state === 'off' || day.state === 'skipped' };
  };
}

/** Every day of the week: a routine's days off come from its members, not from a schedule of its own. */
export const EVERY_DAY: readonly number[] = [0, 1, 2, 3, 4, 5, 6];
