import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../ui/toast/ToastProvider';
import { whenIdle } from '../ui/when-idle';
import { dialogOpen, readNavigateMessage } from './notification-navigation';
import { keepPushSubscription } from './push-device';

/**
 * Mounted once inside the signed-in app: keeps this device's push subscription registered (at start,
 * and again when the network returns after a failed try), and opens the screen of a notification
 * tapped while the app is open (see notification-navigation.ts).
 */
export function PushUpkeep() {
  const navigate = useNavigate();
  const toast = useToast();
  const { pathname } = useLocation();

  useEffect(() => {
    let done = false;
    const keep = () => {
      if (done) return;
      keepPushSubscription().then(
        () => {
          done = true;
        },
        () => {
          // Offline or the server is away: tried again when the network returns.
        },
      );
    };
    // Not on the first screen's frames: reading the permission asks the browser synchronously,
    // and the subscription can wait a moment.
    const cancel = whenIdle(keep);
    window.addEventListener('online', keep);
    return () => {
      cancel();
      window.removeEventListener('online', keep);
    };
  }, []);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const target = readNavigateMessage(event.data);
      if (!target || target.url === pathname) return;
      if (!dialogOpen()) {
        navigate(target.url);
        return;
      }
      toast.info(target.text || 'Open the screen this notification is about.', {
        title: 'Notification',
        duration: 0,
        action: { label: 'Open', onClick: () => navigate(target.url) },
      });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate, toast, pathname]);

  return null;
}
