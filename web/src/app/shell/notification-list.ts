import { unreadBadgeText } from '@habitat/domain';
import type { Notification } from '@habitat/protocol';

/** The bell's accessible name: the count is spoken, since the badge alone is only seen. */
export function bellLabel(unreadCount: number): string {
  const badge = unreadBadgeText(unreadCount);
  return badge ? `Notifications, ${badge} unread` : 'Notifications';
}

export interface Opened {
  list: Notification[];
  /** The unread count after opening; it drops only when the opened one was unread. */
  count: number;
}

/** Opening a notification takes it off the list (spec §4) and, if it was unread, off the count. */
export function openNotification(list: readonly Notification[], id: string, count: number): Opened {
  const opened = list.find((notification) => notification._id === id);
  return {
    list: list.filter((notification) => notification._id !== id),
    count: opened && !opened.isRead ? Math.max(0, count - 1) : count,
  };
}

export function hasUnread(list: readonly Notification[]): boolean {
  return list.some((notification) => !notification.isRead);
}

export function markAllRead(list: readonly Notification[]): Notification[] {
  return list.map((notification) => (notification.isRead ? notification : { ...notification, isRead: true }));
}

/** Newest first whatever order the answer came in; unparseable dates sink to the bottom. */
export function newestFirst(list: readonly Notification[]): Notification[] {
  const time = (notification: Notification) => {
    const at = Date.parse(notification.createdAt);
    return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
  };
  return [...list].sort((a, b) => time(b) - time(a));
}
