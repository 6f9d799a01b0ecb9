import type { DateKey, EntryRecord } from '@habitat/domain';
import { liveQuery, type Subscription } from 'dexie';
import { useEffect, useRef, useState } from 'react';
import { whenIdle } from '../ui/when-idle';
import { localDb } from './database';

/** habitId → date → entry. */
export type HistoryMap = ReadonlyMap<string, ReadonlyMap<DateKey, EntryRecord>>;

export interface EntryHistoryState {
  history: HistoryMap | undefined;
  /** The first day `history` covers: `quickStart` at first, then `start` once the year has loaded. */
  coveredFrom: DateKey | undefined;
}

/**
 * The entries of many habits over a date range, kept live with one query per habit. A check-in then
 * re-reads only its own habit's range (a few hundred rows) instead of every habit's: Dexie's live
 * queries observe the key ranges they read, so a write to one habit leaves the others' queries alone.
 *
 * A year of fifty habits is ~18,000 rows, and reading them takes IndexedDB about 200 ms. So the hook
 * first reads from `quickStart` (this week: what the first paint needs), publishes that, and only
 * then widens to `start`. `history` is undefined until the first range has arrived for every habit,
 * so screens never draw half a range.
 */
export function useEntryHistory(
  habitIds: readonly string[],
  start: DateKey,
  end: DateKey,
  quickStart: DateKey = start,
): EntryHistoryState {
  const [widened, setWidened] = useState(quickStart === start);
  const from = widened ? start : quickStart;
  const [state, setState] = useState<EntryHistoryState>({ history: undefined, coveredFrom: undefined });
  const store = useRef({
    subscriptions: new Map<string, Subscription>(),
    rows: new Map<string, ReadonlyMap<DateKey, EntryRecord>>(),
    wanted: [] as string[],
    /** Habits whose first read of the current range has not arrived yet. */
    pending: new Set<string>(),
    /** Cancels the wait for idle that widens the range, once it is asked for. */
    widening: undefined as (() => void) | undefined,
  });
  const idsKey = habitIds.join(',');

  // A new range (widened, or the day changed) means new queries for every habit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: from and end are the reason to restart
  useEffect(() => {
    const current = store.current;
    return () => {
      current.widening?.();
      current.widening = undefined;
      for (const subscription of current.subscriptions.values()) subscription.unsubscribe();
      current.subscriptions.clear();
      current.rows.clear();
      current.pending.clear();
    };
  }, [from, end]);

  useEffect(() => {
    const current = store.current;
    current.wanted = idsKey ? idsKey.split(',') : [];
    const publish = () => {
      if (current.pending.size > 0) return;
      const next = new Map<string, ReadonlyMap<DateKey, EntryRecord>>();
      for (const id of current.wanted) next.set(id, current.rows.get(id) ?? new Map());
      setState({ history: next, coveredFrom: from });
      // The first paint has what it needs: the rest of the year is read once the page is first
      // idle after it, so the reads hold back neither that paint nor the first tap (issue 27).
      if (!widened && !current.widening) current.widening = whenIdle(() => setWidened(true));
    };
    const keep = (id: string, entries: readonly EntryRecord[]) => {
      current.rows.set(id, new Map(entries.map((entry) => [entry.date, entry])));
      current.pending.delete(id);
    };
    const received = (id: string, entries: readonly EntryRecord[]) => {
      keep(id, entries);
      publish();
    };
    for (const [id, subscription] of current.subscriptions) {
      if (current.wanted.includes(id) || id === 'week') continue;
      subscription.unsubscribe();
      current.subscriptions.delete(id);
      current.rows.delete(id);
      current.pending.delete(id);
    }
    if (!widened) {
      // The first paint's week for every habit in one read: one transaction, not one per habit.
      const key = 'week';
      if (!current.subscriptions.has(key)) {
        for (const id of current.wanted) current.pending.add(id);
        const week = liveQuery(() =>
          localDb().entries.where('date').between(from, end, true, true).toArray(),
        );
        const receivedAll = (entries: readonly EntryRecord[]) => {
          const byHabit = new Map<string, EntryRecord[]>();
          for (const entry of entries) {
            const list = byHabit.get(entry.habitId);
            if (list) list.push(entry);
            else byHabit.set(entry.habitId, [entry]);
          }
          for (const id of current.wanted) keep(id, byHabit.get(id) ?? []);
          publish();
        };
        current.subscriptions.set(
          key,
          week.subscribe({
            next: receivedAll,
            error: (error: unknown) => {
              console.error('Reading check-ins failed', error);
              receivedAll([]);
            },
          }),
        );
      }
      publish();
      return;
    }
    for (const id of current.wanted) {
      if (current.subscriptions.has(id)) continue;
      current.pending.add(id);
      const query = liveQuery(() =>
        localDb().entries.where('[habitId+date]').between([id, from], [id, end], true, true).toArray(),
      );
      current.subscriptions.set(
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
  }, [idsKey, from, end, widened]);

  return state;
}
