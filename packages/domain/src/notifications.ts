/** The notification bell and its dropdown (spec §2 App shell, §3 Notification, §7, §9). */

export const NOTIFICATION_TYPES = [
  'habit_completed',
  'habit_adopted',
  'streak_milestone',
  'member_joined',
  'badge_earned',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_LIST_LIMIT = 20;
export const NOTIFICATION_LIST_MAX = 100;
export const UNREAD_POLL_MS = 30_000;

export const NOTIFICATION_TEXTS = {
  loading: 'Loading notifications...',
  failed: 'Failed to load notifications',
  empty: 'No recent notifications',
} as const;

/** '99+' above 99; nothing to show at zero. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

export interface NotificationLike {
  type: string;
  data: { habitName?: string; memberName?: string; streakCount?: number; badgeTitle?: string };
  workspaceId: string | null;
  workspaceName?: string | null;
}

export function notificationText(notification: NotificationLike): string {
  const member = notification.data.memberName ?? 'Someone';
  const habit = notification.data.habitName ?? 'a habit';
  const group = notification.workspaceName ?? 'your group';
  switch (notification.type) {
    case 'habit_completed':
      return `${member} completed ${habit} in ${group}`;
    case 'habit_adopted':
      return `${member} adopted ${habit} in ${group}`;
    case 'streak_milestone':
      return `${member} reached a ${notification.data.streakCount ?? 0}-day streak on ${habit}`;
    case 'member_joined':
      return `${member} joined ${group}`;
    case 'badge_earned':
      return `You earned the ${notification.data.badgeTitle ?? 'new'} badge`;
    default:
      return 'New activity in your group';
  }
}

/** Where opening a notification goes: badges to analytics, everything else to its group. */
export function notificationTarget(notification: NotificationLike): string {
  if (notification.type === 'badge_earned' || !notification.workspaceId) return '/app/analytics';
  return `/app/groups/${notification.workspaceId}`;
}
