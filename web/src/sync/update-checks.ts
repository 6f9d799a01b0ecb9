/** An open tab looks for a new version at least this often, besides each time it is shown again. */
export const UPDATE_CHECK_EVERY_MS = 60 * 60_000;

/**
 * The browser looks for a new service worker only on a navigation, so a tab left open for days
 * would never hear of one. This asks (`update`, the registration's update()) whenever the tab is
 * shown again and every hour. A failed look (offline) is simply tried at the next one. Returns the
 * way to stop.
 */
export function lookForUpdates(update: () => Promise<unknown>, everyMs = UPDATE_CHECK_EVERY_MS): () => void {
  const look = () => void update().catch(() => undefined);
  const onVisible = () => {
    if (document.visibilityState === 'visible') look();
  };
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(look, everyMs);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  };
}
