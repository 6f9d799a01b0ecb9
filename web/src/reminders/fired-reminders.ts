import { type DateKey, pruneFiredKeys } from '@habitat/domain';

/**
 * Reminders already shown today, kept on the device so a reload or a second tab does not show
 * them again. Only today's keys are kept; yesterday's can never match.
 */
export const FIRED_REMINDERS_KEY = 'habitTracker_firedReminders';

type KeyStore = Pick<Storage, 'getItem' | 'setItem'>;

export function readFiredReminders(storage: KeyStore, today: DateKey): Set<string> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(FIRED_REMINDERS_KEY) ?? '[]');
    const keys = Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
    return pruneFiredKeys(keys, today);
  } catch {
    return new Set();
  }
}

export function writeFiredReminders(storage: KeyStore, keys: ReadonlySet<string>, today: DateKey): void {
  try {
    storage.setItem(FIRED_REMINDERS_KEY, JSON.stringify([...pruneFiredKeys(keys, today)]));
  } catch {
    // Storage full or blocked: at worst a reminder shows again after a reload.
  }
}
