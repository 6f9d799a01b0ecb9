import { type DateKey, type EntryRecord, isDueOn, isScheduled, type PauseMap, weekOf } from '@habitat/domain';
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

/** The habit as the strip reads it: its schedule, and the paused days the group was told. */
export interface MirrorSchedule {
  scheduleDays: readonly number[];
  pauses?: Readonly<PauseMap>;
}

export function dayStatus(
  habit: MirrorSchedule,
  entry: EntryRecord | undefined,
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
  return weekOf(today, weekStartsOn, today).map((day) => {
    const status = dayStatus(habit, entries?.get(day.date), day.date, today, knownFrom);
    return {
      date: day.date,
      letter: weekDayLetter(day.date),
      status,
      isToday: day.isToday,
      label: `${weekDayName(day.date)}: ${DAY_STATUS_TEXT[status]}`,
    };
  });
}
