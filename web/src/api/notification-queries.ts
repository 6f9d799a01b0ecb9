import { UNREAD_POLL_MS } from '@habitat/domain';
import type { Notification } from '@habitat/protocol';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { getUnreadCount, listNotifications } from './notifications-api';
import { writeLocalChange } from './query-client';
import { queryKeys } from './query-keys';
import { type QueryResource, useQueryResource } from './served-resource';

/**
 * The bell's unread count (spec §4, §9). Asked only while the browser is online (`enabled`: turning
 * on asks at once), then every UNREAD_POLL_MS while the page is seen (React Query's interval stops
 * while the document is hidden), when the page is shown again (its visibility listener) and when
 * the server pokes. A failure keeps the last count: the badge never flashes an error.
 */
export function useUnreadCountQuery(online: boolean) {
  return useQuery({
    queryKey: queryKeys.notifications.unreadCount(),
    queryFn: async () => Math.max(0, await getUnreadCount()),
    enabled: online,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    meta: { refreshOnPoke: true },
  });
}

/**
 * A change the bell made itself (opened one, marked all read), shown at once. It outranks any
 * answer already on its way: a poll sent before the person opened a notification would otherwise
 * bring the old count back.
 */
export function setLocalUnreadCount(client: QueryClient, next: number | ((current: number) => number)): void {
  writeLocalChange<number>(client, queryKeys.notifications.unreadCount(), (current) =>
    typeof next === 'function' ? next(current ?? 0) : next,
  );
}

/**
 * The latest notifications, loaded when the dropdown opens (it mounts the list, which is forgotten
 * when it closes) and reloaded while it is open when the server pokes or the connection returns.
 */
export function useNotificationList(): QueryResource<Notification[]> {
  const queryKey = queryKeys.notifications.list();
  const result = useQuery({
    queryKey,
    queryFn: listNotifications,
    meta: { refreshOnPoke: true, refreshOnOnline: 'always' },
  });
  return useQueryResource(result, queryKey);
}

/** The dropdown's own change to its list (one opened, all marked read), over any answer on its way. */
export function changeNotificationList(
  client: QueryClient,
  change: (items: Notification[]) => Notification[],
): void {
  writeLocalChange<Notification[]>(client, queryKeys.notifications.list(), (items) => items && change(items));
}
