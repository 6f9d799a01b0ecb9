/** Background Sync (Chromium): lets the service worker deliver queued changes after the page is gone. */
export const BACKGROUND_SYNC_TAG = 'habitat-sync';

/**
 * The message that asks the running service worker to drop its sync so a new version can take over
 * (sent by the page's Reload and by the new worker; see sw/wake-ups.ts).
 */
export const STEP_ASIDE = 'STEP_ASIDE';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

export async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: SyncManagerLike;
    };
    await registration.sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Not supported or not allowed: the page syncs on its own when it is open.
  }
}
