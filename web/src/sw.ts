/**
 * The service worker (injectManifest). It keeps the app openable with no network and delivers
 * queued changes after the page is gone:
 * - precaches the app shell and its scripts; serves index.html for every page route;
 * - caches other same-origin assets on first use, and workspace reads (network first) for offline
 *   reading; never caches sync or auth calls;
 * - on Background Sync, runs the same sync engine as the page, on the same IndexedDB, with the
 *   token the page mirrors there. Workbox's request replay is deliberately not used: it cannot
 *   rebase and would duplicate and reorder mutations;
 * - shows Web Push messages (reminders, encouragements, group news) and opens their screen on a tap.
 */
import {
  isSitePath,
  type PushMessage,
  REMINDER_BODY,
  REMINDER_URL,
  readPushMessage,
  reminderTitle,
  todayKey,
} from '@habitat/domain';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { FROM_CACHE_HEADER, SERVED_CACHE } from './api/served-cache';
import { secondsUntilExpiry } from './api/session-store';
import { HabitatDb } from './data/db';
import { readAuth, writeAuth } from './data/meta';
import { claimReminders, readReminderInputs, readSettledHabits } from './data/reminders-store';
import { NAVIGATE_MESSAGE, type NavigateMessage } from './push/notification-navigation';
import { REMINDER_WAKE_TAG } from './reminders/reminder-wake-ups';
import { ringDueReminders } from './reminders/ring-due';
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
const ICON = '/icons/icon-192.png';

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
        icon: ICON,
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

// A tap on a notification (a reminder rung here, or a push) opens its screen: in the open window,
// which moves itself (push/notification-navigation.ts), or in a new one when none is left.
interface WindowClientLike {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}
interface NotificationLike {
  title: string;
  body: string;
  data: unknown;
  close(): void;
}
interface NotificationClickEvent extends ExtendableEvent {
  notification: NotificationLike;
}
interface PushEventLike extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationScope {
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: ExtendableEvent) => void): void;
}
const notificationScope = self as unknown as NotificationScope;

/** Only a path of this site: a notification's data must never send the person elsewhere. */
function notificationPath(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url;
  return isSitePath(url) ? url : '/app/dashboard';
}

async function openFromNotification(path: string, text: string): Promise<void> {
  const windows = (
    await notificationScope.clients.matchAll({ type: 'window', includeUncontrolled: true })
  ).filter((client) => new URL(client.url).origin === self.location.origin);
  const open =
    windows.find((client) => client.focused) ??
    windows.find((client) => client.visibilityState === 'visible') ??
    windows[0];
  if (!open) {
    await notificationScope.clients.openWindow(path);
    return;
  }
  // Focusing may be refused (no user activation left); the window still moves to the screen.
  await open.focus().catch(() => undefined);
  const message: NavigateMessage = { type: NAVIGATE_MESSAGE, url: path, text };
  open.postMessage(message);
}

/** Opening a pushed notification reads it: the bell no longer counts it. Best effort. */
async function markRead(data: unknown): Promise<void> {
  const id = (data as { notificationId?: unknown } | null)?.notificationId;
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return;
  const db = new HabitatDb();
  try {
    const token = await workerToken(db);
    if (!token) return;
    await fetch(`/api/users/notifications/${id}/read`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
  } finally {
    db.close();
  }
}

notificationScope.addEventListener('notificationclick', (event) => {
  const { notification } = event;
  notification.close();
  event.waitUntil(
    Promise.all([
      openFromNotification(notificationPath(notification.data), notification.body || notification.title),
      markRead(notification.data).catch(() => {}),
    ]),
  );
});

/**
 * A pushed reminder for a day this device already knows is done or skipped is not shown. Otherwise
 * it is claimed in the device's list of rung reminders (ring-due.ts), so the open page does not
 * ring it again; its tag is the one the device uses, so either replaces the other.
 */
async function reminderStillDue(message: PushMessage): Promise<boolean> {
  if (!message.habitId || !message.date) return true;
  const db = new HabitatDb();
  try {
    const settled = await readSettledHabits(db, message.date);
    if (settled.has(message.habitId)) return false;
    const { timezone, dayStartMinutes } = await readReminderInputs(db);
    if (todayKey(timezone, Date.now(), dayStartMinutes) === message.date) {
      await claimReminders(db, message.date, [message.tag]);
    }
    return true;
  } catch {
    return true;
  } finally {
    db.close();
  }
}

async function showPush(data: PushEventLike['data']): Promise<void> {
  let message: PushMessage | null = null;
  try {
    message = readPushMessage(data?.json());
  } catch {
    message = null;
  }
  if (!message) {
    // A push must show something; one this version cannot read still leads into the app.
    await worker.registration.showNotification('Habitat', {
      body: 'There is something new in Habitat.',
      tag: 'habitat-push',
      icon: ICON,
      data: { url: '/app' },
    });
    return;
  }
  if (message.kind === 'reminder' && !(await reminderStillDue(message))) return;
  await worker.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon: ICON,
    data: { url: message.url, ...(message.notificationId ? { notificationId: message.notificationId } : {}) },
  });
}

notificationScope.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data));
});

/**
 * The browser replaced the subscription (the push service rotated it): subscribe again with the
 * same key and register the new one, with the token the page mirrors here.
 */
notificationScope.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const db = new HabitatDb();
      try {
        const token = await workerToken(db);
        if (!token) return;
        const response = await fetch('/api/push/key', { headers: { authorization: `Bearer ${token}` } });
        if (!response.ok) return;
        const { data } = (await response.json()) as { data: { publicKey: string } };
        const key = Uint8Array.from(atob(data.publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
          c.charCodeAt(0),
        );
        const subscription = await worker.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: key,
        });
        const { endpoint, expirationTime } = subscription;
        const { keys } = subscription.toJSON();
        await fetch('/api/push/subscriptions', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ endpoint, expirationTime: expirationTime ?? null, keys }),
        });
      } finally {
        db.close();
      }
    })().catch(() => {}),
  );
});
