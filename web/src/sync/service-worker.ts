import { Workbox } from 'workbox-window';

type UpdateListener = (apply: () => void) => void;

const listeners = new Set<UpdateListener>();
let registered = false;
/** A waiting update seen before anyone listened (the prompt mounts again after a sign-in). */
let waitingUpdate: (() => void) | null = null;

/**
 * Registers the service worker, once per page load, with the `prompt` update flow: a new version
 * waits until the person chooses to reload, so an update never swaps code under an open form.
 * `onUpdateReady` is told of a waiting version; the returned function stops telling it.
 *
 * Only signed-in screens call this (UpdatePrompt sits in the /app route): the worker precaches the
 * whole app, which a visitor reading the landing page should not download. Installing downloads
 * that whole app; on a phone's link it must not compete with the screen the person opened, so it
 * waits for the page to load and the main thread to be idle. With no network then, it tries again
 * when the network returns.
 */
export function watchServiceWorker(onUpdateReady: UpdateListener): () => void {
  listeners.add(onUpdateReady);
  if (waitingUpdate) onUpdateReady(waitingUpdate);
  if (!registered) {
    registered = true;
    void register();
  }
  return () => listeners.delete(onUpdateReady);
}

async function register(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  await pageSettled();
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    waitingUpdate = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    for (const listener of listeners) listener(waitingUpdate);
  });
  while (
    !(await wb.register().then(
      () => true,
      () => false,
    ))
  ) {
    await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
  }
  // Ask the browser to keep IndexedDB when space runs low: it holds changes not yet synced.
  void navigator.storage?.persist?.();
}

function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: 5000 })
        : setTimeout(resolve, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
