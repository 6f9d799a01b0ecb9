import { type PushMessage, readAnyPushMessage, readPushMessage, todayKey } from '@habitat/domain';
import { correctedNowFrom, HabitatDb, readDeviceOwner } from '@habitat/sync-client';
import { claimReminders, readReminderInputs, readSettledHabits } from '../data/reminders-store';
import { refreshBadge, reminderActions } from './reminder-actions';
import { ICON, notificationScope, type PushEventLike, worker } from './worker-scope';
import { workerToken } from './worker-token';

/**
 * Web Push: messages (reminders, encouragements, group news) shown as notifications, and the
 * subscription renewed when the push service replaces it.
 */

/**
 * A pushed reminder for a day this device already knows is done or skipped is not shown. Otherwise
 * it is claimed in the device's list of rung reminders (ring-due.ts), so the open page does not
 * ring it again; its tag is the one the device uses, so either replaces the other.
 */
async function reminderStillDue(message: PushMessage): Promise<boolean> {
  if (!message.date) return true;
  const db = new HabitatDb();
  try {
    // The day's summary (issue 30) names no habit: it is claimed like one, so the page does not repeat it.
    if (message.habitId && (await readSettledHabits(db, message.date)).has(message.habitId)) return false;
    const { timezone, dayStartMinutes } = await readReminderInputs(db);
    if (todayKey(timezone, await correctedNowFrom(db, Date.now()), dayStartMinutes) === message.date) {
      await claimReminders(db, message.date, [message.tag]);
    }
    return true;
  } catch {
    return true;
  } finally {
    db.close();
  }
}

/** The message of a push, classic or declarative, wherever the browser put it. */
function messageOf(event: PushEventLike): PushMessage | null {
  try {
    if (event.data) return readAnyPushMessage(event.data.json());
    return readPushMessage(event.notification?.data);
  } catch {
    return null;
  }
}

/** Safari's engine (a home-screen app on an iPhone, Safari on a Mac): see `showSettled`. */
const WEBKIT = /AppleWebKit/.test(navigator.userAgent) && !/Chrome|Chromium|Edg\//.test(navigator.userAgent);

async function showPush(event: PushEventLike): Promise<void> {
  const message = messageOf(event);
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
  const reminder = message.kind === 'reminder';
  if (reminder && !(await reminderStillDue(message))) {
    await showSettled(message);
    return;
  }
  await worker.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon: ICON,
    // What a declarative push opens (Safari may refuse to replace one without it); ignored elsewhere.
    navigate: new URL(message.url, self.location.origin).href,
    data: {
      url: message.url,
      ...(message.notificationId ? { notificationId: message.notificationId } : {}),
      ...(message.habitId && message.date ? { habitId: message.habitId, date: message.date } : {}),
    },
    ...(reminder ? { actions: await reminderActions(message.habitId) } : {}),
  } as NotificationOptions);
  if (reminder) await badgeFromStore();
}

/**
 * A reminder for a day this device knows is settled has nothing to say. Safari unsubscribes a
 * home-screen app whose pushes show no notification (after about three), and counts one shown and
 * closed at once as shown: there it is shown without a sound and taken away. Chromium counts only
 * what is still on screen when the handler ends, so closing would not help there, and a closed one
 * can outlive the close on Android: there nothing is shown, as before. The badge is brought up to
 * date either way.
 */
async function showSettled(message: PushMessage): Promise<void> {
  if (!WEBKIT) {
    await badgeFromStore();
    return;
  }
  await worker.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon: ICON,
    silent: true,
    data: { url: message.url },
  });
  const shown = await worker.registration.getNotifications({ tag: message.tag });
  for (const notification of shown) notification.close();
  await badgeFromStore();
}

async function badgeFromStore(): Promise<void> {
  const db = new HabitatDb();
  try {
    await refreshBadge(db);
  } catch {
    // The badge is a nicety: a store that cannot be read leaves it as it was.
  } finally {
    db.close();
  }
}

export function listenForPushes(): void {
  notificationScope.addEventListener('push', (event) => {
    event.waitUntil(showPush(event));
  });

  /**
   * The browser replaced the subscription (the push service rotated it): subscribe again with the
   * same key and register the new one, with the token the page copies here.
   */
  notificationScope.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(
      (async () => {
        const db = new HabitatDb();
        try {
          // Whose the device is now: a token copied for anyone else is not sent.
          const token = await workerToken(db, (await readDeviceOwner(db)) ?? '');
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
}
