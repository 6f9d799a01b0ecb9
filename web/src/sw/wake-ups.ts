import { correctedNowFrom, HabitatDb, httpTransport, SyncEngine, SyncError } from '@habitat/sync-client';
import { checkPull } from '@habitat/sync-client/pull-check';
import { readAuth } from '../data/stored-auth';
import { REMINDER_WAKE_TAG } from '../reminders/reminder-wake-ups';
import { ringDueReminders } from '../reminders/ring-due';
import { BACKGROUND_SYNC_TAG } from '../sync/background-sync';
import { ICON, worker } from './worker-scope';
import { workerToken } from './worker-token';

/**
 * What the worker does when the browser wakes it with no page open. On Background Sync it runs the
 * same sync engine as the page, on the same IndexedDB, with the token the page copies there.
 * Workbox's request replay is deliberately not used: it cannot rebase and would duplicate and
 * reorder mutations.
 */

/**
 * The browser may fire a sync while the connection is still coming back (or believe it is online
 * when it is not); a failed attempt is only retried minutes later. So within the event's lifetime
 * (about three minutes in Chromium) the worker retries on its own, waiting a little longer each time.
 */
const RETRY_FOR_MS = 150_000;

/**
 * Aborted when a new version is to take over. The browser activates a new worker only once this
 * one has no event left running, so a sync retrying for minutes would hold "Reload" for minutes:
 * asked to step aside, the worker drops the request under way and the retries (nothing is lost:
 * the change stays queued, and the browser fires the sync again, for the new worker).
 *
 * It stays aside for the rest of its life: a sync the browser fires after the request (the page
 * registers one again when its own push fails) would otherwise start a fresh three minutes of
 * retries and hold the hand-over once more. A replaced worker never runs again, and one whose
 * replacement never came runs afresh (this state gone) once the browser has let it idle out.
 */
const stepAside = new AbortController();

/** A newer version is taking over: stop syncing now and from now on (see `stepAside`). */
export function stepAsideForUpdate(): void {
  stepAside.abort(new DOMException('A new version is taking over', 'AbortError'));
}

async function syncFromWorker(): Promise<void> {
  const { signal } = stepAside;
  // Rejected, not resolved: the browser keeps the sync and fires it again, for the new worker.
  signal.throwIfAborted();
  const db = new HabitatDb();
  try {
    const auth = await readAuth(db);
    if (!auth) return;
    // Only the copied session's own changes go under its token (issue 28: one person per device).
    const engine = new SyncEngine(db, httpTransport({ token: () => workerToken(db, auth.userId), signal }), {
      signal,
      person: auth.userId,
      checkPull,
    });
    const giveUpAt = Date.now() + RETRY_FOR_MS;
    for (let wait = 1000; ; wait = Math.min(wait * 2, 5000)) {
      try {
        await engine.sync();
        return;
      } catch (error) {
        // A hung request (timeout) is worth trying again, like a dropped one.
        const retriable =
          error instanceof SyncError && (error.kind === 'offline' || error.kind === 'timeout');
        if (signal.aborted || !retriable || Date.now() + wait > giveUpAt) throw error;
        await pause(wait, signal);
      }
    }
  } finally {
    db.close();
  }
}

/** Waits `ms`, or less when `signal` aborts (then it rejects with its reason). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

async function ringFromWorker(): Promise<void> {
  if (Notification.permission !== 'granted') return;
  const db = new HabitatDb();
  try {
    await ringDueReminders(db, await correctedNowFrom(db, Date.now()), (notice) =>
      worker.registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.tag,
        icon: ICON,
        data: { url: notice.url },
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
