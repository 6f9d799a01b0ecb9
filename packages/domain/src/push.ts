import {
  NOTIFICATION_KINDS,
  type NotificationLike,
  type NotificationType,
  notificationTarget,
  notificationText,
} from './notifications';
import type { Preferences } from './preferences';
import {
  REMINDER_BODY,
  REMINDER_URL,
  REMINDER_WINDOW_MINUTES,
  reminderKey,
  reminderTitle,
} from './reminders';

/**
 * Web Push (issue 16): what the server pushes to a device and what the service worker shows. The
 * words are the bell's (notificationText, notificationTarget) and the local reminder's
 * (reminderTitle, reminderKey as the tag), so a push and what the open app shows say the same thing,
 * and a pushed reminder and one rung on the device replace each other instead of doubling.
 */

export const PUSH_KINDS = ['reminder', 'encouragement', 'group'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The decrypted payload of one push. */
export interface PushMessage {
  kind: PushKind;
  title: string;
  body: string;
  /** Notifications with one tag replace each other. */
  tag: string;
  /** A path of this site that a tap opens. */
  url: string;
  /** The bell's notification this push announces: opening the push marks it read. */
  notificationId?: string;
  /** A reminder's habit and the person's day it belongs to. */
  habitId?: string;
  date?: string;
  /** How many of the person's habits are left today, for the app icon's badge (issue 32). */
  badge?: number;
}

/**
 * How long a push may wait for a device that is off or offline (its TTL) before it is dropped: a
 * reminder as long as a reminder may still ring on the device (REMINDER_WINDOW_MINUTES), news for a
 * day. Nobody wants yesterday's reminder or news from three days ago.
 */
export const PUSH_LIFETIME_SECONDS: Readonly<Record<PushKind, number>> = {
  reminder: REMINDER_WINDOW_MINUTES * 60,
  encouragement: 24 * 3600,
  group: 12 * 3600,
};

export type PushChoices = Pick<Preferences, 'pushEncouragements' | 'pushGroupEvents'>;

/**
 * Which of the person's choices a notification is pushed under (NOTIFICATION_KINDS says why). A
 * type the server stored but this build does not know is not pushed.
 */
export function pushKindOf(type: NotificationType): Exclude<PushKind, 'reminder'> | null {
  return Object.hasOwn(NOTIFICATION_KINDS, type) ? NOTIFICATION_KINDS[type].push : null;
}

/** Whether the person wants a push of this notification type on their devices with push on. */
export function wantsPush(type: NotificationType, choices: PushChoices): boolean {
  const kind = pushKindOf(type);
  if (kind === 'encouragement') return choices.pushEncouragements;
  if (kind === 'group') return choices.pushGroupEvents;
  return false;
}

/** The push of one of the bell's notifications; the title names the group when there is one. */
export function notificationPush(
  notification: NotificationLike & { id: string; type: NotificationType },
): PushMessage | null {
  const kind = pushKindOf(notification.type);
  if (!kind) return null;
  return {
    kind,
    title: notification.workspaceName || 'Habitat',
    body: notificationText(notification),
    tag: `notification:${notification.id}`,
    url: notificationTarget(notification),
    notificationId: notification.id,
  };
}

/** The push of a habit's reminder for the person's day `date`. */
export function reminderPush(
  habit: { id: string; icon: string; name: string; category?: string },
  date: string,
  /** The more time it is for (issue 30); undefined for the reminder time. */
  moreTime?: string,
): PushMessage {
  return {
    kind: 'reminder',
    title: reminderTitle(habit),
    body: REMINDER_BODY,
    tag: reminderKey(habit.id, date, moreTime),
    url: REMINDER_URL,
    habitId: habit.id,
    date,
  };
}

const MAX_TEXT = 1000;

function text(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;
}

/** A path of this site only: a payload must never send a tap to another origin. */
export function isSitePath(value: unknown): value is string {
  return text(value) && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/**
 * A received payload as a message, or null when it is not one (another sender, an older format):
 * the worker then shows a plain notice, as a push must always show something.
 */
export function readPushMessage(value: unknown): PushMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!(PUSH_KINDS as readonly unknown[]).includes(v.kind)) return null;
  if (!text(v.title) || !text(v.body) || !text(v.tag) || !isSitePath(v.url)) return null;
  const message: PushMessage = {
    kind: v.kind as PushKind,
    title: v.title,
    body: v.body,
    tag: v.tag,
    url: v.url,
  };
  if (text(v.notificationId)) message.notificationId = v.notificationId;
  if (text(v.habitId)) message.habitId = v.habitId;
  if (text(v.date)) message.date = v.date;
  if (Number.isInteger(v.badge) && (v.badge as number) >= 0) message.badge = v.badge as number;
  return message;
}
