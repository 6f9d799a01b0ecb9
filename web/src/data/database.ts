import { HabitatDb } from '@habitat/sync-client';
import { forgetPersonalPreferences } from '../theme/preferences-store';

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
  // in the last one's time zone.
  forgetPersonalPreferences();
  await Promise.race([db.delete(), new Promise((resolve) => setTimeout(resolve, 2000))]);
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys()) if (PERSONAL_CACHES.test(name)) await caches.delete(name);
  }
}

/**
 * The owner recorded for a device used without an account (no account id takes this form): its
 * data is whole as it stands, since there is no server copy to wait for.
 */
export const DEVICE_ONLY_OWNER = 'device-only';

/** Whose data this device holds, as recorded at the last sign-in. */
export async function deviceOwner(): Promise<string | undefined> {
  return (await localDb().meta.get('userId'))?.value as string | undefined;
}

export async function setDeviceOwner(userId: string): Promise<void> {
  await localDb().meta.put({ key: 'userId', value: userId });
}
