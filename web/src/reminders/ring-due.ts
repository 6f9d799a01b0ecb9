import { dueNotices, type ReminderNotice, todayKey } from '@habitat/domain';
import type { HabitatDb } from '@habitat/sync-client';
import { firstCopyArriving } from '@habitat/sync-client';
import {
  claimReminders,
  readFiredReminders,
  readReminderInputs,
  readSettledHabits,
} from '../data/reminders-store';

export type ShowReminder = (notice: ReminderNotice) => Promise<void>;

/**
 * Shows the reminders due now (domain rules: scheduled today, time reached within the hour, not
 * done or skipped, not shown yet; or, by the person's choice, one summary a day naming what is
 * left). Called by the open page and by the service worker when the browser wakes it; the claim
 * makes each reminder ring once between them. Nothing rings while a first copy comes in: today's
 * check-ins come last, and a done habit would ring as not done.
 */
export async function ringDueReminders(db: HabitatDb, now: number, show: ShowReminder): Promise<number> {
  if (await firstCopyArriving(db)) return 0;
  const { habits, timezone, dayStartMinutes, summaryAt } = await readReminderInputs(db);
  if (summaryAt === null && !habits.some((habit) => habit.reminderEnabled)) return 0;
  const today = todayKey(timezone, now, dayStartMinutes);
  const [settled, firedKeys] = await Promise.all([
    readSettledHabits(db, today),
    readFiredReminders(db, today),
  ]);
  const due = dueNotices({
    habits,
    isDoneOrSkipped: (habitId) => settled.has(habitId),
    now,
    timeZone: timezone,
    dayStartMinutes,
    firedKeys,
    summaryAt,
  });
  if (due.length === 0) return 0;
  // Earlier times passed over while the app was closed are claimed with the one that rings.
  const claimed = new Set(
    await claimReminders(
      db,
      today,
      due.flatMap((notice) => notice.keys),
    ),
  );
  const mine = due.filter((notice) => claimed.has(notice.tag));
  // A notification that fails to show is not retried: the claim stands, so it never loops.
  await Promise.all(mine.map((notice) => show(notice).catch(() => {})));
  return mine.length;
}
