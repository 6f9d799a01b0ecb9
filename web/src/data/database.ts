import { HabitatDb } from './db';
import { readAuth, writeAuth } from './meta';

/**
 * The page's one handle on the local database, and the moments its contents change hands: a
 * different person signing in on this device starts from nothing, and signing out wipes the data
 * and the cached API responses.
 */
let instance: HabitatDb | null = null;

export function localDb(): HabitatDb {
  instance ??= new HabitatDb();
  return instance;
}

/** Runtime caches of API responses (the app shell's precache is not personal and stays). */
const PERSONAL_CACHES = /^habitat-workspaces/;

export async function wipeLocalData(): Promise<void> {
  const db = localDb();
  // Emptied first: deleting waits for every other connection (another tab, the service worker in
  // the middle of a sync) to let go, and sign-out must not hang on that.
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  instance = null;
  await Promise.race([db.delete(), new Promise((resolve) => setTimeout(resolve, 2000))]);
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys()) if (PERSONAL_CACHES.test(name)) await caches.delete(name);
  }
}

/** Called at sign-in: keeps this person's unsynced changes, drops another person's data. */
export async function claimDevice(userId: string, token: string): Promise<void> {
  const previous = await readAuth(localDb());
  if (previous && previous.userId !== userId) await wipeLocalData();
  const owner = (await localDb().meta.get('userId'))?.value;
  if (owner && owner !== userId) await wipeLocalData();
  await localDb().meta.put({ key: 'userId', value: userId });
  await writeAuth(localDb(), { token, userId });
}

/** Keeps the service worker's copy of the token current (it cannot read localStorage). */
export async function mirrorToken(userId: string, token: string): Promise<void> {
  const stored = await readAuth(localDb());
  if (stored?.token !== token) await writeAuth(localDb(), { token, userId });
}
