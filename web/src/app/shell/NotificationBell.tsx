import {
  NOTIFICATION_TEXTS,
  type NotificationType,
  notificationTarget,
  notificationText,
  relativeTime,
  unreadBadgeText,
} from '@habitat/domain';
import type { Notification } from '@habitat/protocol';
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
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../api/notifications-api';
import { NEEDS_NETWORK, useOnline } from '../../features/groups/useOnline';
import { SERVER_POKE } from '../../sync/poke-events';
import { bellLabel, hasUnread, markAllRead, newestFirst, openNotification } from './notification-list';
import { useUnreadCount } from './useUnreadCount';
import './notification-bell.css';

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

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: Notification[] };

/** The top bar's bell: unread badge (99+ above 99) and the latest notifications (spec §2, §4, §7). */
export function NotificationBell() {
  const { count, refresh, setCount } = useUnreadCount();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [marking, setMarking] = useState(false);
  const [markError, setMarkError] = useState<string | null>(null);
  const online = useOnline();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const hintId = useId();
  const latest = useRef(0);

  // A reload while the list is shown (the server poked) keeps it on screen; only a first load can fail
  // visibly, so a poke that fails never swaps a good list for an error.
  const load = useCallback((fresh: boolean) => {
    const ticket = ++latest.current;
    if (fresh) setList({ status: 'loading' });
    listNotifications().then(
      (items) => {
        if (ticket === latest.current) setList({ status: 'ready', items: newestFirst(items) });
      },
      () => {
        if (ticket !== latest.current) return;
        setList((current) => (current.status === 'ready' ? current : { status: 'failed' }));
      },
    );
  }, []);

  useEffect(() => {
    if (!open) return;
    load(true);
    const reload = () => load(false);
    window.addEventListener(SERVER_POKE, reload);
    window.addEventListener('online', reload);
    return () => {
      latest.current++;
      window.removeEventListener(SERVER_POKE, reload);
      window.removeEventListener('online', reload);
    };
  }, [open, load]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the dropdown whenever the route changes
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const toggle = () => {
    setMarkError(null);
    // Opening is when the person looks: make the badge agree with the list about to load.
    if (!open) refresh();
    setOpen(!open);
  };

  const openItem = (notification: Notification) => {
    if (list.status === 'ready') {
      const opened = openNotification(list.items, notification._id, count);
      setList({ status: 'ready', items: opened.list });
      setCount(opened.count);
    }
    // Whatever the server answers, the person has already moved on; a refused mark is corrected by
    // asking for the count again, which puts an unread one back on the badge.
    markNotificationRead(notification._id).catch(refresh);
    setOpen(false);
    navigate(notificationTarget(notification));
  };

  const markAll = async () => {
    setMarking(true);
    setMarkError(null);
    try {
      await markAllNotificationsRead();
      setCount(0);
      setList((current) =>
        current.status === 'ready' ? { ...current, items: markAllRead(current.items) } : current,
      );
    } catch (error) {
      setMarkError(error instanceof Error ? error.message : 'Failed to mark notifications as read');
    } finally {
      setMarking(false);
    }
  };

  const badge = unreadBadgeText(count);
  const items = list.status === 'ready' ? list.items : [];
  const showMarkAll = list.status === 'ready' && (hasUnread(items) || count > 0);
  const now = Date.now();

  return (
    <div className="notification-bell" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="icon-button notification-bell__trigger"
        aria-label={bellLabel(count)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Bell size={20} aria-hidden="true" />
        {badge && (
          <span className="notification-bell__badge" aria-hidden="true" data-testid="notification-badge">
            {badge}
          </span>
        )}
      </button>
      {open && (
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
                onClick={markAll}
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
          {list.status === 'loading' && (
            <p className="notification-panel__state" role="status">
              {NOTIFICATION_TEXTS.loading}
            </p>
          )}
          {list.status === 'failed' && (
            <div className="notification-panel__state" role="alert">
              <p className="notification-panel__error">{NOTIFICATION_TEXTS.failed}</p>
              {!online && <p className="notification-panel__hint">{NEEDS_NETWORK}</p>}
            </div>
          )}
          {list.status === 'ready' && items.length === 0 && (
            <p className="notification-panel__state" role="status">
              {NOTIFICATION_TEXTS.empty}
            </p>
          )}
          {items.length > 0 && (
            <ul className="notification-panel__list">
              {items.map((notification) => (
                <li key={notification._id}>
                  <NotificationItem notification={notification} now={now} onOpen={openItem} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
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
