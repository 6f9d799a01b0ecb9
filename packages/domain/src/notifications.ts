import { dayLabel, pastDaysPhrase } from './day-labels';

/** The notification bell and its dropdown (spec §2 App shell, §3 Notification, §7, §9). */

/**
 * Each notification type once, with what follows from it:
 * - `groupNews`: news of what a member did in a group. One busy member can flood a bell with it, so
 *   each person holds at most UNREAD_PER_SENDER_CAP unread items of it from one sender.
 *   Encouragements and join requests are addressed to the person and are never folded away by it.
 * - `push`: the person's choice a push of it goes under. Encouragements and their replies are
 *   words one person wrote to another: on unless turned off. Group news is opt-in: a busy group
 *   makes many a day. A badge is never pushed: it follows the person's own check-in, on the device
 *   in their hand, where the bell already shows it.
 * A type added here must say both; the database's `check` on notifications.type is tested against
 * this list (sync-server test/db/schema-matches-database.test.ts).
 */
export const NOTIFICATION_KINDS = {
  habit_completed: { groupNews: true, push: 'group' },
  habit_adopted: { groupNews: true, push: 'group' },
  streak_milestone: { groupNews: true, push: 'group' },
  member_joined: { groupNews: true, push: 'group' },
  badge_earned: { groupNews: false, push: null },
  habit_backfilled: { groupNews: true, push: 'group' },
  encouragement_received: { groupNews: false, push: 'encouragement' },
  encouragement_replied: { groupNews: false, push: 'encouragement' },
  join_requested: { groupNews: false, push: 'group' },
  join_approved: { groupNews: false, push: 'group' },
  join_declined: { groupNews: false, push: 'group' },
} as const satisfies Record<string, { groupNews: boolean; push: 'encouragement' | 'group' | null }>;
export type NotificationType = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_KINDS) as readonly NotificationType[] as readonly [
  NotificationType,
  ...NotificationType[],
];
/** Group news: capped per sender in each person's bell. */
export const GROUP_NEWS_TYPES: readonly NotificationType[] = NOTIFICATION_TYPES.filter(
  (type) => NOTIFICATION_KINDS[type].groupNews,
);

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

/** How many unread notifications one person can put in another's bell; older ones count as read. */
export const UNREAD_PER_SENDER_CAP = 3;

export interface NotificationLike {
  type: string;
  data: {
    habitName?: string;
    /** Habits of one member's check-ins of one day, folded into one notification. */
    habitNames?: string[];
    /** The days a folded notification covers (past days logged late). */
    dates?: string[];
    /** The day a check-in was for, when it was not its member's today. */
    onDate?: string;
    memberName?: string;
    streakCount?: number;
    badgeTitle?: string;
    /** An encouragement's or a reply's words. */
    message?: string;
  };
  workspaceId: string | null;
  workspaceName?: string | null;
  /** Who it is about: the member who checked in, joined or sent an encouragement. */
  userId?: { _id: string } | null;
}

/** 'Read', 'Read and Run', 'Read, Run and 2 more'. */
export function habitList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? 'a habit';
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} more`;
}

/** An encouragement's words as a notification quotes them: one line, cut at a word near 80 characters. */
export function quoted(message: string | undefined): string {
  const line = (message ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= 80) return line;
  const cut = line.slice(0, 80);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function notificationText(notification: NotificationLike): string {
  const { data } = notification;
  const member = data.memberName ?? 'Someone';
  const habit = data.habitName ?? 'a habit';
  const group = notification.workspaceName ?? 'your group';
  switch (notification.type) {
    case 'habit_completed': {
      const habits = habitList(data.habitNames ?? (data.habitName ? [data.habitName] : []));
      return data.onDate
        ? `${member} completed ${habits} on ${dayLabel(data.onDate)} in ${group}`
        : `${member} completed ${habits} in ${group}`;
    }
    case 'habit_backfilled':
      return `${member} ${pastDaysPhrase(data.dates ?? [], habit)} in ${group}`;
    case 'habit_adopted':
      return `${member} adopted ${habit} in ${group}`;
    case 'streak_milestone':
      return `${member} reached a ${data.streakCount ?? 0}-day streak on ${habit}`;
    case 'member_joined':
      return `${member} joined ${group}`;
    case 'badge_earned':
      return `You earned the ${data.badgeTitle ?? 'new'} badge`;
    case 'encouragement_received':
      return data.message
        ? `${member} encouraged you: “${quoted(data.message)}”`
        : `${member} encouraged you`;
    case 'encouragement_replied':
      return data.message
        ? `${member} replied to your encouragement: “${quoted(data.message)}”`
        : `${member} replied to your encouragement`;
    case 'join_requested':
      return `${member} asked to join ${notification.workspaceName ?? 'a group'}`;
    case 'join_approved':
      return `Your request to join ${notification.workspaceName ?? 'a group'} was accepted`;
    case 'join_declined':
      return `Your request to join ${notification.workspaceName ?? 'a group'} was declined`;
    default:
      return 'New activity in your group';
  }
}

/** The fragment of a group's page that shows its encouragement feed. */
export const ENCOURAGEMENTS_ANCHOR = 'encouragements';

/**
 * Where opening a notification goes: to what it is about. A member's check-ins, streaks and
 * adoptions open that member's dashboard in the group; encouragements open the group's feed;
 * badges open analytics; anything else of a group opens the group.
 */
export function notificationTarget(notification: NotificationLike): string {
  if (notification.type === 'badge_earned' || !notification.workspaceId) return '/app/analytics';
  const group = `/app/groups/${notification.workspaceId}`;
  switch (notification.type) {
    case 'habit_completed':
    case 'habit_backfilled':
    case 'habit_adopted':
    case 'streak_milestone':
      return notification.userId ? `${group}/members/${notification.userId._id}/dashboard` : group;
    case 'encouragement_received':
    case 'encouragement_replied':
      return `${group}#${ENCOURAGEMENTS_ANCHOR}`;
    // A request is answered in the group's settings (Member Management); the answer opens the group,
    // its page or its preview saying why not.
    case 'join_requested':
      return `${group}/settings`;
    default:
      return group;
  }
}
