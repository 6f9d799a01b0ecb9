import { useEffect } from 'react';
import { useToast } from '../ui/toast/ToastProvider';
import { watchServiceWorker } from './service-worker';

/**
 * Registers the service worker once a person is signed in, and shows 'New version available' with a
 * Reload action when an update is waiting.
 */
export function UpdatePrompt() {
  const toast = useToast();
  useEffect(
    () =>
      watchServiceWorker((apply) => {
        toast.info('A new version of Habitat is ready.', {
          title: 'New version available',
          duration: 0,
          action: { label: 'Reload', onClick: apply },
        });
      }),
    [toast],
  );
  return null;
}
