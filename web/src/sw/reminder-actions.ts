import { isDateKey, isLimit, toggleCheck } from '@habitat/domain';
import { correctedNowFrom, HabitatDb, readDeviceOwner } from '@habitat/sync-client';
import { mutateInWorker } from '@habitat/sync-client/worker-write';
import { readLeftToday, showAppBadge } from '../data/app-badge';
import { BACKGROUND_SYNC_TAG } from '../sync/background-sync';
import { worker } from './worker-scope';

/**
 * A reminder's buttons where the platform shows them (Android, desktops; issue 32, item 4): "Done"
 * checks the habit in for the reminder's day, written on the device through the same offline
 * queue as a tap, so it holds with no network and the app shows it when opened; the browser is
 * asked to sync it (Background Sync), and the open app syncs it anyway.
 */
export const REMINDER_ACTIONS = { done: 'done' } as const;

/** The buttons a reminder of this habit gets: none for a limit (nothing to tick) or a day summary. */
export async function reminderActions(
  habitId: string | undefined,
): Promise<{ action: string; title: string }[]> {
  if (!habitId) return [];
  const db = new HabitatDb();
  try {
    const habit = await db.habits.get(habitId);
    return habit && !habit.deletedAt && !isLimit(habit)
      ? [{ action: REMINDER_ACTIONS.done, title: 'Done' }]
      : [];
  } catch {
    // A store that cannot be read (iOS drops its connection at times) must not cost the reminder.
    return [];
  } finally {
    db.close();
  }
}

/** The badge, counted again from the device's store. */
export async function refreshBadge(db: HabitatDb): Promise<void> {
  await showAppBadge(await readLeftToday(db, await correctedNowFrom(db, Date.now())), worker.navigator);
}

/**
 * "Done" on a reminder: the day is checked in as a tap on its check would (at the target), unless
 * it is done already. False when it cannot be written here (the device's person changed, the habit
 * is gone): the caller opens the app instead.
 */
export async function checkInFromReminder(data: unknown): Promise<boolean> {
  const { habitId, date } = (data ?? {}) as { habitId?: unknown; date?: unknown };
  if (typeof habitId !== 'string' || typeof date !== 'string' || !isDateKey(date)) return false;
  const db = new HabitatDb();
  try {
    const [owner, habit, day] = await Promise.all([
      readDeviceOwner(db),
      db.habits.get(habitId),
      db.entries.get([habitId, date]),
    ]);
    if (!owner || !habit || habit.deletedAt || isLimit(habit)) return false;
    // A day done or skipped meanwhile (here, or pulled from another device) is left as it is.
    if (!day?.completed && !day?.skipped) {
      await mutateInWorker(db, 'entry.set', toggleCheck(habit, date, undefined), { owner });
      await worker.registration.sync?.register(BACKGROUND_SYNC_TAG).catch(() => {});
    }
    await refreshBadge(db);
    return true;
  } finally {
    db.close();
  }
}
