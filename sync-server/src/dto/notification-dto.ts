import type { Notification } from '@habitat/protocol';
import type { NotificationData } from '../db/schema';
import type { NotificationListRow } from '../repositories/notification-repository';

/** Folded notifications keep their habits with ids (to take one back); the wire has their names. */
function notificationData(data: NotificationData): Notification['data'] {
  const { habits, ...rest } = data;
  return habits ? { ...rest, habitNames: habits.map((habit) => habit.name) } : rest;
}

/**
 * A notification as the bell receives it. Web Push builds its text from the same object
 * (services/push-notifications.ts), so a push says what the bell says.
 */
export function toNotificationDto(row: NotificationListRow): Notification {
  return {
    _id: row.id,
    type: row.type,
    data: notificationData(row.data),
    userId: row.actor_id ? { _id: row.actor_id, name: row.actor_name ?? 'A member' } : null,
    workspaceId: row.workspace_id,
    workspaceName: row.workspace_name,
    isRead: row.is_read,
    createdAt: row.created_at.toISOString(),
  };
}
