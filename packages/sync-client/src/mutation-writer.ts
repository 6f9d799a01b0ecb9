import { MutationRejected, tickHlc } from '@habitat/domain';
import {
  type MutationArgs,
  type MutationName,
  mutationArgsProblem,
  normalizeMutationArgs,
} from '@habitat/protocol';
import type { HabitatDb } from './db';
import { applyLocal } from './local-mutators';
import { readMeta, writeMeta } from './meta';
import { isChangingHands, NoOneToWriteFor, NotThisPerson, readDeviceOwner } from './owner';
import { tablesFor } from './synced-tables';

export interface MutateOptions {
  now?: () => number;
  /**
   * The person the writing tab shows. The write is refused (NotThisPerson), leaving nothing
   * behind, when the device is no longer theirs: another tab signed someone else in meanwhile.
   */
  owner?: string;
}

/** The mutation schema's check, when its code is at hand (mutation-schema.ts). */
export type SchemaCheck = (name: MutationName, args: unknown) => boolean;

/**
 * The one local write: mutations of one kind checked (the plain rules, and the schema when given),
 * applied and queued in one transaction, all or none. Callers add how the schema arrives: the page
 * loads it lazily (mutations.ts), the service worker has it bundled (worker-write.ts).
 */
export async function writeMutations<N extends MutationName>(
  db: HabitatDb,
  name: N,
  argsList: readonly MutationArgs<N>[],
  options: MutateOptions,
  matchesMutationSchema: SchemaCheck | undefined,
): Promise<number[]> {
  const now = options.now ?? Date.now;
  // The same contract the server checks, in its order: a write it would refuse is refused here,
  // before it shows. Stored as the server stores it (NFC, canonical zone), so the copies agree.
  const normalized = argsList.map((args) => {
    const problem = mutationArgsProblem(name, args);
    if (problem) throw new MutationRejected(problem);
    const stored = normalizeMutationArgs(name, args);
    if (matchesMutationSchema && !matchesMutationSchema(name, stored))
      throw new MutationRejected(`Invalid ${name}`);
    return stored;
  });
  const ids = await db.transaction('rw', tablesFor(db, name), async () => {
    const deviceOwner = await readDeviceOwner(db);
    // Changing hands: the leaving person's changes are being kept aside, the wipe follows.
    if (isChangingHands(deviceOwner)) throw new NoOneToWriteFor();
    if (options.owner !== undefined && deviceOwner !== options.owner) {
      throw new NotThisPerson(options.owner, deviceOwner);
    }
    const owner = options.owner ?? deviceOwner;
    const meta = await readMeta(db);
    let { lastHlc, nextMutationId } = meta;
    const queued: number[] = [];
    for (const args of normalized) {
      const at = now() + meta.clockOffset;
      const hlc = tickHlc(lastHlc, meta.clientId, at);
      await applyLocal(db, name, args, hlc, at);
      await db.outbox.add({
        id: nextMutationId,
        name,
        args,
        hlc,
        createdAt: now(),
        ...(owner ? { owner } : {}),
      });
      queued.push(nextMutationId);
      lastHlc = hlc;
      nextMutationId += 1;
    }
    await writeMeta(db, { ...meta, nextMutationId, lastHlc });
    return queued;
  });
  return ids;
}
