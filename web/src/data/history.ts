import type { DateKey, EntryRecord } from '@habitat/domain';
import { liveQuery, type Subscription } from 'dexie';
import { useEffect, useRef, useState } from 'react';
import { localDb } from './database';

/** habitId → date → entry. */
export type HistoryMap = ReadonlyMap<string, ReadonlyMap<DateKey, EntryRecord>>;

/**
 * The entries of many habits over a date range, kept live with one query per habit. A check-in then
 * re-reads only its own habit's year (a few hundred rows) instead of every habit's: Dexie's live
 * queries observe the key ranges they read, so a write to one habit leaves the others' queries alone.
 * Undefined until every habit's first read has arrived, so screens never draw half a history.
 */
export function useEntryHistory(
  habitIds: readonly string[],
  start: DateKey,
  end: DateKey,
): HistoryMap | undefined {
  const [history, setHistory] = useState<HistoryMap | undefined>(undefined);
  const live = useRef({
    subscriptions: new Map<string, Subscription>(),
    rows: new Map<string, ReadonlyMap<DateKey, EntryRecord>>(),
    wanted: [] as string[],
    /** Habits whose first read has not arrived yet. */
    pending: new Set<string>(),
  });
  const idsKey = habitIds.join(',');

  // A new range (the day changed) means new queries for every habit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: start and end are the reason to restart
  useEffect(() => {
    const state = live.current;
    return () => {
      for (const subscription of state.subscriptions.values()) subscription.unsubscribe();
      state.subscriptions.clear();
      state.rows.clear();
      state.pending.clear();
    };
  }, [start, end]);

  useEffect(() => {
    const state = live.current;
    state.wanted = idsKey ? idsKey.split(',') : [];
    const publish = () => {
      if (state.pending.size > 0) return;
      const next = new Map<string, ReadonlyMap<DateKey, EntryRecord>>();
      for (const id of state.wanted) next.set(id, state.rows.get(id) ?? new Map());
      setHistory(next);
    };
    const received = (id: string, entries: readonly EntryRecord[]) => {
      state.rows.set(id, new Map(entries.map((entry) => [entry.date, entry])));
      state.pending.delete(id);
      publish();
    };
    for (const [id, subscription] of state.subscriptions) {
      if (state.wanted.includes(id)) continue;
      subscription.unsubscribe();
      state.subscriptions.delete(id);
      state.rows.delete(id);
      state.pending.delete(id);
    }
    for (const id of state.wanted) {
      if (state.subscriptions.has(id)) continue;
      state.pending.add(id);
      const query = liveQuery(() =>
        localDb().entries.where('[habitId+date]').between([id, start], [id, end], true, true).toArray(),
      );
      state.subscriptions.set(
        id,
        query.subscribe({
          next: (entries) => received(id, entries),
          error: (error: unknown) => {
            // A failed read leaves this habit empty rather than the whole dashboard waiting forever.
            console.error('Reading check-ins failed', error);
            received(id, []);
          },
        }),
      );
    }
    publish();
  }, [idsKey, start, end]);

  return history;
}
