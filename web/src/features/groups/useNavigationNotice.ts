import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../ui/toast/ToastProvider';
import { type NoticeType, navigationNotice, withoutNotice } from './navigation-notice';

/**
 * Shows a notice handed over in navigation state once, then removes it from the history entry so
 * neither a reload nor Back shows it again. It goes to `show` when given (the groups list has its
 * own toast, spec §2), else to the app's toasts.
 */
export function useNavigationNotice(show?: (type: NoticeType, message: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  // Effects may run twice for one entry (development's StrictMode): one notice per history entry.
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    const notice = navigationNotice(location.state);
    if (!notice || shownFor.current === location.key) return;
    shownFor.current = location.key;
    if (show) show(notice.type, notice.message);
    else if (notice.type === 'error') toast.error(notice.message);
    else toast.show(notice.type, notice.message);
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: withoutNotice(location.state) },
    );
  }, [location, navigate, toast, show]);
}
