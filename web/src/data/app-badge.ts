import { completeAllWrites, type EntryRecord, todayKey } from '@habitat/domain';
import type { HabitatDb } from '@habitat/sync-client';
import { readReminderInputs } from './reminders-store';

/**
 * The app icon's badge (issue 32, item 3): how many of today's habits are left, by the rule of
 * "Complete All" (due today, neither done nor skipped; a limit is never "left"). Read from the
 * device's store, so the page and the service worker (on a reminder, or a notification's Done)
 * count alike.
 */
export async function readLeftToday(db: HabitatDb, now: number): Promise<number> {
  const { habits, timezone, dayStartMinutes } = await readReminderInputs(db);
  const today = todayKey(timezone, now, dayStartMinutes);
  const active = habits.filter((habit) => habit.isActive && !habit.deletedAt);
  const entries: EntryRecord[] = await db.entries.where('date').equals(today).toArray();
  const days = new Map(entries.map((entry) => [entry.habitId, entry]));
  return completeAllWrites(active, today, (id) => days.get(id)).length;
}

interface BadgeNavigator {
  setAppBadge?(count?: number): Promise<void>;
  clearAppBadge?(): Promise<void>;
}

/**
 * Sets the badge, or clears it at 0. Where badges are not offered (a browser tab, an iPhone before
 * notifications were allowed) the call is refused or missing: nothing to do then.
 */
export async function showAppBadge(
  count: number,
  from: BadgeNavigator = navigator as BadgeNavigator,
): Promise<void> {
  try {
    if (count > 0) await from.setAppBadge?.(count);
    else await from.clearAppBadge?.();
  } catch {
    // Not allowed here: the badge is a nicety.
  }
}
