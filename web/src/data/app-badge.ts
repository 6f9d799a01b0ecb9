import { badgeCount, todayKey } from '@habitat/domain';
import type { HabitatDb } from '@habitat/sync-client';
import { readReminderInputs, readSettledHabits } from './reminders-store';

/**
 * The app icon's badge (issue 32, item 3): how many of today's habits are left, by the domain's
 * `badgeCount` (the rule a pushed reminder's badge follows on the server). Read from the device's
 * store, so the page and the service worker (on a reminder, or a notification's Done) count alike.
 */
export async function readLeftToday(db: HabitatDb, now: number): Promise<number> {
  const { habits, timezone, dayStartMinutes } = await readReminderInputs(db);
  const today = todayKey(timezone, now, dayStartMinutes);
  const settled = await readSettledHabits(db, today);
  return badgeCount({ habits, today, isDoneOrSkipped: (habitId) => settled.has(habitId) });
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
