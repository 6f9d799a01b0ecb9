import {
  type DateKey,
  dayStartMinutes,
  type HabitRecord,
  normalizePreferences,
  pruneFiredKeys,
} from '@habitat/domain';
import type { HabitatDb } from '@habitat/sync-client';

/**
 * What a reminder check reads, for the page and the service worker alike (both open the same
 * database), and the record of reminders already shown, so neither shows one twice.
 */

const FIRED_KEY = 'firedReminders';

export interface ReminderInputs {
  habits: HabitRecord[];
  timezone: string;
  dayStartMinutes: number;
  /** One summary a day at this time instead of a reminder per habit (issue 30), or null. */
  summaryAt: string | null;
}

export async function readReminderInputs(db: HabitatDb): Promise<ReminderInputs> {
  const [habits, preferences] = await Promise.all([db.habits.toArray(), db.preferences.get('me')]);
  return {
    habits,
    timezone: preferences?.timezone ?? 'UTC',
    dayStartMinutes: dayStartMinutes(preferences ?? {}),
    summaryAt: normalizePreferences(preferences ?? {}).reminderSummaryAt,
  };
}

/** Habits done or skipped on `date`: their reminder has nothing left to say. */
export async function readSettledHabits(db: HabitatDb, date: DateKey): Promise<Set<string>> {
  const entries = await db.entries.where('date').equals(date).toArray();
  return new Set(entries.filter((entry) => entry.completed || entry.skipped).map((entry) => entry.habitId));
}

async function readFired(db: HabitatDb, today: DateKey): Promise<Set<string>> {
  const row = await db.meta.get(FIRED_KEY);
  return pruneFiredKeys(Array.isArray(row?.value) ? (row.value as unknown[]).filter(isString) : [], today);
}

export function readFiredReminders(db: HabitatDb, today: DateKey): Promise<Set<string>> {
  return db.transaction('r', db.meta, () => readFired(db, today));
}

/**
 * Marks reminders as shown and returns those this caller may show: one transaction, so when the
 * page and the worker (or two tabs) look at the same moment, each reminder goes to one of them.
 */
export function claimReminders(db: HabitatDb, today: DateKey, keys: readonly string[]): Promise<string[]> {
  return db.transaction('rw', db.meta, async () => {
    const fired = await readFired(db, today);
    const claimed = keys.filter((key) => !fired.has(key));
    if (claimed.length > 0) {
      for (const key of claimed) fired.add(key);
      await db.meta.put({ key: FIRED_KEY, value: [...fired] });
    }
    return claimed;
  });
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}
