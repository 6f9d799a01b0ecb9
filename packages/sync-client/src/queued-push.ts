import type { Hlc } from '@habitat/domain';
import type { MutationName } from '@habitat/protocol';
import type { HabitatDb, OutboxItem } from './db';
import { readMeta } from './meta';
import { DEVICE_OWNER_KEY, LEAVING_PREFIX, ownerBeforeHandOver, readDeviceOwner } from './owner';
import { SyncError, type SyncTransport } from './transport';

/**
 * Changes taken out of a device's outbox to be sent apart from it: the unsent changes of a person
 * whose place on the device another person takes (issue 28). They keep their client id and
 * mutation ids, so a push that is sent twice (once before the hand-over timed out, again when the
 * owner is back) is applied once: the server skips the ids it has.
 */
export interface QueuedChanges {
  owner: string;
  clientId: string;
  mutations: { id: number; name: MutationName; args: unknown; hlc: Hlc }[];
}

const BATCH = 100;

/**
 * What the device holds unsent, per owner, with the client id it was numbered under. A row
 * without an owner is the device owner's; one with no owner at all cannot be sent and stays.
 */
export async function takeUnpushed(db: HabitatDb): Promise<QueuedChanges[]> {
  const [meta, deviceOwner, queued] = await db.transaction('r', db.outbox, db.meta, async () => {
    const meta = await readMeta(db);
    return [
      meta,
      ownerBeforeHandOver(await readDeviceOwner(db)),
      await db.outbox.where('id').above(meta.pushedThrough).sortBy('id'),
    ] as const;
  });
  return groupByOwner(queued, deviceOwner, meta.clientId);
}

/**
 * The start of a hand-over (issue 28): in one transaction, marks the device as changing hands, so
 * that no write is taken from here to the wipe (mutations.ts), and takes what it holds unsent, per
 * owner. Nothing can be queued between the copy and the wipe that the copy does not hold. A
 * hand-over already under way (stopped halfway before) is taken up again from its first owner.
 */
export async function takeUnpushedForHandOver(db: HabitatDb): Promise<QueuedChanges[]> {
  const [meta, deviceOwner, queued] = await db.transaction('rw', db.outbox, db.meta, async () => {
    const recorded = await readDeviceOwner(db);
    const owner = ownerBeforeHandOver(recorded);
    await db.meta.put({ key: DEVICE_OWNER_KEY, value: `${LEAVING_PREFIX}${owner ?? ''}` });
    const meta = await readMeta(db);
    return [meta, owner, await db.outbox.where('id').above(meta.pushedThrough).sortBy('id')] as const;
  });
  return groupByOwner(queued, deviceOwner, meta.clientId);
}

/** Queued rows as one batch per owner, each in id order (a gap between them the push closes). */
export function groupByOwner(
  queued: readonly OutboxItem[],
  deviceOwner: string | undefined,
  clientId: string,
): QueuedChanges[] {
  const byOwner = new Map<string, QueuedChanges>();
  for (const { id, name, args, hlc, owner: stamped } of [...queued].sort((a, b) => a.id - b.id)) {
    const owner = stamped ?? deviceOwner;
    if (!owner) continue;
    const group = byOwner.get(owner) ?? { owner, clientId, mutations: [] };
    group.mutations.push({ id, name, args, hlc });
    byOwner.set(owner, group);
  }
  return [...byOwner.values()];
}

/**
 * Sends queued changes until the server has them all; throws (SyncError) when it cannot. A gap
 * answer means the server applied the ones below it; a client id another device took means none
 * of the rest were applied, and they follow on under a fresh one. Refusals are the server's last
 * word on a change, as they are for the outbox.
 */
export async function pushQueued(
  transport: SyncTransport,
  queued: QueuedChanges,
  newClientId: () => string,
  /**
   * Stores the changes still to go, renumbered or under a fresh client id, before they are sent so:
   * a copy kept under the old numbers would be sent again later as new changes, and applied twice.
   */
  save: (rest: QueuedChanges) => Promise<void> = async () => {},
): Promise<void> {
  let { clientId, mutations } = queued;
  while (mutations.length > 0) {
    const batch = mutations.slice(0, BATCH);
    const outcome = await transport.push({ clientId, mutations: batch });
    if ('gap' in outcome) {
      const from = outcome.gap;
      const rest = mutations.filter((item) => item.id >= from);
      if (rest.length === mutations.length && rest[0]?.id === from) {
        throw new SyncError('server', 'The server did not take the queued changes');
      }
      mutations = (rest.length > 0 ? rest : []).map((item, index) => ({ ...item, id: from + index }));
      await save({ owner: queued.owner, clientId, mutations });
      continue;
    }
    if ('taken' in outcome) {
      clientId = newClientId();
      mutations = mutations
        .filter((item) => item.id >= outcome.taken)
        .map((item, index) => ({ ...item, id: index + 1 }));
      await save({ owner: queued.owner, clientId, mutations });
      continue;
    }
    const through = outcome.ok.lastMutationId;
    const rest = mutations.filter((item) => item.id > through);
    if (rest.length === mutations.length) {
      throw new SyncError('server', 'The server did not take the queued changes');
    }
    mutations = rest;
  }
}
