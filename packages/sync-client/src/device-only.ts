import type { MutationName } from '@habitat/protocol';
import type { HabitatDb, OutboxItem } from './db';
import { readMeta, writeMeta } from './meta';

/**
 * A device used without an account keeps everything it did in its outbox, never pushed. When an
 * account takes it over, the outbox is pushed as that account's changes (the server makes the
 * client row on first push). What goes depends on the account:
 * - `everything`: a brand-new account (signup) takes the person's habits, check-ins, layouts and
 *   preferences as they set them;
 * - `records`: an existing account takes the habits and check-ins; its own layouts and
 *   preferences stay as the person set them there (the device's would silently overwrite them).
 */
export type DeviceOnlyCarry = 'everything' | 'records';

/**
 * Which mutations an existing account takes from the device: those of habits and check-ins (their
 * notes, pauses and routines too), not the device's layouts and preferences. One entry per named mutation,
 * so a new mutation does not compile until it says which side it is on.
 */
const TAKEN_BY_AN_EXISTING_ACCOUNT: { readonly [N in MutationName]: boolean } = {
  'habit.create': true,
  'habit.update': true,
  'habit.archive': true,
  'habit.delete': true,
  'habit.pause': true,
  'habit.setWorkspaceSettings': true,
  'entry.set': true,
  'entry.note': true,
  'routine.save': true,
  'routine.delete': true,
  'layout.save': false,
  'preferences.save': false,
  // A device without an account is in no group: no group write is ever queued there.
  'encouragement.send': false,
  'encouragement.respond': false,
  'encouragement.read': false,
  'joinRequest.answer': false,
  'encouragement.cheer': false,
  'groupHabit.create': false,
  'groupHabit.update': false,
  'groupHabit.delete': false,
  'group.update': false,
  'member.setRole': false,
  'member.remove': false,
};

const RECORD_MUTATIONS: ReadonlySet<string> = new Set(
  Object.entries(TAKEN_BY_AN_EXISTING_ACCOUNT).flatMap(([name, taken]) => (taken ? [name] : [])),
);

/** The queued changes an account takes, numbered from 1 without a gap as the server expects. */
export function carriedMutations(
  items: readonly OutboxItem[],
  carry: DeviceOnlyCarry,
  owner?: string,
): OutboxItem[] {
  const kept = carry === 'everything' ? items : items.filter((item) => RECORD_MUTATIONS.has(item.name));
  return [...kept]
    .sort((a, b) => a.id - b.id)
    .map((item, index) => ({ ...item, id: index + 1, ...(owner ? { owner } : {}) }));
}

/**
 * Readies the device's outbox for the account taking it over, in one transaction: the kept
 * changes renumbered from 1, and the sync position of a device that has never synced, so the first
 * push goes out whole and the first pull brings the account's copy with these changes on top.
 * Killed halfway, nothing has changed; run twice, the second run keeps what the first kept.
 */
export async function handOverOutbox(
  db: HabitatDb,
  carry: DeviceOnlyCarry,
  /** The account taking the changes: they are its own from now on. */
  owner?: string,
): Promise<number> {
  return db.transaction('rw', db.outbox, db.meta, async () => {
    const meta = await readMeta(db);
    const queued = await db.outbox.where('id').above(meta.pushedThrough).toArray();
    const kept = carriedMutations(queued, carry, owner);
    await db.outbox.clear();
    await db.outbox.bulkAdd(kept);
    await writeMeta(db, {
      ...meta,
      pushedThrough: 0,
      nextMutationId: kept.length + 1,
      cursors: {},
      resume: undefined,
      refresh: undefined,
      resetting: undefined,
      startedOver: undefined,
    });
    return kept.length;
  });
}
