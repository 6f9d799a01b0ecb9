import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { readLeftToday, showAppBadge } from './app-badge';
import { localDb } from './database';

/** A day turns over with no write: the count is taken again each minute. */
const RECOUNT_MS = 60_000;

/**
 * Keeps the app icon's badge at the number of today's habits left, on every change from any tab
 * or a pull (issue 32). `now` is the server's clock as the device knows it, so a wrong device clock
 * counts the real today.
 */
export function useAppBadge(now: () => number): void {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((current) => current + 1), RECOUNT_MS);
    return () => clearInterval(timer);
  }, []);
  // A store that cannot be read leaves the badge as it was, rather than taking the screen down.
  const left = useLiveQuery(() => readLeftToday(localDb(), now()).catch(() => undefined), [now, tick]);
  useEffect(() => {
    if (left !== undefined) void showAppBadge(left);
  }, [left]);
}
