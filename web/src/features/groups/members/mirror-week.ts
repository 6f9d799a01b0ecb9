import {
  type DateKey,
  type DayRecord,
  type EntryRecord,
  isDueOn,
  isScheduled,
  keptLookup,
  type PauseMap,
  type TargetFields,
  weekOf,
} from '@habitat/domain';
import { weekDayLetter, weekDayName } from '../../../ui/week-day-text';

/** This week's days of a fully shared habit, as the mirror's read-only indicators show them. */

export type MirrorDayStatus =
  | 'done'
  | 'skipped'
  | 'paused'
  | 'missed'
  | 'open'
  | 'rest'
  | 'upcoming'
  | 'unknown';

export interface MirrorDay {
  date: DateKey;
  /** One letter for the strip: 'M'. */
  letter: string;
  status: MirrorDayStatus;
  isToday: boolean;
  /** The whole day for screen readers: 'Monday 16 November: done'. */
  label: string;
}

export const DAY_STATUS_TEXT: Readonly<Record<MirrorDayStatus, string>> = {
  done: 'done',
  skipped: 'skipped',
  paused: 'paused',
  missed: 'not done',
  open: 'not done yet',
  rest: 'not scheduled',
  upcoming: 'upcoming',
  unknown: 'not shared',
};

/** The habit as the strip reads it: its schedule, the paused days the group was told, its target. */
export interface MirrorSchedule extends Partial<TargetFields> {
  scheduleDays: readonly number[];
  pauses?: Readonly<PauseMap>;
}

export function dayStatus(
  habit: MirrorSchedule,
  /** The day as figures read it (keptLookup): a limit's day is done while within it. */
  entry: DayRecord | undefined,
  date: DateKey,
  today: DateKey,
  knownFrom: DateKey,
): MirrorDayStatus {
  if (date > today) return 'upcoming';
  if (entry?.skipped) return 'skipped';
  // Done on a paused day (a walk on holiday) is still done.
  if (entry?.completed) return 'done';
  if (!isScheduled(habit.scheduleDays, date)) return 'rest';
  // Before the served range nothing is known: an absent entry there is not a missed day.
  if (date < knownFrom) return 'unknown';
  // Paused (issue 30): neither due nor missed.
  if (!isDueOn(habit, date)) return 'paused';
  return date === today ? 'open' : 'missed';
}

/** The seven days of today's week, from the member's first day of the week. */
export function mirrorWeek(
  habit: MirrorSchedule,
  entries: ReadonlyMap<DateKey, EntryRecord> | undefined,
  today: DateKey,
  weekStartsOn: number,
  knownFrom: DateKey,
): MirrorDay[] {
  const target = { ...habit, targetValue: habit.targetValue ?? 1 };
  const kept = keptLookup(target, (date) => entries?.get(date), weekStartsOn);
  return weekOf(today, weekStartsOn, today).map((day) => {
    // Before the served range nothing is known, not even that a limit was kept.
    // A limit's quiet day is kept only where the habit was due: off its schedule or paused, a
    // day reads as its check-in says, like any habit's.
    const due = day.date >= knownFrom && isDueOn(habit, day.date);
    const record = due ? kept(day.date) : entries?.get(day.date);
    const status = dayStatus(habit, record, day.date, today, knownFrom);
    return {
      date: day.date,
      letter: weekDayLetter(day.date),
      status,
      isToday: day.isToday,
      label: `${weekDayName(day.date)}: ${DAY_STATUS_TEXT[status]}`,
    };
  });
}
