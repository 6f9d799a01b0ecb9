import {
  type DateKey,
  dayStartMinutes,
  type EntryRecord,
  type HabitRecord,
  type LayoutRecord,
  normalizePreferences,
  type Preferences,
  type RoutineRecord,
  todayKey,
} from '@habitat/domain';
import { type Rejection, readRejections, SYNC_META_KEY, type SyncMeta } from '@habitat/sync-client';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { serverNow, useClockOffset } from '../sync/server-clock';
import { readPreferences } from '../theme/preferences-store';
import { DEVICE_ONLY_OWNER, localDb } from './database';
import { type SetAsideFile, setAsideFiles } from './set-aside';

/** Live reads for screens: each re-renders when the rows it read change, from any tab or from sync. */

/** Habits not deleted; archived ones included (screens filter on isActive). Undefined while loading. */
export function useHabits(): HabitRecord[] | undefined {
  return useLiveQuery(async () => {
    const all = await localDb().habits.toArray();
    return all.filter((habit) => !habit.deletedAt).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  });
}

/** Routines not deleted (issue 30), in no particular order (listSections orders them). */
export function useRoutines(): RoutineRecord[] | undefined {
  return useLiveQuery(async () =>
    (await localDb().routines.toArray()).filter((routine) => !routine.deletedAt),
  );
}

export function useHabit(id: string | undefined): HabitRecord | undefined {
  return useLiveQuery(async () => (id ? localDb().habits.get(id) : undefined), [id]);
}

/** Entries of every habit between two days (both included), keyed `habitId|date`. */
export function useEntriesBetween(start: DateKey, end: DateKey): Map<string, EntryRecord> | undefined {
  return useLiveQuery(async () => {
    const rows = await localDb().entries.where('date').between(start, end, true, true).toArray();
    return new Map(rows.map((entry) => [`${entry.habitId}|${entry.date}`, entry]));
  }, [start, end]);
}

/**
 * The synced preferences; until the first pull brings them, the copy saved at sign-in (which has the
 * person's time zone), so "today" is never taken from UTC by mistake.
 */
export function usePreferences(): Preferences {
  const stored = useLiveQuery(() => localDb().preferences.get('me'));
  // A copy pulled before a preference existed lacks it (the server does not resend an unchanged
  // row): read it over the defaults, as the server's own row reads.
  return useMemo(() => (stored ? normalizePreferences(stored) : readPreferences()), [stored]);
}

/**
 * Today's date key in the person's time zone and by their 'day starts at' choice, by the
 * server-corrected clock (a device clock a day off must not put check-ins on the wrong day),
 * updated when their day turns over, when the page returns and when the clock's offset is learned.
 */
export function useToday(preferences: Pick<Preferences, 'timezone' | 'dayStartsAt'>): DateKey {
  const { timezone: timeZone } = preferences;
  const dayStart = dayStartMinutes(preferences);
  const offset = useClockOffset();
  const [today, setToday] = useState(() => todayKey(timeZone, serverNow(), dayStart));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new offset only asks for another look
  useEffect(() => {
    const update = () => setToday(todayKey(timeZone, serverNow(), dayStart));
    update();
    const timer = setInterval(update, 30_000);
    document.addEventListener('visibilitychange', update);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, [timeZone, dayStart, offset]);
  return today;
}

/** The id of the oldest mutation not yet acknowledged by the server; null when none waits. */
export function useOldestPendingId(): number | null | undefined {
  return useLiveQuery(async () => (await localDb().outbox.orderBy(':id').first())?.id ?? null);
}

/**
 * How much of the person's data this device holds (undefined while reading): `none` before its
 * first pull, `partial` while a first copy is still coming in page by page, then `whole`. Until it
 * is whole, an empty or thin device says nothing about the account: a new phone has no habits yet,
 * the account may have many, with streaks far longer than the pages so far show.
 */
export function useLocalCopy(): 'none' | 'partial' | 'whole' | undefined {
  return useLiveQuery(async () => {
    const meta = (await localDb().meta.get(SYNC_META_KEY))?.value as SyncMeta | undefined;
    if (meta?.resetting) return 'partial';
    // Used without an account, the device's copy is the only one: whole as it stands.
    if ((await localDb().meta.get('userId'))?.value === DEVICE_ONLY_OWNER) return 'whole';
    return Object.keys(meta?.cursors ?? {}).length > 0 ? 'whole' : 'none';
  });
}

export function usePendingCount(): number {
  return useLiveQuery(() => localDb().outbox.count()) ?? 0;
}

export function useRejections(): Rejection[] {
  return useLiveQuery(() => readRejections(localDb())) ?? [];
}

/** A dashboard's stored layout document: null when none is stored yet, undefined while loading. */
export function useLayoutRecord(key: string): LayoutRecord | null | undefined {
  return useLiveQuery(async () => (await localDb().layouts.get(key)) ?? null, [key]);
}

/** The files kept apart at sign-in (data/set-aside.ts); undefined while loading. */
export function useSetAsideFiles(): SetAsideFile[] | undefined {
  return useLiveQuery(setAsideFiles);
}
