import { type DateKey, forEachDay, isDateKey, maxKey, minKey } from './dates';
import { habitFirstDay } from './habit-history';
import { keptLookup, type TargetFields } from './limits';
import { isDueOn, type PauseMap } from './pauses';
import {
  EVERY_DAY,
  type RoutineDay,
  type RoutineMemberDay,
  type RoutineRule,
  routineDay,
  routineLookup,
} from './routines';
import { computeStreaks, type DayRecord, type Streaks, streakWindowStart } from './streaks';

/**
 * A routine's own numbers (issue 30), from its habits' check-ins: today's state, its streak, and how
 * many of its days were done. The device computes them from what it holds, as it does a habit's.
 */

/** A habit of a routine with its days, as the Today list and analytics hold them. */
export interface RoutineMember {
  habit: TargetFields & {
    scheduleDays: readonly number[];
    pauses?: Readonly<PauseMap>;
    targetUnit: string;
    createdAt: string;
    isActive: boolean;
    /** The day it joined the routine; null or absent: not known, so from its first day. */
    routineSince?: string | null;
  };
  days: ReadonlyMap<DateKey, DayRecord & { value: number }>;
}

export interface RoutineContext {
  today: DateKey;
  timezone: string;
  weekStartsOn: number;
}

interface MemberReader {
  firstDay: DateKey;
  kept: (date: DateKey) => DayRecord | undefined;
  member: RoutineMember;
}

/**
 * The routine's habits on any day, as its rule reads them. An archived habit is left out; a habit is
 * asked nothing before its first day, nor before the day it joined the routine, so adding a habit
 * (new, or a year old with its own gaps) never rewrites the routine's past. A habit that leaves
 * takes its days with it: the routine is judged by the habits it holds.
 */
export function routineMembersOn(
  members: readonly RoutineMember[],
  { today, timezone, weekStartsOn }: RoutineContext,
): { firstDay: DateKey; on(date: DateKey): RoutineMemberDay[] } {
  const readers: MemberReader[] = members
    .filter((member) => member.habit.isActive)
    .map((member) => {
      const day = (date: DateKey) => member.days.get(date);
      return {
        member,
        firstDay: maxKey(
          habitFirstDay(member.habit, member.days, timezone, today),
          isDateKey(member.habit.routineSince) ? member.habit.routineSince : '0000-01-01',
        ),
        kept: keptLookup(member.habit, day, weekStartsOn),
      };
    });
  const firstDay = readers.reduce<DateKey>((first, reader) => minKey(first, reader.firstDay), today);
  return {
    firstDay,
    on(date) {
      return readers.map(({ member, firstDay: since, kept }) => {
        const day = member.days.get(date);
        const record = kept(date);
        return {
          due: date >= since && isDueOn(member.habit, date),
          done: record?.completed === true,
          skipped: day?.skipped === true,
          // Before it joined, its amounts are not the routine's either: a total never grows backwards.
          value: date >= since && day && !day.skipped ? day.value : 0,
          unit: member.habit.targetUnit,
        };
      });
    },
  };
}

export interface RoutineProgress {
  today: RoutineDay;
  streaks: Streaks;
}

/** Today's state and the streak of a routine with a rule (a routine without one has neither). */
export function routineProgress(
  rule: RoutineRule,
  members: readonly RoutineMember[],
  context: RoutineContext,
): RoutineProgress {
  const { firstDay, on } = routineMembersOn(members, context);
  const today = routineDay(rule, on(context.today));
  if (rule.kind === 'none') return { today, streaks: { current: 0, best: 0 } };
  const streaks = computeStreaks({
    scheduleDays: EVERY_DAY,
    record: routineLookup(rule, on),
    today: context.today,
    firstDay: streakWindowStart(firstDay, context.today),
  });
  return { today, streaks };
}

export interface RoutineTally {
  /** Days the routine asked something (not off, not skipped), up to today. */
  due: number;
  done: number;
}

/**
 * How many of a routine's days from `from` to `to` were done, of those it asked something: its
 * completion rate. Today counts only once done, as a habit's rate counts it.
 */
export function routineTally(
  rule: RoutineRule,
  members: readonly RoutineMember[],
  context: RoutineContext,
  from: DateKey,
  to: DateKey,
): RoutineTally {
  const tally: RoutineTally = { due: 0, done: 0 };
  if (rule.kind === 'none') return tally;
  const { firstDay, on } = routineMembersOn(members, context);
  const end = minKey(to, context.today);
  const start = maxKey(from, firstDay);
  if (start > end) return tally;
  forEachDay(start, end, (date) => {
    const day = routineDay(rule, on(date));
    if (day.state === 'done') {
      tally.due += 1;
      tally.done += 1;
    } else if (day.state === 'open' && date !== context.today) {
      tally.due += 1;
    }
  });
  return tally;
}

/** A routine with its habits and their days, as analytics reads it. */
export interface RoutineFiguresInput {
  id: string;
  name: string;
  rule: RoutineRule;
  members: readonly RoutineMember[];
}

/** A routine's combined numbers over a range: its days done of those it asked, and its streaks. */
export interface RoutineTableRow extends RoutineTally {
  routineId: string;
  name: string;
  rule: RoutineRule;
  /** done / due, 0 when nothing was due. */
  rate: number;
  currentStreak: number;
  bestStreak: number;
}

/** The routines with a rule, each with its numbers from `from` to `to` (issue 30's combined statistics). */
export function routineTable(
  routines: readonly RoutineFiguresInput[],
  context: RoutineContext,
  from: DateKey,
  to: DateKey,
): RoutineTableRow[] {
  return routines
    .filter((routine) => routine.rule.kind !== 'none')
    .map(({ id, name, rule, members }) => {
      const tally = routineTally(rule, members, context, from, to);
      const { streaks } = routineProgress(rule, members, context);
      return {
        routineId: id,
        name,
        rule,
        ...tally,
        rate: tally.due > 0 ? tally.done / tally.due : 0,
        currentStreak: streaks.current,
        bestStreak: streaks.best,
      };
    });
}
