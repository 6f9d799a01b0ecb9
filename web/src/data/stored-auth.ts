import type { HabitatDb } from '@habitat/sync-client';

/** The session the service worker syncs with; the page keeps a copy of its token here. */
export interface StoredAuth {
  token: string;
  userId: string;
}

export async function readAuth(db: HabitatDb): Promise<StoredAuth | null> {
  return ((await db.meta.get('auth'))?.value as StoredAuth | undefined) ?? null;
}

export async function writeAuth(db: HabitatDb, auth: StoredAuth | null): Promise<void> {
  if (auth) await db.meta.put({ key: 'auth', value: auth });
  else await db.meta.delete('auth');
}
