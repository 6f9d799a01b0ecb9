import { addDays, type DateKey, personalDay, zonedInstant } from './dates';
import { isReminderTime, normalizeMoreReminderTimes } from './habit-form';
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
  /** Times it also rings at (issue 30), besides `reminderTime`; absent on rows stored before them. */
  moreReminderTimes?: readonly string[];
}

/** One time a habit's reminder rings on a person's day: its fired key and its instant. */
export interface ReminderSlot {
  time: string;
  key: string;
  at: number;
  /** The more time it is for; undefined for the reminder time. */
  moreTime?: string;
}

/** What rings now: a habit's latest due time, and its earlier times of the day that were passed over. */
export interface DueReminder<H> {
  habit: H;
  key: string;
  at: number;
  /** The more time ringing; undefined for the reminder time. */
  moreTime?: string;
  /**
   * Keys of earlier times of the day not shown (the app was closed): claimed with this one, so a
   * person who opens the app at 18:00 gets one reminder, not the morning's too.
   */
  passed: string[];
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

/**
 * The key a reminder is remembered by once shown (and its notification's tag). The reminder time's
 * key is the habit and the day, as before there were more times, so a device that updates mid-day
 * does not ring it twice; a more time's key names the time. Every key ends with `|day`.
 */
export function reminderKey(habitId: string, date: DateKey, moreTime?: string): string {
  return moreTime === undefined ? `${habitId}|${date}` : `${habitId}@${moreTime}|${date}`;
}

/** 'HH:MM' as minutes past midnight, or null when it is not a reminder time. */
export function reminderMinutes(time: string | null | undefined): number | null {
  if (!isReminderTime(time)) return null;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/**
 * The reminders that should ring now: per habit, its latest time reached within the window and not
 * shown yet, while the day is neither done nor skipped. One per habit: two times both passed while
 * the app was closed ring once.
 */
export function dueReminders<H extends ReminderHabit>(input: ReminderInput<H>): DueReminder<H>[] {
  const windowMs = (input.windowMinutes ?? REMINDER_WINDOW_MINUTES) * 60_000;
  const now = Number(input.now);
  const today = personalDay(now, input.timeZone, input.dayStartMinutes);
  return input.habits.flatMap((habit) => {
    const reached = reminderSlots(habit, today, input).filter(
      (slot) => slot.at <= now && !input.firedKeys.has(slot.key),
    );
    const latest = reached.at(-1);
    if (!latest || now - latest.at >= windowMs || input.isDoneOrSkipped(habit.id, today)) return [];
    const passed = reached.slice(0, -1).map((slot) => slot.key);
    return [{ habit, key: latest.key, at: latest.at, moreTime: latest.moreTime, passed }];
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
      if (offset === 0 && input.isDoneOrSkipped(habit.id, today)) continue;
      const slot = reminderSlots(habit, date, input).find(
        (candidate) => candidate.at > now && !input.firedKeys.has(candidate.key),
      );
      if (!slot) continue;
      if (next === null || slot.at < next) next = slot.at;
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
  return timeInstant(habit.reminderTime, day, input);
}

function timeInstant(
  time: string | null,
  day: DateKey,
  input: { timeZone: string; dayStartMinutes?: number },
): number | null {
  const at = reminderMinutes(time);
  if (at === null) return null;
  const calendarDay = at < (input.dayStartMinutes ?? 0) ? addDays(day, 1) : day;
  return zonedInstant(calendarDay, at, input.timeZone);
}

/**
 * Every time the habit rings on the person's day `day`, in the order they come: its reminder time
 * and its more times (issue 30). None when reminders are off, the habit is archived or deleted, or
 * the day is not due (off the schedule, or paused).
 */
export function reminderSlots(
  habit: ReminderHabit,
  day: DateKey,
  input: { timeZone: string; dayStartMinutes?: number },
): ReminderSlot[] {
  if (!habit.reminderEnabled || !habit.isActive || habit.deletedAt) return [];
  if (!isDueOn(habit, day)) return [];
  const first = isReminderTime(habit.reminderTime) ? habit.reminderTime : null;
  const slots: ReminderSlot[] = [];
  const add = (time: string, moreTime?: string) => {
    const at = timeInstant(time, day, input);
    if (at !== null) slots.push({ time, key: reminderKey(habit.id, day, moreTime), at, moreTime });
  };
  if (first) add(first);
  for (const time of normalizeMoreReminderTimes(habit.moreReminderTimes ?? [], first)) add(time, time);
  return slots.sort((a, b) => a.at - b.at);
}
