import { NOTIFICATION_LIST_LIMIT, NOTIFICATION_TYPES } from '@habitat/domain';
import type { Notification } from '@habitat/protocol';
import { api } from './client';

/** Spec §7 Notifications (base /api/users/notifications). */
const BASE = '/users/notifications';

/** The dropdown's request: the latest 20 of the five types (spec §7). */
export async function listNotifications(): Promise<Notification[]> {
  const query = `?limit=${NOTIFICATION_LIST_LIMIT}&types=${NOTIFICATION_TYPES.join(',')}`;
  return (await api.get(`${BASE}${query}`, 'notifications')).data.notifications;
}

export async function getUnreadCount(): Promise<number> {
  return (await api.get(`${BASE}/unread-count`, 'unreadCount')).data.unreadCount;
}

export async function markNotificationRead(id: string): Promise<void> {
  await api.put(`${BASE}/${id}/read`, 'notificationRead');
}

export async function markAllNotificationsRead(): Promise<void> {
  await api.put(`${BASE}/read-all`, 'notificationRead');
}
