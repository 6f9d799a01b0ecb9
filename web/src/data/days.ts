import type { DateKey, DayState } from '@habitat/domain';
import { localDb } from './database';

/** The note the device holds for one habit's day, or null. */
export async function storedNote(habitId: string, date: DateKey): Promise<string | null> {
  return (await localDb().entries.get([habitId, date]))?.note ?? null;
}

/**
 * How each of these habits' `date` stands on the device now, read from the store itself: for a
 * write decided outside a screen's (possibly still loading) read of the days.
 */
export async function storedDays(habitIds: readonly string[], date: DateKey): Promise<Map<string, DayState>> {
  const rows = await localDb().entries.bulkGet(habitIds.map((id) => [id, date] as [string, DateKey]));
  const days = new Map<string, DayState>();
  for (const row of rows) {
    if (row) days.set(row.habitId, { completed: row.completed, value: row.value, skipped: row.skipped });
  }
  return days;
}
