/**
 * The service worker (injectManifest). It keeps the app openable with no network and delivers
 * queued changes after the page is gone:
 * - precaches the app shell and its scripts; serves index.html for every page route;
 * - caches other same-origin assets on first use, and workspace reads (network first) for offline
 *   reading; never caches sync or auth calls;
 * - on Background Sync, runs the same sync engine as the page, on the same IndexedDB, with the
 *   token the page mirrors there. Workbox's request replay is deliberately not used: it cannot
 *   rebase and would duplicate and reorder mutations.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { FROM_CACHE_HEADER, SERVED_CACHE } from './api/served-cache';
import { secondsUntilExpiry } from './api/session-store';
import { HabitatDb } from './data/db';
import { readAuth, writeAuth } from './data/meta';
import { REMINDER_WAKE_TAG } from './reminders/reminder-wake-ups';
import { ringDueReminders } from './reminders/ring-due';
import { REMINDER_BODY, REMINDER_URL, reminderTitle } from './reminders/show-reminder';
import { BACKGROUND_SYNC_TAG } from './sync/background-sync';
import { SyncEngine, SyncError } from './sync/engine';
import { httpTransport } from './sync/transport';

// The DOM typings are in use for the app; the few worker types needed here are declared by hand.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
declare global {
  // Replaced at build time by the precache list (vite-plugin-pwa looks for `self.__WB_MANIFEST`).
  interface Window {
    __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  }
}
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'sync' | 'periodicsync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'habitat-assets', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);

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

registerRoute(
  // Invitation links are read by token; they are not the person's data to keep.
  ({ url, sameOrigin }) =>
    sameOrigin &&
    url.pathname.startsWith('/api/workspaces') &&
    !url.pathname.startsWith('/api/workspaces/invitations/'),
  new NetworkFirst({ cacheName: SERVED_CACHE, networkTimeoutSeconds: 5, plugins: [markFromCache] }),
  'GET',
);

/** The mirrored token, refreshed first when it has expired or is about to (the session outlives it). */
async function workerToken(db: HabitatDb): Promise<string | null> {
  const auth = await readAuth(db);
  if (!auth) return null;
  if (secondsUntilExpiry(auth.token) > 60) return auth.token;
  const response = await fetch('/api/auth/refresh', {
    method: 'PUT',
    headers: { authorization: `Bearer ${auth.token}` },
  }).catch(() => null);
  if (!response?.ok) return auth.token;
  const { data } = (await response.json()) as { data: { token: string } };
  await writeAuth(db, { ...auth, token: data.token });
  return data.token;
}

/**
 * The browser may fire a sync while the connection is still coming back (or believe it is online
 * when it is not); a failed attempt is only retried minutes later. So within the event's lifetime
 * (about three minutes in Chromium) the worker retries on its own, waiting a little longer each time.
 */
const RETRY_FOR_MS = 150_000;

async function syncFromWorker(): Promise<void> {
  const db = new HabitatDb();
  try {
    if (!(await readAuth(db))) return;
    const engine = new SyncEngine(db, httpTransport({ token: () => workerToken(db) }));
    const giveUpAt = Date.now() + RETRY_FOR_MS;
    for (let wait = 1000; ; wait = Math.min(wait * 2, 5000)) {
      try {
        await engine.sync();
        return;
      } catch (error) {
        const offline = error instanceof SyncError && error.kind === 'offline';
        if (!offline || Date.now() + wait > giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  } finally {
    db.close();
  }
}

worker.addEventListener('sync', (event) => {
  if (event.tag === BACKGROUND_SYNC_TAG)
    event.waitUntil(syncFromWorker().finally(() => ringFromWorker().catch(() => {})));
});

// Reminders while no page is open: whenever the browser wakes the worker for it (periodic sync,
// Chromium and installed apps only) or for a background sync, due reminders ring from here.
worker.addEventListener('periodicsync', (event) => {
  if (event.tag === REMINDER_WAKE_TAG) event.waitUntil(ringFromWorker());
});

async function ringFromWorker(): Promise<void> {
  if (Notification.permission !== 'granted') return;
  const db = new HabitatDb();
  try {
    await ringDueReminders(db, Date.now(), (habit, tag) =>
      worker.registration.showNotification(reminderTitle(habit), {
        body: REMINDER_BODY,
        tag,
        icon: '/icons/icon-192.png',
        data: { url: REMINDER_URL },
      }),
    );
  } finally {
    db.close();
  }
}

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

// Reminders (src/reminders): a tap brings Habitat forward, or opens it when no window is left.
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
}
interface NotificationClickEvent extends ExtendableEvent {
  notification: { data: unknown; close(): void };
}
interface NotificationScope {
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
}
const notificationScope = self as unknown as NotificationScope;

/** Only a path of this site: a notification's data must never send the person elsewhere. */
function notificationPath(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/app/dashboard';
}

async function openFromNotification(path: string): Promise<void> {
  const windows = await notificationScope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  // An open window is only focused, not navigated: it may hold a half-filled form.
  if (open) await open.focus();
  else await notificationScope.clients.openWindow(path);
}

notificationScope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(notificationPath(event.notification.data)));
});
