import { dueReminders, type HabitRecord, todayKey } from '@habitat/domain';
import type { HabitatDb } from '@habitat/sync-client';
import { firstCopyArriving } from '@habitat/sync-client';
import {
  claimReminders,
  readFiredReminders,
  readReminderInputs,
  readSettledHabits,
} from '../data/reminders-store';

export type ShowReminder = (habit: Pick<HabitRecord, 'icon' | 'name'>, tag: string) => Promise<void>;

/**
 * Shows the reminders due now (domain rules: scheduled today, time reached within the hour, not
 * done or skipped, not shown yet). Called by the open page and by the service worker when the
 * browser wakes it; the claim makes each reminder ring once between them. Nothing rings while a
 * first copy comes in: today's check-ins come last, and a done habit would ring as not done.
 */
export async function ringDueReminders(db: HabitatDb, now: number, show: ShowReminder): Promise<number> {
  if (await firstCopyArriving(db)) return 0;
  const { habits, timezone, dayStartMinutes } = await readReminderInputs(db);
  if (!habits.some((habit) => habit.reminderEnabled)) return 0;
  const today = todayKey(timezone, now, dayStartMinutes);
  const [settled, firedKeys] = await Promise.all([
    readSettledHabits(db, today),
    readFiredReminders(db, today),
  ]);
  const due = dueReminders({
    habits,
    isDoneOrSkipped: (habitId) => settled.has(habitId),
    now,
    timeZone: timezone,
    dayStartMinutes,
    firedKeys,
  });
  if (due.length === 0) return 0;
  // Earlier times passed over while the app was closed are claimed with the one that rings.
  const claimed = new Set(
    await claimReminders(
      db,
      today,
      due.flatMap((reminder) => [reminder.key, ...reminder.passed]),
    ),
  );
  const mine = due.filter((reminder) => claimed.has(reminder.key));
  // A notification that fails to show is not retried: the claim stands, so it never loops.
  await Promise.all(mine.map((reminder) => show(reminder.habit, reminder.key).catch(() => {})));
  return mine.length;
}
