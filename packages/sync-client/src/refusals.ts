import { dayLabel, HABIT_FIELDS, type HabitFields, type HabitRecord } from '@habitat/domain';
import type { Rejection } from './meta';

/**
 * A refused change in words a person can act on (issue 28, item 6): which habit, which day, what
 * became of it, and, where it makes sense, a way to get it back. Pure: the refusals are described
 * from what the device kept when the server said no (the habit as it was then, the change's
 * arguments), so the words hold after the next pull has removed the habit from the device.
 */

/** The habit a refused change aimed at, as the device knew it when the refusal came. */
export interface RefusedHabit {
  id: string;
  name: string;
  source: HabitRecord['source'];
  fields: HabitFields;
}

/** The server's words for a habit that is gone (packages/domain, sync-records.ts). */
const DELETED = 'Habit was deleted';
const MISSING = 'Habit not found';

/** A check-in as `entry.set` carries it. */
export interface RefusedCheckIn {
  date: string;
  completed: boolean;
  value: number;
  skipped?: boolean;
}

/** Bring a deleted habit back as a new one with the same settings, with the refused check-ins on it. */
export interface RestorePlan {
  label: string;
  fields: HabitFields;
  checkIns: RefusedCheckIn[];
}

export interface RefusalNotice {
  /** The refusals it speaks for, dismissed together. */
  mutationIds: number[];
  text: string;
  restore: RestorePlan | null;
}

/** What a habit's fields are, from a full record (the rest is bookkeeping, not settings). */
export function habitFieldsOf(habit: HabitRecord): HabitFields {
  return Object.fromEntries(HABIT_FIELDS.map((field) => [field, habit[field]])) as unknown as HabitFields;
}

/** 'Tue 24 Nov', 'Mon 23 Nov and Tue 24 Nov', 'Mon 23 Nov, Tue 24 Nov and 3 other days'. */
export function daysPhrase(dates: readonly string[]): string {
  const days = [...new Set(dates)].sort().map(dayLabel);
  if (days.length <= 1) return days[0] ?? '';
  if (days.length <= 3) return `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
  const rest = days.length - 2;
  return `${days.slice(0, 2).join(', ')} and ${rest} other days`;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

const quoted = (name: string) => `'${name}'`;

function habitIdOf(rejection: Rejection): string | null {
  const args = rejection.args as { habitId?: unknown; id?: unknown } | undefined;
  if (rejection.name.startsWith('entry.') && typeof args?.habitId === 'string') return args.habitId;
  if (rejection.name.startsWith('habit.') && typeof args?.id === 'string') return args.id;
  return null;
}

function checkInOf(rejection: Rejection): RefusedCheckIn | null {
  const args = rejection.args as Partial<RefusedCheckIn> | undefined;
  if (rejection.name !== 'entry.set' || typeof args?.date !== 'string') return null;
  return {
    date: args.date,
    completed: args.completed === true,
    value: typeof args.value === 'number' ? args.value : 0,
    ...(args.skipped ? { skipped: true } : {}),
  };
}

/** The name the change gave the habit (a refused create), else the name the device knew it by. */
function habitName(rejection: Rejection): string | null {
  const args = rejection.args as { fields?: { name?: unknown } } | undefined;
  if (rejection.habit?.name) return rejection.habit.name;
  return typeof args?.fields?.name === 'string' ? args.fields.name : null;
}

/**
 * One check-in per day, the last the person wrote (a day checked and then unchecked is unchecked),
 * in the order the days were first written: the words count days, and a restore brings back the
 * day as it was left.
 */
function lastPerDay(checkIns: readonly RefusedCheckIn[]): RefusedCheckIn[] {
  const byDay = new Map<string, RefusedCheckIn>();
  for (const checkIn of checkIns) byDay.set(checkIn.date, checkIn);
  return [...byDay.values()];
}

/** The check-ins to bring back: those that said something (an unchecked day needs no restoring). */
function restorePlan(habit: RefusedHabit, checkIns: RefusedCheckIn[]): RestorePlan | null {
  // An adopted group habit belongs to its group: recreating it alone would make a personal copy
  // the person did not ask for.
  if (habit.source !== 'personal') return null;
  const kept = checkIns.filter((checkIn) => checkIn.completed || checkIn.value > 0 || checkIn.skipped);
  const label =
    kept.length === 0
      ? `Restore ${quoted(habit.name)}`
      : `Restore ${quoted(habit.name)} with ${kept.length === 1 ? 'this check-in' : 'these check-ins'}`;
  return { label, fields: { ...habit.fields, isActive: true }, checkIns: kept };
}

function describeGroup(group: Rejection[]): RefusalNotice {
  const first = group[0] as Rejection;
  const mutationIds = group.map((rejection) => rejection.mutationId);
  const name = habitName(first);
  const checkIns = lastPerDay(
    group.map(checkInOf).filter((checkIn): checkIn is RefusedCheckIn => checkIn !== null),
  );
  const gone = first.error === DELETED || first.error === MISSING;

  if (name && gone) {
    const what =
      first.error === DELETED
        ? `${quoted(name)} was deleted on another device`
        : `${quoted(name)} is no longer in your account`;
    const lost =
      checkIns.length === 0
        ? 'your change to it was not kept'
        : `your ${checkIns.length === 1 ? 'check-in' : 'check-ins'} for ${daysPhrase(checkIns.map((c) => c.date))} ${checkIns.length === 1 ? 'was' : 'were'} not kept`;
    const restore = first.error === DELETED && first.habit ? restorePlan(first.habit, checkIns) : null;
    return { mutationIds, text: `${what}; ${lost}.`, restore };
  }
  if (name && first.name === 'habit.create') {
    return { mutationIds, text: `${quoted(name)} was not added: ${sentence(first.error)}`, restore: null };
  }
  if (name && checkIns.length > 0) {
    const days = daysPhrase(checkIns.map((c) => c.date));
    return {
      mutationIds,
      text: `Your check-in for ${quoted(name)} on ${days} was not kept: ${sentence(first.error)}`,
      restore: null,
    };
  }
  if (name) {
    return {
      mutationIds,
      text: `Your change to ${quoted(name)} was not kept: ${sentence(first.error)}`,
      restore: null,
    };
  }
  return { mutationIds, text: `Change not saved: ${sentence(first.error)}`, restore: null };
}

/**
 * The person's refused changes as notices, oldest first. Refusals of one habit for one reason are
 * one notice ("your check-ins for Mon 23 Nov and Tue 24 Nov were not kept"), however many days.
 */
export function describeRefusals(rejections: readonly Rejection[]): RefusalNotice[] {
  const groups = new Map<string, Rejection[]>();
  for (const rejection of rejections) {
    const habitId = habitIdOf(rejection);
    const key = habitId
      ? `${habitId}\u0000${rejection.error}`
      : `m${rejection.mutationId}\u0000${rejection.at}`;
    const group = groups.get(key);
    if (group) group.push(rejection);
    else groups.set(key, [rejection]);
  }
  return [...groups.values()].map(describeGroup);
}
