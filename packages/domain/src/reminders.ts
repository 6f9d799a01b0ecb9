import { addDays, type DateKey, personalDay, zonedInstant } from './dates';
import { isReminderTime } from './habit-form';
import { displayIcon } from './habit-icons';
import { isDueOn, type PauseMap } from './pauses';

/**
 * When a habit's reminder rings. A reminder belongs to a local day in the person's time zone: it
 * rings once that day, at or after its time, on a scheduled day, while the habit is neither done
 * nor skipped. Only a page or worker that is running can ring it, so a late start still rings
 * within a window (opening the app at 07:30 reminds of 07:00), but a reminder hours stale does not.
 * Time of day is compared on the local clock, so DST changes need no special case: a time the
 * clock skips rings at the jump, and a time it shows twice rings once (the fired key is per day).
 */

export const REMINDER_WINDOW_MINUTES = 60;

/**
 * A reminder's words and where a tap leads: one text whether the open page, the service worker or a
 * Web Push from the server shows it, so the three replace each other (same tag) rather than differ.
 */
export const REMINDER_URL = '/app/dashboard';
export const REMINDER_BODY = 'Not done yet today. Tap to open Habitat.';

/** The habit's icon as every screen draws it: a habit whose icon nobody picked shows its name's. */
export function reminderTitle(habit: { icon: string; name: string; category?: string }): string {
  return `Time for ${displayIcon(habit)} ${habit.name}`;
}

/** What the rules read of a habit; HabitRecord satisfies it. */
export interface ReminderHabit {
  id: string;
  isActive: boolean;
  deletedAt?: string | null;
  reminderEnabled: boolean;
  reminderTime: string | null;
  scheduleDays: readonly number[];
  /** Nothing rings on a paused day (issue 30). */
  pauses?: Readonly<PauseMap>;
}

export interface ReminderInput<H extends ReminderHabit> {
  habits: readonly H[];
  /** Whether the habit's entry for that day is completed or skipped. */
  isDoneOrSkipped(habitId: string, date: DateKey): boolean;
  now: Date | number;
  timeZone: string;
  /** The person's 'day starts at', in minutes after midnight: which day a reminder belongs to. */
  dayStartMinutes?: number;
  /** Keys (`reminderKey`) of reminders already shown. */
  firedKeys: ReadonlySet<string>;
  windowMinutes?: number;
}

export function reminderKey(habitId: string, date: DateKey): string {
  return `${habitId}|${date}`;
}

/** 'HH:MM' as minutes past midnight, or null when it is not a reminder time. */
export function reminderMinutes(time: string | null | undefined): number | null {
  if (!isReminderTime(time)) return null;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The habits whose reminder should ring now. */
export function dueReminders<H extends ReminderHabit>(input: ReminderInput<H>): H[] {
  const windowMs = (input.windowMinutes ?? REMINDER_WINDOW_MINUTES) * 60_000;
  const now = Number(input.now);
  const today = personalDay(now, input.timeZone, input.dayStartMinutes);
  return input.habits.filter((habit) => {
    const at = reminderInstant(habit, today, input);
    if (at === null || now < at || now - at >= windowMs) return false;
    return !input.firedKeys.has(reminderKey(habit.id, today)) && !input.isDoneOrSkipped(habit.id, today);
  });
}

/**
 * The epoch ms of the next moment a reminder could ring, strictly after `now`, or null when no
 * habit has one. Today's reminders already shown, done or skipped are passed over; later days are
 * counted as due, since whether they will be done is not known yet. A page can sleep until then.
 */
export function nextReminderAt<H extends ReminderHabit>(
  input: Omit<ReminderInput<H>, 'windowMinutes'>,
): number | null {
  const now = Number(input.now);
  const today = personalDay(now, input.timeZone, input.dayStartMinutes);
  let next: number | null = null;
  for (const habit of input.habits) {
    // A week and a day: a habit scheduled only on today's weekday, whose time has passed, rings next week.
    for (let offset = 0; offset <= 7; offset += 1) {
      const date = addDays(today, offset);
      if (offset === 0 && isSettledToday(input, habit.id, today)) continue;
      const instant = reminderInstant(habit, date, input);
      if (instant === null || instant <= now) continue;
      if (next === null || instant < next) next = instant;
      break;
    }
  }
  return next;
}

/** Fired keys of days other than today are dropped: they can never match again. */
export function pruneFiredKeys(keys: Iterable<string>, today: DateKey): Set<string> {
  const suffix = `|${today}`;
  return new Set([...keys].filter((key) => key.endsWith(suffix)));
}

/**
 * The instant the habit's reminder for the person's day `day` rings, or null if it does not. A
 * reminder set before the day's start (01:00 for someone whose day starts at 04:00) belongs to the
 * evening before: it rings on the next calendar date.
 */
export function reminderInstant(
  habit: ReminderHabit,
  day: DateKey,
  input: { timeZone: string; dayStartMinutes?: number },
): number | null {
  if (!habit.reminderEnabled || !habit.isActive || habit.deletedAt) return null;
  if (!isDueOn(habit, day)) return null;
  const at = reminderMinutes(habit.reminderTime);
  if (at === null) return null;
  const calendarDay = at < (input.dayStartMinutes ?? 0) ? addDays(day, 1) : day;
  return zonedInstant(calendarDay, at, input.timeZone);
}

function isSettledToday<H extends ReminderHabit>(
  input: Pick<ReminderInput<H>, 'firedKeys' | 'isDoneOrSkipped'>,
  habitId: string,
  today: DateKey,
): boolean {
  return input.firedKeys.has(reminderKey(habitId, today)) || input.isDoneOrSkipped(habitId, today);
}
