import type { CheckInWrite, DateKey, DayState, EntryRecord } from '@habitat/domain';
import { writeFailureText } from '@habitat/sync-client';
import { useCallback, useEffect, useState } from 'react';
import { mutateLocal } from '../../../data/mutations';
import { useToast } from '../../../ui/toast/ToastProvider';

/** After a write is stored, how long its optimistic state may wait for the live read to agree. */
const SETTLE_MS = 1000;

function sameDay(stored: EntryRecord | undefined, shown: DayState): boolean {
  return (
    (stored?.completed ?? false) === shown.completed &&
    (stored?.skipped ?? false) === shown.skipped &&
    (stored?.value ?? 0) === shown.value
  );
}

/**
 * One habit's days as the person sees them: the stored entries, overlaid with writes made a moment
 * ago so a click shows in the very next frame, before IndexedDB and the live query have answered.
 * An overlaid day goes once the stored entry agrees, or shortly after the write was stored (a
 * newer write from another device may have superseded it, and the stored state is then the truth).
 */
export function useCheckIns(days: ReadonlyMap<DateKey, EntryRecord> | undefined) {
  const toast = useToast();
  const [overlay, setOverlay] = useState<ReadonlyMap<DateKey, DayState>>(new Map());

  useEffect(() => {
    setOverlay((current) => {
      if (current.size === 0) return current;
      const next = new Map([...current].filter(([date, shown]) => !sameDay(days?.get(date), shown)));
      return next.size === current.size ? current : next;
    });
  }, [days]);

  const dayOf = useCallback(
    (date: DateKey): DayState | undefined => {
      const shown = overlay.get(date);
      if (shown) return shown;
      const stored = days?.get(date);
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
      const forget = () =>
        setOverlay((current) => {
          if (current.get(change.date) !== shown) return current;
          const next = new Map(current);
          next.delete(change.date);
          return next;
        });
      setOverlay((current) => new Map(current).set(change.date, shown));
      mutateLocal('entry.set', change).then(
        () => setTimeout(forget, SETTLE_MS),
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
