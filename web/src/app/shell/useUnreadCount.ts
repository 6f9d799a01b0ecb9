import { UNREAD_POLL_MS } from '@habitat/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getUnreadCount } from '../../api/notifications-api';
import { SERVER_POKE } from '../../sync/poke-events';

export interface UnreadCount {
  count: number;
  /** Ask the server again; a failure keeps the count on screen. */
  refresh(): void;
  /** A change this screen made itself (opened one, marked all read), shown before the server says so. */
  setCount(next: number | ((current: number) => number)): void;
}

/**
 * The bell's unread count (spec §4, §9): fetched at mount, then every 30 s while the page is seen and
 * the browser is online, and at once when the server pokes, the page is shown again or the connection
 * comes back. A hidden tab or an offline one does not poll.
 */
export function useUnreadCount(): UnreadCount {
  const [count, setCountState] = useState(0);
  // Only the latest request may write, and a local change outranks any answer already on its way:
  // a poll sent before the person opened a notification would otherwise bring the old count back.
  const latest = useRef(0);

  const refresh = useCallback(() => {
    if (!navigator.onLine) return;
    const ticket = ++latest.current;
    getUnreadCount().then(
      (unread) => {
        if (ticket === latest.current) setCountState(Math.max(0, unread));
      },
      () => {
        // Silent on purpose: the badge keeps the last count it knew rather than flashing an error.
      },
    );
  }, []);

  const setCount = useCallback((next: number | ((current: number) => number)) => {
    latest.current++;
    setCountState(next);
  }, []);

  useEffect(() => {
    refresh();
    const poll = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, UNREAD_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener(SERVER_POKE, refresh);
    window.addEventListener('online', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(poll);
      latest.current++;
      window.removeEventListener(SERVER_POKE, refresh);
      window.removeEventListener('online', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  return { count, refresh, setCount };
}
