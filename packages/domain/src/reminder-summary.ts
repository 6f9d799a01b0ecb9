import { addDays, type DateKey, personalDay, zonedInstant } from './dates';
import { isLimit, type TargetKind } from './limits';
import { isPausedOn, type PausePlan, pausePlanOf } from './pauses';
import {
  dueReminders,
  nextReminderAt,
  REMINDER_BODY,
  REMINDER_URL,
  REMINDER_WINDOW_MINUTES,
  type ReminderHabit,
  type ReminderInput,
  reminderMinutes,
  reminderTitle,
} from './reminders';
import { isScheduled } from './schedule';

/**
 * The evening summary (issue 30): one notification at a time the person picks, naming what is left
 * today ("2 habits left today: Read, Stretch"), instead of one ping per habit. Nothing rings when
 * nothing is left: every due habit done, skipped or paused.
 */

/** What the summary reads of a habit; HabitRecord satisfies it. */
export interface SummaryHabit {
  id: string;
  name: string;
  isActive: boolean;
  deletedAt?: string | null;
  scheduleDays: readonly number[];
  /** A limit is kept by what is not had: there is nothing left to do for it (issue 30). */
  targetKind?: TargetKind;
}

/** How many names the summary spells out before "and N more". */
export const SUMMARY_NAMES = 4;

/** Today's habits still open: active, scheduled, not paused, neither done nor skipped. */
export function habitsLeft<H extends SummaryHabit>(input: {
  habits: readonly H[];
  today: DateKey;
  isDoneOrSkipped(habitId: string, date: DateKey): boolean;
  pausesOf(habit: H): PausePlan | undefined;
}): H[] {
  return input.habits.filter((habit) => {
    if (!habit.isActive || habit.deletedAt || !isScheduled(habit.scheduleDays, input.today)) return false;
    if (isLimit(habit)) return false;
    const pauses = input.pausesOf(habit);
    if (pauses && isPausedOn(pauses, input.today)) return false;
    return !input.isDoneOrSkipped(habit.id, input.today);
  });
}

/**
 * The app icon's badge (issue 32): how many of today's habits are left, by the summary's own rule
 * (scheduled, not paused, not a limit, neither done nor skipped). The device counts it on every
 * change, the server for the badge a pushed reminder carries.
 */
export function badgeCount<H extends SummaryHabit & { pauses?: Parameters<typeof pausePlanOf>[0] }>(input: {
  habits: readonly H[];
  today: DateKey;
  isDoneOrSkipped(habitId: string, date: DateKey): boolean;
}): number {
  return habitsLeft({ ...input, pausesOf: (habit) => pausePlanOf(habit.pauses) }).length;
}

/** "2 habits left today: Read, Stretch"; past four names, "and 3 more". */
export function summaryText(names: readonly string[]): string {
  const count = `${names.length} ${names.length === 1 ? 'habit' : 'habits'} left today`;
  const shown = names.slice(0, SUMMARY_NAMES).join(', ');
  const more = names.length > SUMMARY_NAMES ? ` and ${names.length - SUMMARY_NAMES} more` : '';
  return `${count}: ${shown}${more}`;
}

/** The key a shown summary is remembered by, so a day's summary rings once. */
export function summaryKey(date: DateKey): string {
  return `summary|${date}`;
}

/**
 * The summary to show now, or null: at or after the chosen time of the person's day (within the
 * reminder window, as a habit's reminder), once a day, when anything is left.
 */
export function dueSummary<H extends SummaryHabit>(input: {
  habits: readonly H[];
  summaryTime: string | null;
  isDoneOrSkipped(habitId: string, date: DateKey): boolean;
  pausesOf(habit: H): PausePlan | undefined;
  now: Date | number;
  timeZone: string;
  dayStartMinutes?: number;
  firedKeys: ReadonlySet<string>;
}): { key: string; text: string; habits: H[] } | null {
  const minutes = reminderMinutes(input.summaryTime);
  if (minutes === null) return null;
  const now = Number(input.now);
  const today = personalDay(now, input.timeZone, input.dayStartMinutes);
  const key = summaryKey(today);
  if (input.firedKeys.has(key)) return null;
  const at = summaryInstant(today, minutes, input);
  if (now < at || now - at >= REMINDER_WINDOW_MINUTES * 60_000) return null;
  const left = habitsLeft({ ...input, today });
  if (left.length === 0) return null;
  return { key, text: summaryText(left.map((habit) => habit.name)), habits: left };
}

/**
 * The instant of the summary of the person's day `day`: a time before the day's start (01:00 for
 * someone whose day starts at 04:00) is the evening of that day, on the next calendar date, as
 * for a habit's reminder.
 */
function summaryInstant(
  day: DateKey,
  minutes: number,
  input: { timeZone: string; dayStartMinutes?: number },
) {
  const calendarDay = minutes < (input.dayStartMinutes ?? 0) ? addDays(day, 1) : day;
  return zonedInstant(calendarDay, minutes, input.timeZone);
}

/** A notification to show now: its words, its tag, and the keys showing it claims. */
export interface ReminderNotice {
  title: string;
  body: string;
  tag: string;
  url: string;
  /** Claimed when shown: its own key, and the earlier times of the day it stands for. */
  keys: string[];
}

type NoticeHabit = ReminderHabit & SummaryHabit & { icon: string; name: string; category?: string };

/**
 * What rings now on the device, by the person's choice: one summary a day at their time (issue
 * 30), or each habit's reminders at their times. The page and the service worker both ask this.
 */
export function dueNotices<H extends NoticeHabit>(
  input: ReminderInput<H> & { summaryAt: string | null },
): ReminderNotice[] {
  if (input.summaryAt !== null) {
    const summary = dueSummary({
      ...input,
      summaryTime: input.summaryAt,
      pausesOf: (habit) => pausePlanOf(habit.pauses),
    });
    if (!summary) return [];
    return [
      { title: summary.text, body: SUMMARY_BODY, tag: summary.key, url: REMINDER_URL, keys: [summary.key] },
    ];
  }
  return dueReminders(input).map((reminder) => ({
    title: reminderTitle(reminder.habit),
    body: REMINDER_BODY,
    tag: reminder.key,
    url: REMINDER_URL,
    keys: [reminder.key, ...reminder.passed],
  }));
}

/** The summary's second line. */
export const SUMMARY_BODY = 'Tap to open Habitat.';

/** When the page should look again: the next summary, or the next habit reminder. */
export function nextNoticeAt<H extends ReminderHabit>(
  input: Omit<ReminderInput<H>, 'windowMinutes'> & { summaryAt: string | null },
): number | null {
  if (input.summaryAt === null) return nextReminderAt(input);
  const minutes = reminderMinutes(input.summaryAt);
  if (minutes === null) return null;
  const now = Number(input.now);
  const today = personalDay(now, input.timeZone, input.dayStartMinutes);
  const todays = summaryInstant(today, minutes, input);
  if (todays > now && !input.firedKeys.has(summaryKey(today))) return todays;
  return summaryInstant(addDays(today, 1), minutes, input);
}
