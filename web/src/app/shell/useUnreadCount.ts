import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setLocalUnreadCount, useUnreadCountQuery } from '../../api/notification-queries';
import { useAfterPaint } from '../../ui/useAfterPaint';
import { useOnline } from '../../ui/useOnline';

export interface UnreadCount {
  count: number;
  /** Ask the server again; a failure keeps the count on screen. */
  refresh(): void;
  /** A change this screen made itself (opened one, marked all read), shown before the server says so. */
  setCount(next: number | ((current: number) => number)): void;
}

/**
 * The bell's unread count (spec §4, §9): fetched once the screen is drawn, then every 30 s while the page is seen and
 * the browser is online, and at once when the server pokes, the page is shown again or the connection
 * comes back. A hidden tab or an offline one does not poll (notification-queries.ts says how).
 */
export function useUnreadCount(): UnreadCount {
  const client = useQueryClient();
  const online = useOnline();
  // Asked once the screen is drawn: its answer only changes a badge.
  const painted = useAfterPaint();
  const { data, refetch } = useUnreadCountQuery(online && painted);

  const refresh = useCallback(() => {
    if (navigator.onLine) void refetch();
  }, [refetch]);

  const setCount = useCallback(
    (next: number | ((current: number) => number)) => setLocalUnreadCount(client, next),
    [client],
  );

  return { count: data ?? 0, refresh, setCount };
}
