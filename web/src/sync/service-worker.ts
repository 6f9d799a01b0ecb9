import { Workbox } from 'workbox-window';

/**
 * Registers the service worker with the `prompt` update flow: a new version waits until the person
 * chooses to reload, so an update never swaps code under an open form.
 */
export function registerServiceWorker(onUpdateReady: (apply: () => void) => void): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    onUpdateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  void wb.register();
  // Ask the browser to keep IndexedDB when space runs low: it holds changes not yet synced.
  void navigator.storage?.persist?.();
}
