import type { CheckInWrite, DateKey, DayState, EntryRecord, Hlc } from '@habitat/domain';
import { writeFailureText } from '@habitat/sync-client';
import { useCallback, useEffect, useState } from 'react';
import { localDb } from '../../../data/database';
import { mutateLocal } from '../../../data/mutations';
import { useToast } from '../../../ui/toast/ToastProvider';

/**
 * How long an overlay may outlive a write the device kept nothing of (its habit was deleted
 * meanwhile, so the read never holds the day): it must not stay for good.
 */
const BACKSTOP_MS = 10_000;

/** A day as the person just set it; once the write is stored, the version of the day it stored. */
interface Overlaid {
  shown: DayState;
  /** Undefined while the write is on its way into IndexedDB. */
  stored?: Hlc;
}

/**
 * The read has caught up with a tap once it holds the stored write's version of the day or a newer
 * one (another device's, pulled meanwhile): the stored state is then the truth. Versions, not
 * values: a read still showing the day before a quick second tap may agree with that tap by
 * chance, and the first tap's state would flash back when its own read arrived.
 */
function settled(stored: EntryRecord | undefined, overlaid: Overlaid): boolean {
  return overlaid.stored !== undefined && stored !== undefined && stored.hlc >= overlaid.stored;
}

/**
 * One habit's days as the person sees them: the stored entries, overlaid with writes made a moment
 * ago so a tap shows in the very next frame, before IndexedDB and the live query have answered.
 * The board reads its data deferred, so on a slow phone the read may lag the write by seconds: an
 * overlay goes when the read has caught up, never on a short timer that could show the tap undone
 * and then redone.
 */
export function useCheckIns(days: ReadonlyMap<DateKey, EntryRecord> | undefined) {
  const toast = useToast();
  const [overlay, setOverlay] = useState<ReadonlyMap<DateKey, Overlaid>>(new Map());

  useEffect(() => {
    setOverlay((current) => {
      if (current.size === 0) return current;
      const next = new Map([...current].filter(([date, overlaid]) => !settled(days?.get(date), overlaid)));
      return next.size === current.size ? current : next;
    });
  }, [days]);

  const dayOf = useCallback(
    (date: DateKey): DayState | undefined => {
      const stored = days?.get(date);
      const overlaid = overlay.get(date);
      if (overlaid && !settled(stored, overlaid)) return overlaid.shown;
      return stored && { completed: stored.completed, value: stored.value, skipped: stored.skipped };
    },
    [overlay, days],
  );

  const write = useCallback(
    (change: CheckInWrite) => {
      const shown: DayState = {
        completed: change.completed,
        value: change.value,
        skipped: change.skipped === true,
      };
      const mine = (overlaid: Overlaid | undefined) => overlaid?.shown === shown;
      const update = (next: (current: Map<DateKey, Overlaid>) => void) =>
        setOverlay((current) => {
          if (!mine(current.get(change.date))) return current;
          const copy = new Map(current);
          next(copy);
          return copy;
        });
      const forget = () => update((copy) => copy.delete(change.date));
      setOverlay((current) => new Map(current).set(change.date, { shown }));
      mutateLocal('entry.set', change).then(
        async () => {
          // The write is kept; which version it stored only decides when the overlay may go, so a
          // failed read of it leaves the overlay to the backstop rather than calling the write failed.
          const entry = await localDb()
            .entries.get([change.habitId, change.date])
            .catch(() => undefined);
          if (entry) update((copy) => copy.set(change.date, { shown, stored: entry.hlc }));
          setTimeout(forget, BACKSTOP_MS);
        },
        (error: Error) => {
          forget();
          toast.error(writeFailureText('Failed to update habit', error));
        },
      );
    },
    [toast],
  );

  return { dayOf, write };
}
