import {
  correctedNowFrom,
  type HabitatDb,
  REQUEST_TIMEOUT_MS,
  raceAbort,
  watchdog,
} from '@habitat/sync-client';
import { readAuth, writeAuth } from '../data/stored-auth';
import { isTokenOf, secondsUntilExpiry } from '../session/session-store';

/**
 * The copy of `person`'s token, refreshed first when it has expired or is about to (the session
 * outlives it). Null when the device's session is no longer theirs (someone else signed in since
 * the worker read whose it was): nothing of one person's is sent under another's token.
 */
export async function workerToken(db: HabitatDb, person: string): Promise<string | null> {
  const auth = await readAuth(db);
  // Copied for this person, and issued to them: a copy an older build wrote with a stale id
  // beside another person's token sends nothing of this person's under it.
  if (!auth || auth.userId !== person || !isTokenOf(auth.token, person, auth.userId)) return null;
  // The token's expiry is the server's time: read against the corrected clock, not a wrong device one.
  if (secondsUntilExpiry(auth.token, await correctedNowFrom(db, Date.now())) > 60) return auth.token;
  // Bounded like every request: a refresh that hangs must not hold the sync lock behind it.
  const dog = watchdog(REQUEST_TIMEOUT_MS);
  try {
    const response = await raceAbort(
      fetch('/api/auth/refresh', {
        method: 'PUT',
        headers: { authorization: `Bearer ${auth.token}` },
        signal: dog.signal,
      }),
      dog.signal,
    );
    if (!response.ok) return auth.token;
    const { data } = (await raceAbort(response.json(), dog.signal)) as { data: { token: string } };
    // Stored only over the token it replaces: a sign-in that happened meanwhile keeps its own.
    const stored = await db.transaction('rw', db.meta, async () => {
      const current = await readAuth(db);
      if (current?.token !== auth.token) return false;
      await writeAuth(db, { ...auth, token: data.token });
      return true;
    });
    return stored ? data.token : null;
  } catch {
    return auth.token;
  } finally {
    dog.stop();
  }
}
