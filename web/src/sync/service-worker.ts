import { Workbox } from 'workbox-window';
import { STEP_ASIDE } from './background-sync';
import { lookForUpdates } from './update-checks';

type UpdateListener = (apply: () => void) => void;

const listeners = new Set<UpdateListener>();

let registered = false;
/** A waiting update seen before anyone listened (the prompt mounts again after a sign-in). */
let waitingUpdate: (() => void) | null = null;

/**
 * Registers the service worker, once per page load, with the `prompt` update flow: a new version
 * waits until the person chooses to reload, so an update never swaps code under an open form.
 * `onUpdateReady` is called when a new version is waiting; the returned function stops the calls.
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
      // The running worker may be deep in a background sync's retries, and the browser hands over
      // only once it is idle: it is asked to drop them first (the change stays queued).
      navigator.serviceWorker.controller?.postMessage({ type: STEP_ASIDE });
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
  // For as long as the page lives (the registration is made once per page load).
  lookForUpdates(() => wb.update());
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
