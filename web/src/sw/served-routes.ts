import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { FROM_CACHE_HEADER, SERVED_CACHE } from '../api/served-cache';

/**
 * What the worker answers beyond the precache: index.html for every page route, other same-origin
 * assets cached on first use, and group reads (network first) kept for offline reading. Sync
 * and auth calls are never cached.
 */

/** Marks an answer taken from the cache, so the screen can say it is showing saved data. */
const markFromCache = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_CACHE_HEADER, '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

export function routeServedRequests(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    new CacheFirst({ cacheName: 'habitat-assets', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
  );

  registerRoute(
    // Invitation links are read by token; they are not the person's data to keep.
    ({ url, sameOrigin }) =>
      sameOrigin &&
      url.pathname.startsWith('/api/workspaces') &&
      !url.pathname.startsWith('/api/workspaces/invitations/'),
    new NetworkFirst({ cacheName: SERVED_CACHE, networkTimeoutSeconds: 5, plugins: [markFromCache] }),
    'GET',
  );
}
