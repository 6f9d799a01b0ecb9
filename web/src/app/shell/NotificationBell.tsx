import { unreadBadgeText } from '@habitat/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { changeNotificationList } from '../../api/notification-queries';
import { markAllNotificationsRead } from '../../api/notifications-api';
import { useOnline } from '../../ui/useOnline';
import { NotificationPanel } from './NotificationPanel';
import { bellLabel, markAllRead } from './notification-list';
import { useUnreadCount } from './useUnreadCount';
import './notification-bell.css';

/** The top bar's bell: unread badge (99+ above 99) and the latest notifications (spec §2, §4, §7). */
export function NotificationBell() {
  const client = useQueryClient();
  const unread = useUnreadCount();
  const { count, refresh, setCount } = unread;
  const [open, setOpen] = useState(false);
  const [marking, setMarking] = useState(false);
  const [markError, setMarkError] = useState<string | null>(null);
  const online = useOnline();
  const { pathname } = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const hintId = useId();

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

  const markAll = async () => {
    setMarking(true);
    setMarkError(null);
    try {
      await markAllNotificationsRead();
      setCount(0);
      changeNotificationList(client, markAllRead);
    } catch (error) {
      setMarkError(error instanceof Error ? error.message : 'Failed to mark notifications as read');
    } finally {
      setMarking(false);
    }
  };

  const badge = unreadBadgeText(count);

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
        <NotificationPanel
          panelId={panelId}
          titleId={titleId}
          hintId={hintId}
          unread={unread}
          online={online}
          marking={marking}
          markError={markError}
          onMarkAll={() => void markAll()}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
