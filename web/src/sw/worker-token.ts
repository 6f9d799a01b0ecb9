import {
  correctedNowFrom,
  type HabitatDb,
  REQUEST_TIMEOUT_MS,
  raceAbort,
  watchdog,
} from '@habitat/sync-client';
import { readAuth, writeAuth } from '../data/stored-auth';
import { secondsUntilExpiry } from '../session/session-store';

/** The mirrored token, refreshed first when it has expired or is about to (the session outlives it). */
export async function workerToken(db: HabitatDb): Promise<string | null> {
  const auth = await readAuth(db);
  if (!auth) return null;
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
    await writeAuth(db, { ...auth, token: data.token });
    return data.token;
  } catch {
    return auth.token;
  } finally {
    dog.stop();
  }
}
