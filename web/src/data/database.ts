import { DEVICE_OWNER_KEY, HabitatDb, readDeviceOwner } from '@habitat/sync-client';
import { forgetPersonalPreferences } from '../theme/preferences-store';
import { showAppBadge } from './app-badge';

/**
 * The page's one handle on the local database, and what happens to its contents when they change
 * hands (session/device.ts decides when: another person signing in, signing out).
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
  // Their painted-at-start copy too (spec §3 `user_preferences`): the next person must not start
  // in the last one's time zone. Nor see their count of habits left on the app's icon.
  forgetPersonalPreferences();
  void showAppBadge(0);
  await Promise.race([db.delete(), new Promise((resolve) => setTimeout(resolve, 2000))]);
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys()) if (PERSONAL_CACHES.test(name)) await caches.delete(name);
  }
}

/**
 * The owner recorded for a device used without an account (no account id takes this form): its
 * data is whole as it stands, since there is no server copy to wait for.
 */
export { DEVICE_ONLY_OWNER } from '@habitat/sync-client';

/** Whose data this device holds, as recorded at the last sign-in. */
export function deviceOwner(): Promise<string | undefined> {
  return readDeviceOwner(localDb());
}

/** The owner's name, kept with the data so a notice can say whose changes were kept aside. */
const OWNER_NAME_KEY = 'ownerName';

export async function setDeviceOwner(userId: string, name?: string): Promise<void> {
  const db = localDb();
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ key: DEVICE_OWNER_KEY, value: userId });
    if (name) await db.meta.put({ key: OWNER_NAME_KEY, value: name });
    else await db.meta.delete(OWNER_NAME_KEY);
  });
}

export async function deviceOwnerName(): Promise<string | undefined> {
  return (await localDb().meta.get(OWNER_NAME_KEY))?.value as string | undefined;
}
