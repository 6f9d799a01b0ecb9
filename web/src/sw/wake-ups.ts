import { REMINDER_BODY, REMINDER_URL, reminderTitle } from '@habitat/domain';
import { HabitatDb, httpTransport, SyncEngine, SyncError } from '@habitat/sync-client';
import { readAuth } from '../data/stored-auth';
import { REMINDER_WAKE_TAG } from '../reminders/reminder-wake-ups';
import { ringDueReminders } from '../reminders/ring-due';
import { BACKGROUND_SYNC_TAG } from '../sync/background-sync';
import { ICON, worker } from './worker-scope';
import { workerToken } from './worker-token';

/**
 * What the worker does when the browser wakes it with no page open. On Background Sync it runs the
 * same sync engine as the page, on the same IndexedDB, with the token the page mirrors there.
 * Workbox's request replay is deliberately not used: it cannot rebase and would duplicate and
 * reorder mutations.
 */

/**
 * The browser may fire a sync while the connection is still coming back (or believe it is online
 * when it is not); a failed attempt is only retried minutes later. So within the event's lifetime
 * (about three minutes in Chromium) the worker retries on its own, waiting a little longer each time.
 */
const RETRY_FOR_MS = 150_000;

async function syncFromWorker(): Promise<void> {
  const db = new HabitatDb();
  try {
    const auth = await readAuth(db);
    if (!auth) return;
    // Only the mirrored session's own changes go under its token (issue 28: one person per device).
    const engine = new SyncEngine(db, httpTransport({ token: () => workerToken(db) }), {
      person: auth.userId,
    });
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

export function listenForWakeUps(): void {
  worker.addEventListener('sync', (event) => {
    if (event.tag === BACKGROUND_SYNC_TAG)
      event.waitUntil(syncFromWorker().finally(() => ringFromWorker().catch(() => {})));
  });

  // Reminders while no page is open: whenever the browser wakes the worker for it (periodic sync,
  // Chromium and installed apps only) or for a background sync, due reminders ring from here.
  worker.addEventListener('periodicsync', (event) => {
    if (event.tag === REMINDER_WAKE_TAG) event.waitUntil(ringFromWorker());
  });
}
