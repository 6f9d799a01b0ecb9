/**
 * The service worker (injectManifest). It keeps the app openable with no network and delivers
 * queued changes after the page is gone:
 * - precaches the app shell and its scripts; serves index.html for every page route, and caches
 *   other assets and group reads for offline reading (sw/served-routes.ts);
 * - on Background Sync, runs the same sync engine as the page, and rings due reminders when the
 *   browser wakes it (sw/wake-ups.ts);
 * - shows Web Push messages (reminders, encouragements, group news) and opens their screen on a tap
 *   (sw/push-events.ts, sw/notification-clicks.ts).
 * Every listener is added as this script first runs: a worker's listeners added later are not used.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { listenForNotificationClicks } from './sw/notification-clicks';
import { listenForPushes } from './sw/push-events';
import { routeServedRequests } from './sw/served-routes';
import { listenForWakeUps, stepAsideForUpdate } from './sw/wake-ups';
import { worker } from './sw/worker-scope';
import { STEP_ASIDE } from './sync/background-sync';

declare global {
  // Replaced at build time by the precache list (vite-plugin-pwa looks for `self.__WB_MANIFEST`).
  interface Window {
    __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  }
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

routeServedRequests();
listenForWakeUps();

worker.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') {
    // The page asked the old worker to step aside too; asked again from here, for a page that could not.
    const active = worker.registration.active;
    if (active && active !== worker.serviceWorker) active.postMessage({ type: STEP_ASIDE });
    void worker.skipWaiting();
  }
  if (type === STEP_ASIDE) stepAsideForUpdate();
});

listenForNotificationClicks();
listenForPushes();
