import { useEffect, useState } from 'react';
import { serverNow } from '../../../sync/server-clock';

/**
 * The current time by the server-corrected clock (the times it is compared with are the server's),
 * renewed every `everyMs` so relative times ('5m ago') stay true while on screen.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), everyMs);
    // A tab woken from the background shows stale times until the next tick otherwise.
    const onVisible = () => {
      if (document.visibilityState === 'visible') setNow(serverNow());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [everyMs]);
  return now;
}
