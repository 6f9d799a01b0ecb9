import type { HabitatDb, OutboxItem } from './db';

/**
 * Whose data the device holds, and whose each queued change is (issue 28). One person uses a
 * device at a time: the owner is recorded at sign-in (an account id, or DEVICE_ONLY_OWNER), every
 * change is stamped with the person its tab showed when it was made, and a change is only ever
 * sent under its owner's own session. A tab still showing the last person cannot write into the
 * next one's account, and a sync never carries one person's change under another's token.
 */

/** The meta row naming the device's owner (the key predates this module and stays as it was). */
export const DEVICE_OWNER_KEY = 'userId';

/** The owner recorded for a device used without an account (no account id takes this form). */
export const DEVICE_ONLY_OWNER = 'device-only';

export async function readDeviceOwner(db: HabitatDb): Promise<string | undefined> {
  return (await db.meta.get(DEVICE_OWNER_KEY))?.value as string | undefined;
}

/**
 * The device now holds someone else's data than the tab or sync asking expected. Nothing was
 * written or sent; the tab follows the person now signed in (session/AuthProvider.tsx).
 */
export class NotThisPerson extends Error {
  constructor(
    readonly expected: string,
    readonly found: string | undefined,
  ) {
    super('Someone else is signed in on this device now. This change was not saved.');
    this.name = 'NotThisPerson';
  }
}

/** A queued change belongs to `person` (rows queued before owners were stamped are the device's). */
export function ownedBy(item: Pick<OutboxItem, 'owner'>, person: string, deviceOwner: string | undefined) {
  return (item.owner ?? deviceOwner) === person;
}
