import { notifyManager, QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The page's one cache of served (online-only) data. The defaults keep what each screen did when
 * it loaded its own:
 * - `networkMode: 'always'`: offline, a read is answered by the service worker's cache of served
 *   responses (marked `fromCache`). React Query's default ('online') would pause the request
 *   instead, and the saved copy would never show.
 * - `retry: false`: no screen tried a failed read again by itself; a failure shows at once, with
 *   its Try Again.
 * - no refetch on focus or reconnect: the bell's count (visibility) and the group queries refreshed when
 *   the connection returns say so themselves (`refetchOnWindowFocus`, meta `refreshOnOnline`).
 * - `staleTime: 0`, `gcTime: 0`: a screen loaded its data afresh each time it opened and kept
 *   nothing once closed, so reopening a group shows it loading, never a copy from minutes ago.
 *   The groups list, which was kept for the whole session, says otherwise (group-queries.ts).
 * - actions (mutations) run when asked, network or not: the online ones fail at once offline and
 *   say so, and the local ones (adopting a habit) are meant for offline. The default would hold
 *   either, paused and 'busy', until the browser said it was online again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 0,
        gcTime: 0,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * Sign-out and account deletion: nothing served of this person may outlive their session. A query
 * whose screen is closed goes (and its request still on its way is cancelled, so its answer is
 * never written). One still on screen (the sidebar's groups during the two seconds after an
 * account is deleted) is emptied in place and its request cancelled the same way: removed, its
 * screen would build it again at the next render and ask the server with the dead session.
 */
export function forgetServedQueries(client: QueryClient): void {
  const cache = client.getQueryCache();
  notifyManager.batch(() => {
    for (const query of cache.getAll()) {
      if (query.getObserversCount() > 0) query.reset();
      else cache.remove(query);
    }
  });
  client.getMutationCache().clear();
}

/**
 * A change this page made itself (a notification opened, an invitation cancelled), written over
 * the cached answer. An answer already on its way was asked before the change, so it is cancelled
 * first (synchronously: its state is put back before the write) and can never bring the old value
 * back.
 */
export function writeLocalChange<T>(
  client: QueryClient,
  queryKey: QueryKey,
  change: (current: T | undefined) => T | undefined,
): void {
  void client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<T>(queryKey, change);
  // Nothing to write over (its first load was on its way and is now cancelled): ask again, after
  // the change, or the query would stay pending with no request to end it.
  if (client.getQueryData(queryKey) === undefined) void client.invalidateQueries({ queryKey, exact: true });
}
