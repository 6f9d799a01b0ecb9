import { useEffect, useState } from 'react';
import {
  checkServerHealth,
  HEALTH_EVERY_MS,
  type ServerHealth,
  storedSupportLinks,
} from '../../api/server-health';
import { useOnline } from '../../ui/useOnline';

/**
 * The server's health as the settings page shows it: checked on opening, again every minute while
 * the page is visible, and at once when the device comes back online. Offline, nothing is asked.
 */
export function useServerHealth(): ServerHealth {
  const online = useOnline();
  const [health, setHealth] = useState<ServerHealth>(() => ({
    status: 'checking',
    support: storedSupportLinks(),
  }));

  useEffect(() => {
    if (!online) {
      setHealth((current) => ({ ...current, status: 'offline' }));
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') {
        checkServerHealth(controller.signal).then((next) => {
          if (!controller.signal.aborted) setHealth(next);
        });
      }
      timer = setTimeout(run, HEALTH_EVERY_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    run();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [online]);

  return health;
}
