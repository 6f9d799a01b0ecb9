import { type DateKey, type EntryRecord, isScheduled, weekOf } from '@habitat/domain';
import { weekDayLetter, weekDayName } from '../../../ui/week-day-text';

/** This week's days of a fully shared habit, as the mirror's read-only indicators show them. */

export type MirrorDayStatus = 'done' | 'skipped' | 'missed' | 'open' | 'rest' | 'upcoming' | 'unknown';

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
  missed: 'not done',
  open: 'not done yet',
  rest: 'not scheduled',
  upcoming: 'upcoming',
  unknown: 'not shared',
};

export function dayStatus(
  scheduleDays: readonly number[],
  entry: EntryRecord | undefined,
  date: DateKey,
  today: DateKey,
  knownFrom: DateKey,
): MirrorDayStatus {
  if (date > today) return 'upcoming';
  if (entry?.skipped) return 'skipped';
  if (entry?.completed) return 'done';
  if (!isScheduled(scheduleDays, date)) return 'rest';
  // Before the served range nothing is known: an absent entry there is not a missed day.
  if (date < knownFrom) return 'unknown';
  return date === today ? 'open' : 'missed';
}

/** The seven days of today's week, from the member's first day of the week. */
export function mirrorWeek(
  scheduleDays: readonly number[],
  entries: ReadonlyMap<DateKey, EntryRecord> | undefined,
  today: DateKey,
  weekStartsOn: number,
  knownFrom: DateKey,
): MirrorDay[] {
  return weekOf(today, weekStartsOn, today).map((day) => {
    const status = dayStatus(scheduleDays, entries?.get(day.date), day.date, today, knownFrom);
    return {
      date: day.date,
      letter: weekDayLetter(day.date),
      status,
      isToday: day.isToday,
      label: `${weekDayName(day.date)}: ${DAY_STATUS_TEXT[status]}`,
    };
  });
}
