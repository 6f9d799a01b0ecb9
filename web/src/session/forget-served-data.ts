import { SERVED_CACHE } from '../api/served-cache';

/**
 * Served reads belong to the signed-in person: dropped when the session ends, from the page's
 * query cache (answers still on their way included) and from the service worker's offline copy.
 */
export async function forgetServedData(): Promise<void> {
  // Loaded on demand: the sign-in pages that reach here never download the query cache otherwise.
  const { forgetServedQueries, queryClient } = await import('../api/query-client');
  forgetServedQueries(queryClient);
  if (typeof caches !== 'undefined') await caches.delete(SERVED_CACHE).catch(() => false);
}
