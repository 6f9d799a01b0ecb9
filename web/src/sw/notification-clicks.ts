import { isSitePath } from '@habitat/domain';
import { HabitatDb, readDeviceOwner } from '@habitat/sync-client';
import { NAVIGATE_MESSAGE, type NavigateMessage } from '../push/notification-navigation';
import { checkInFromReminder, REMINDER_ACTIONS } from './reminder-actions';
import { notificationScope } from './worker-scope';
import { workerToken } from './worker-token';

// A tap on a notification (a reminder rung here, or a push) opens its screen: in the open window,
// which moves itself (push/notification-navigation.ts), or in a new one when none is left.

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
    // Whose the device is now: a token copied for anyone else is not sent.
    const token = await workerToken(db, (await readDeviceOwner(db)) ?? '');
    if (!token) return;
    await fetch(`/api/users/notifications/${id}/read`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
  } finally {
    db.close();
  }
}

export function listenForNotificationClicks(): void {
  notificationScope.addEventListener('notificationclick', (event) => {
    const { notification } = event;
    notification.close();
    const open = () =>
      Promise.all([
        openFromNotification(notificationPath(notification.data), notification.body || notification.title),
        markRead(notification.data).catch(() => {}),
      ]);
    if (event.action === REMINDER_ACTIONS.done) {
      // Checked in where the notification is, with no window opened; the app when it cannot be.
      event.waitUntil(
        checkInFromReminder(notification.data)
          .catch(() => false)
          .then((written) => (written ? undefined : open())),
      );
      return;
    }
    event.waitUntil(open());
  });
}
