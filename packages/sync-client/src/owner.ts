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

/**
 * The owner recorded while the device changes hands (a sign-out, or a sign-in by someone else):
 * from the moment the leaving person's unsent changes are taken to be kept aside until the wipe,
 * no write is taken. Without it, a check-in made in that window would be neither in the kept copy
 * nor survive the wipe. The leaving owner's id follows the prefix, so nothing of theirs is lost if
 * the hand-over is stopped halfway.
 */
export const LEAVING_PREFIX = 'leaving:';

export function isChangingHands(owner: string | undefined): boolean {
  return owner?.startsWith(LEAVING_PREFIX) ?? false;
}

/** The owner a hand-over began from (the recorded owner itself when none is under way). */
export function ownerBeforeHandOver(owner: string | undefined): string | undefined {
  if (!owner || !isChangingHands(owner)) return owner;
  return owner.slice(LEAVING_PREFIX.length) || undefined;
}

/**
 * A write arrived while nobody may write: the device is being signed out or handed to someone
 * else, or this tab shows nobody any more. Nothing was written; the person sees a message saying so.
 */
export class NoOneToWriteFor extends Error {
  constructor() {
    super('This device is signing out or switching accounts. This change was not saved.');
    this.name = 'NoOneToWriteFor';
  }
}

/** A queued change belongs to `person` (rows queued before owners were stamped are the device's). */
export function ownedBy(item: Pick<OutboxItem, 'owner'>, person: string, deviceOwner: string | undefined) {
  return (item.owner ?? deviceOwner) === person;
}
