import { deviceOwner, localDb, setDeviceOwner, wipeLocalData } from '../data/database';
import { readAuth, writeAuth } from '../data/stored-auth';

// The moments the device's data changes hands: a different person signing in on this device starts
// from nothing. Signing out wipes it (data/database.ts: wipeLocalData).

/** Called at sign-in: keeps this person's unsynced changes, drops another person's data. */
export async function claimDevice(userId: string, token: string): Promise<void> {
  const previous = await readAuth(localDb());
  if (previous && previous.userId !== userId) await wipeLocalData();
  const owner = await deviceOwner();
  if (owner && owner !== userId) await wipeLocalData();
  await setDeviceOwner(userId);
  await writeAuth(localDb(), { token, userId });
}

/** Keeps the service worker's copy of the token current (it cannot read localStorage). */
export async function mirrorToken(userId: string, token: string): Promise<void> {
  const stored = await readAuth(localDb());
  if (stored?.token !== token) await writeAuth(localDb(), { token, userId });
}
