import { setSessionExpiredHandler } from '../../api/client';
import { forgetServedData } from '../../session/forget-served-data';
import { clearSession } from '../../session/session-store';

/**
 * After the account is deleted (spec §2: to / after 2 seconds, signed out). The session died with
 * the account, so there is no logout call to make. The token is dropped at once, and a call that
 * meets the dead session meanwhile (sync, the unread count) must not send the person to /login as
 * an expired session would. While the success message shows, this device forgets the person's
 * data; then the app starts afresh on /, signed out.
 */
export async function leaveDeletedAccount(delayMs: number): Promise<void> {
  setSessionExpiredHandler(() => {});
  clearSession();
  const { wipeLocalData } = await import('../../data/database');
  await Promise.all([
    wipeLocalData().catch(() => undefined),
    forgetServedData(),
    new Promise((resolve) => setTimeout(resolve, delayMs)),
  ]);
  // A full load: every in-memory copy of the person (auth state, caches, live queries) goes with it.
  window.location.replace('/');
}
