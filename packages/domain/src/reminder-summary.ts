import { type DateKey, personalDay, zonedInstant } from './dates';
import { isPausedOn, type PausePlan } from './pauses';
import { REMINDER_WINDOW_MINUTES, reminderMinutes } from './reminders';
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
    const pauses = input.pausesOf(habit);
    if (pauses && isPausedOn(pauses, input.today)) return false;
    return !input.isDoneOrSkipped(habit.id, input.today);
  });
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
  const at = zonedInstant(today, minutes, input.timeZone);
  if (now < at || now - at >= REMINDER_WINDOW_MINUTES * 60_000) return null;
  const left = habitsLeft({ ...input, today });
  if (left.length === 0) return null;
  return { key, text: summaryText(left.map((habit) => habit.name)), habits: left };
}
