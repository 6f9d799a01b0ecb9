import { deviceHoldingCounts, deviceTimeZone, displayName } from '@habitat/domain';
import type { User } from '@habitat/protocol';
import {
  type DeviceOnlyCarry,
  handOverOutbox,
  hasUnpushed,
  LEAVING_PREFIX,
  mutate,
} from '@habitat/sync-client';
import {
  DEVICE_ONLY_OWNER,
  deviceOwner,
  deviceOwnerName,
  localDb,
  setDeviceOwner,
  wipeLocalData,
} from '../data/database';
import { readAuth, writeAuth } from '../data/stored-auth';
import { forgetPersonalPreferences, readPreferences } from '../theme/preferences-store';
import { type GiveUp, keepUnsentBeforeWipe } from './kept-changes';
import type { KeptNotice } from './kept-notice';
import { isTokenOf, readStoredUser, readToken } from './session-store';

// The moments the device's data changes hands. A different person signing in on this device
// starts from nothing; signing out wipes it (data/database.ts: wipeLocalData). Neither deletes
// anyone's unsent changes: they are sent first under their owner's session, or kept aside for
// them (kept-changes.ts). Data made on this device without an account is never dropped without
// the person's answer (DeviceOnlyDecision).

/**
 * What happens to the data made here without an account when an account takes the device:
 * - `carry-everything`: a new account takes all of it, preferences and layouts included;
 * - `carry-records`: an existing account takes the habits and check-ins;
 * - `set-aside`: the person saved it as a file (or there was nothing), the device starts afresh.
 */
export type DeviceOnlyDecision = 'carry-everything' | 'carry-records' | 'set-aside';

export interface DeviceOnlyCounts {
  habits: number;
  checkIns: number;
}

/** A sign-in reached a device holding data made without an account, and nobody said what to do. */
export class DeviceOnlyUndecided extends Error {
  constructor(readonly counts: DeviceOnlyCounts) {
    super('This device holds habits made without an account');
    this.name = 'DeviceOnlyUndecided';
  }
}

const CARRY: Record<Exclude<DeviceOnlyDecision, 'set-aside'>, DeviceOnlyCarry> = {
  'carry-everything': 'everything',
  'carry-records': 'records',
};

/** Habits and check-ins made here without an account; null when the device is an account's. */
export async function deviceOnlyCounts(): Promise<DeviceOnlyCounts | null> {
  if ((await deviceOwner()) !== DEVICE_ONLY_OWNER) return null;
  const db = localDb();
  const [habits, entries] = await Promise.all([db.habits.toArray(), db.entries.toArray()]);
  return deviceHoldingCounts({ habits, entries });
}

/**
 * Starts using this device without an account. A device still holding an account's copy (its
 * session ended without signing out) is emptied first, unless changes of that account have not
 * reached the server: those are never deleted, and the answer says so.
 */
export async function startDeviceOnly(): Promise<{ ok: true } | { ok: false; reason: string }> {
  const owner = await deviceOwner();
  const db = localDb();
  if ((owner && owner !== DEVICE_ONLY_OWNER) || (await readAuth(db))) {
    if (await hasUnpushed(db)) {
      return {
        ok: false,
        reason:
          'This device still holds changes of the last account used here that have not reached the server. Sign in to that account first so they are sent.',
      };
    }
    await wipeLocalData();
  }
  // The last account's preferences (its zone, week start) are not this person's.
  if (owner !== DEVICE_ONLY_OWNER) forgetPersonalPreferences();
  await setDeviceOwner(DEVICE_ONLY_OWNER);
  await recordDeviceZone();
  return { ok: true };
}

/**
 * "Today" follows the device's zone from the first check-in: recorded once, through the named
 * mutation, so it is in the local preferences and reaches the account that later takes the device.
 * The theme painted on this device is kept with it (the row would otherwise start at the default).
 */
async function recordDeviceZone(): Promise<void> {
  const db = localDb();
  if (await db.preferences.get('me')) return;
  const timezone = deviceTimeZone();
  await mutate(db, 'preferences.save', {
    patch: { theme: readPreferences().theme, ...(timezone ? { timezone } : {}) },
  });
}

/**
 * The last owner's unsent changes, before their data is wiped: sent under their session when it
 * still works, else kept aside for them. What is still waiting, for the notice.
 */
export async function keepUnsentOfLastOwner(giveUp?: GiveUp): Promise<KeptNotice | null> {
  const [auth, name] = await Promise.all([readAuth(localDb()), deviceOwnerName()]);
  const stored = readStoredUser();
  const page = readToken();
  return keepUnsentBeforeWipe(
    (owner) => {
      // The page's copy is refreshed more often than the service worker's copy. Either goes only
      // when it was issued to the owner: a stored user left naming the owner beside another
      // person's token (an older build, a stale copy) must not send the owner's changes under it.
      if (page && isTokenOf(page, owner, stored?._id)) return page;
      return auth && auth.userId === owner && isTokenOf(auth.token, owner, auth.userId) ? auth.token : null;
    },
    (owner) => (stored?._id === owner ? displayName(stored) : (name ?? 'the last account used here')),
    giveUp,
  );
}

/**
 * Called at sign-in, before the session is stored: keeps this person's unsynced changes, sends or
 * keeps aside another person's before their data is dropped, and hands data made without an
 * account over as the decision says (one transaction: a kill halfway leaves the device as it
 * was). Without a decision, a device holding such data refuses (DeviceOnlyUndecided) rather than
 * guess. Answers the last owner's changes still waiting for them, for the notice.
 */
export async function claimDevice(
  userId: string,
  token: string,
  decision?: DeviceOnlyDecision,
  /** The account's user: its name is kept as the owner's, and with a hand-over until the page has stored the session. */
  account?: User,
  /** Ends the wait for the last owner's changes to go (SEND_BEFORE_WIPE_MS unless given). */
  giveUp?: GiveUp,
): Promise<KeptNotice | null> {
  const owner = await deviceOwner();
  if (owner === DEVICE_ONLY_OWNER) {
    const counts = await deviceOnlyCounts();
    const holdsWork = counts !== null && (counts.habits > 0 || counts.checkIns > 0);
    if (!decision && holdsWork && counts) throw new DeviceOnlyUndecided(counts);
    if (decision === 'carry-everything' || decision === 'carry-records') {
      const db = localDb();
      await db.transaction('rw', db.outbox, db.meta, async () => {
        await handOverOutbox(db, CARRY[decision], userId);
        await setDeviceOwner(userId, ownerName(account));
        await writeAuth(db, { token, userId });
        if (account) await db.meta.put({ key: HANDED_TO_KEY, value: account });
      });
      return null;
    }
    // Set aside (kept apart first, set-aside.ts) or nothing worth keeping: the account starts
    // afresh here. Its owner, token and the hand-over record are written together after the wipe,
    // so a kill leaves either device-only (repaired at start) or an unfinished hand-over.
    await wipeLocalData();
    const db = localDb();
    await db.transaction('rw', db.meta, async () => {
      await setDeviceOwner(userId, ownerName(account));
      await writeAuth(db, { token, userId });
      if (account) await db.meta.put({ key: HANDED_TO_KEY, value: account });
    });
    return null;
  }
  const previous = await readAuth(localDb());
  let waiting: KeptNotice | null = null;
  if ((previous && previous.userId !== userId) || (owner && owner !== userId)) {
    waiting = await keepUnsentOfLastOwner(giveUp);
    await wipeLocalData();
  }
  const db = localDb();
  await db.transaction('rw', db.meta, async () => {
    await setDeviceOwner(userId, ownerName(account));
    await writeAuth(db, { token, userId });
  });
  return waiting;
}

function ownerName(account: User | undefined): string | undefined {
  return account ? displayName(account) : undefined;
}

/**
 * A session found in storage at start whose sign-in did not claim this device (a build before
 * owners were recorded, or a session put in storage by hand). An unowned device is taken as it
 * stands; one holding another account's data changes hands as at a sign-in (their unsent changes
 * sent or kept aside first). A device used without an account is left to its own rules: it is
 * never handed over without the person's answer. Answers what still waits for the last owner.
 */
export async function takeDeviceFor(account: User, token: string): Promise<KeptNotice | null> {
  const owner = await deviceOwner();
  // A sign-out of this very session stopped halfway (its session is still stored): nothing was
  // wiped, and the device is theirs again as it was.
  if (owner === `${LEAVING_PREFIX}${account._id}`) {
    const db = localDb();
    await db.transaction('rw', db.meta, async () => {
      if ((await deviceOwner()) === owner) await setDeviceOwner(account._id, displayName(account));
    });
    return null;
  }
  if (owner === account._id || owner === DEVICE_ONLY_OWNER) return null;
  if (owner) return claimDevice(account._id, token, undefined, account);
  const db = localDb();
  await db.transaction('rw', db.meta, async () => {
    if (!(await deviceOwner())) await setDeviceOwner(account._id, displayName(account));
  });
  return null;
}

/**
 * The account a device-only device was handed to, kept until the page has stored the session: a
 * kill between the two would otherwise leave the page thinking it is device-only while the data is
 * already the account's.
 */
const HANDED_TO_KEY = 'handedTo';

/** A hand-over that was stopped before the session was stored: its session, to finish it. */
export async function unfinishedHandOver(): Promise<{ token: string; user: User } | null> {
  const owner = await deviceOwner();
  if (!owner || owner === DEVICE_ONLY_OWNER) return null;
  const db = localDb();
  const [auth, handedTo] = await Promise.all([readAuth(db), db.meta.get(HANDED_TO_KEY)]);
  const user = handedTo?.value as User | undefined;
  if (!auth || auth.userId !== owner || user?._id !== owner) return null;
  return { token: auth.token, user };
}

/**
 * The page says device-only but the database names another owner and no hand-over is unfinished
 * (a kill between a sign-in's wipe and its session being stored). The person is still without an
 * account: the database is made device-only again and the account's token dropped, so nothing is
 * later pushed to that account or wiped without a question. Nothing is deleted here. True when it
 * repaired something.
 */
export async function repairDeviceOnly(): Promise<boolean> {
  const db = localDb();
  return db.transaction('rw', db.meta, async () => {
    const owner = await deviceOwner();
    if (owner === DEVICE_ONLY_OWNER) return false;
    await setDeviceOwner(DEVICE_ONLY_OWNER);
    await writeAuth(db, null);
    await db.meta.delete(HANDED_TO_KEY);
    return true;
  });
}

/**
 * The session is stored: the hand-over is done. Changes still marked as made without an account
 * are the account's now (a hand-over by a build that did not mark owners, or stopped before).
 */
export async function finishHandOver(): Promise<void> {
  const db = localDb();
  await db.transaction('rw', db.outbox, db.meta, async () => {
    const owner = await deviceOwner();
    if (owner && owner !== DEVICE_ONLY_OWNER) {
      await db.outbox.filter((item) => item.owner === DEVICE_ONLY_OWNER).modify({ owner });
    }
    await db.meta.delete(HANDED_TO_KEY);
  });
}

/** Keeps the service worker's copy of the token current (it cannot read localStorage). */
export async function mirrorToken(userId: string, token: string): Promise<void> {
  const stored = await readAuth(localDb());
  if (stored?.token !== token) await writeAuth(localDb(), { token, userId });
}
