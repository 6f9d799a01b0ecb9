/** Chromium's Periodic Background Sync tag the service worker answers with a reminder check. */
export const REMINDER_WAKE_TAG = 'habitat-reminders';
/** The shortest interval a page may ask for; the browser decides the real one (often hours). */
const MIN_INTERVAL_MS = 15 * 60 * 1000;

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

/**
 * Asks the browser to wake the service worker now and then, so a reminder can ring while no
 * Habitat page is open. Only Chromium offers this, only for an installed app, and at times of its
 * choosing: it is a best effort, which the habit dialog says.
 */
export async function registerReminderWakeUps(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.ready;
    const periodicSync = (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager })
      .periodicSync;
    await periodicSync?.register(REMINDER_WAKE_TAG, { minInterval: MIN_INTERVAL_MS });
  } catch {
    // Not installed, or not allowed: reminders ring while the app is open, as before.
  }
}
