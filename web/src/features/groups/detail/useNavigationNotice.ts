import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../../ui/toast/ToastProvider';
import { navigationNotice, withoutNotice } from './load-state';

/**
 * Shows a notice handed over in navigation state (such as 'Welcome to {name}!' after accepting an
 * invitation) once, as a toast, then removes it from the history entry so neither a reload nor Back
 * shows it again.
 */
export function useNavigationNotice(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  // Effects may run twice for one entry (development's StrictMode): one toast per history entry.
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    const notice = navigationNotice(location.state);
    if (!notice || shownFor.current === location.key) return;
    shownFor.current = location.key;
    if (notice.type === 'error') toast.error(notice.message);
    else toast.show(notice.type, notice.message);
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: withoutNotice(location.state) },
    );
  }, [location, navigate, toast]);
}
