import type { ReminderNotice } from '@habitat/domain';

/** What a reminder carries; the service worker's notificationclick handler reads `url`. */
export interface ReminderNotificationData {
  url: string;
}

/**
 * Shows one reminder (a habit's, or the day's summary). Through the service worker when one is
 * active (the only way on Android, and a click then reaches the worker's handler even after the
 * tab is gone); otherwise as a page notification. The tag is the reminder's key, so two tabs
 * ringing together show it once.
 */
export async function showReminder(notice: ReminderNotice): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const data: ReminderNotificationData = { url: notice.url };
  const options: NotificationOptions = {
    body: notice.body,
    tag: notice.tag,
    icon: '/icons/icon-192.png',
    data,
  };
  const registration =
    'serviceWorker' in navigator
      ? await navigator.serviceWorker.getRegistration().catch(() => undefined)
      : undefined;
  if (registration?.active) {
    await (await navigator.serviceWorker.ready).showNotification(notice.title, options);
    return;
  }
  try {
    const notification = new Notification(notice.title, options);
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Chrome on Android refuses page notifications without a worker; nothing else can be done.
  }
}
