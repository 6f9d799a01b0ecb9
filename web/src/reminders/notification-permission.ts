/**
 * The browser's notification permission, read safely: some browsers (older iOS Safari, embedded
 * web views) have no Notification API at all, and reminders must then degrade to nothing quietly.
 */
export type ReminderPermission = NotificationPermission | 'unsupported';

export function notificationPermission(): ReminderPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks once; call it from a click, as browsers ignore or block requests made without one. */
export async function requestNotificationPermission(): Promise<ReminderPermission> {
  const current = notificationPermission();
  if (current !== 'default') return current;
  try {
    return await Notification.requestPermission();
  } catch {
    // Old Safari only takes a callback and returns undefined; the state is then read back.
    return notificationPermission();
  }
}
