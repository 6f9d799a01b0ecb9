import type { HabitatDb } from '@habitat/sync-client';
import { readAuth, writeAuth } from '../data/stored-auth';
import { secondsUntilExpiry } from '../session/session-store';

/** The mirrored token, refreshed first when it has expired or is about to (the session outlives it). */
export async function workerToken(db: HabitatDb): Promise<string | null> {
  const auth = await readAuth(db);
  if (!auth) return null;
  if (secondsUntilExpiry(auth.token) > 60) return auth.token;
  const response = await fetch('/api/auth/refresh', {
    method: 'PUT',
    headers: { authorization: `Bearer ${auth.token}` },
  }).catch(() => null);
  if (!response?.ok) return auth.token;
  const { data } = (await response.json()) as { data: { token: string } };
  await writeAuth(db, { ...auth, token: data.token });
  return data.token;
}
