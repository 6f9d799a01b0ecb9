import {
  NOTIFICATION_TEXTS,
  type NotificationType,
  notificationTarget,
  notificationText,
  relativeTime,
} from '@habitat/domain';
import type { Notification } from '@habitat/protocol';
import { useQueryClient } from '@tanstack/react-query';
import {
  Award,
  Bell,
  CalendarCheck,
  CheckCheck,
  CircleCheck,
  CopyPlus,
  DoorOpen,
  Flame,
  HeartHandshake,
  type LucideIcon,
  MessageCircleReply,
  UserCheck,
  UserPlus,
  UserX,
} from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { changeNotificationList, useNotificationList } from '../../api/notification-queries';
import { markNotificationRead } from '../../api/notifications-api';
import { NEEDS_NETWORK } from '../../ui/useOnline';
import { hasUnread, newestFirst, openNotification } from './notification-list';
import type { UnreadCount } from './useUnreadCount';

const TYPE_ICONS: Record<NotificationType, LucideIcon> = {
  habit_completed: CircleCheck,
  habit_backfilled: CalendarCheck,
  habit_adopted: CopyPlus,
  streak_milestone: Flame,
  member_joined: UserPlus,
  badge_earned: Award,
  encouragement_received: HeartHandshake,
  encouragement_replied: MessageCircleReply,
  join_requested: DoorOpen,
  join_approved: UserCheck,
  join_declined: UserX,
};

interface NotificationPanelProps {
  panelId: string;
  titleId: string;
  hintId: string;
  unread: UnreadCount;
  online: boolean;
  marking: boolean;
  markError: string | null;
  onMarkAll(): void;
  onClose(): void;
}

/**
 * The bell's open dropdown: the latest notifications, loaded afresh each time it opens. A reload
 * while the list is shown (the server poked) keeps it on screen; only a first load can fail
 * visibly, so a poke that fails never swaps a good list for an error.
 */
export function NotificationPanel(props: NotificationPanelProps) {
  const { panelId, titleId, hintId, unread, online, marking, markError, onMarkAll, onClose } = props;
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useNotificationList();
  const items = useMemo(() => (list.data ? newestFirst(list.data) : undefined), [list.data]);

  const openItem = (notification: Notification) => {
    if (items) {
      const opened = openNotification(items, notification._id, unread.count);
      changeNotificationList(client, () => opened.list);
      unread.setCount(opened.count);
    }
    // Whatever the server answers, the person has already moved on; a refused mark is corrected by
    // asking for the count again, which puts an unread one back on the badge.
    markNotificationRead(notification._id).catch(unread.refresh);
    onClose();
    navigate(notificationTarget(notification));
  };

  const showMarkAll = items !== undefined && (hasUnread(items) || unread.count > 0);
  const now = Date.now();

  return (
    <section id={panelId} className="notification-panel" aria-labelledby={titleId}>
      <header className="notification-panel__header">
        <h2 id={titleId} className="notification-panel__title">
          Notifications
        </h2>
        {showMarkAll && (
          <button
            type="button"
            className="notification-panel__mark-all"
            disabled={marking || !online}
            title={online ? undefined : NEEDS_NETWORK}
            aria-describedby={online ? undefined : hintId}
            onClick={onMarkAll}
          >
            <CheckCheck size={16} aria-hidden="true" />
            Mark all read
          </button>
        )}
      </header>
      {showMarkAll && !online && (
        <p id={hintId} className="notification-panel__hint">
          {NEEDS_NETWORK}
        </p>
      )}
      {markError && (
        <p className="notification-panel__error" role="alert">
          {markError}
        </p>
      )}
      {!items && !list.error && (
        <p className="notification-panel__state" role="status">
          {NOTIFICATION_TEXTS.loading}
        </p>
      )}
      {!items && Boolean(list.error) && (
        <div className="notification-panel__state" role="alert">
          <p className="notification-panel__error">{NOTIFICATION_TEXTS.failed}</p>
          {!online && <p className="notification-panel__hint">{NEEDS_NETWORK}</p>}
        </div>
      )}
      {items?.length === 0 && (
        <p className="notification-panel__state" role="status">
          {NOTIFICATION_TEXTS.empty}
        </p>
      )}
      {items && items.length > 0 && (
        <ul className="notification-panel__list">
          {items.map((notification) => (
            <li key={notification._id}>
              <NotificationItem notification={notification} now={now} onOpen={openItem} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  now: number;
  onOpen(notification: Notification): void;
}) {
  const Icon = TYPE_ICONS[notification.type] ?? Bell;
  const unread = !notification.isRead;
  return (
    <button
      type="button"
      className={`notification-item${unread ? ' notification-item--unread' : ''}`}
      onClick={() => onOpen(notification)}
    >
      <span
        className={`notification-item__icon notification-item__icon--${notification.type}`}
        aria-hidden="true"
      >
        <Icon size={18} />
      </span>
      <span className="notification-item__body">
        {unread && <span className="visually-hidden">Unread: </span>}
        <span className="notification-item__text">{notificationText(notification)}</span>
        <span className="notification-item__meta">
          {notification.workspaceName && (
            <>
              <span className="notification-item__group">{notification.workspaceName}</span>
              <span aria-hidden="true">·</span>
            </>
          )}
          <time dateTime={notification.createdAt}>{relativeTime(notification.createdAt, now)}</time>
        </span>
      </span>
      {unread && <span className="notification-item__dot" aria-hidden="true" />}
    </button>
  );
}
