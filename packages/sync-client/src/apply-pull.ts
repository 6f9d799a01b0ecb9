import { MutationRejected, receiveHlc } from '@habitat/domain';
import type { PullData, RefreshKeys } from '@habitat/protocol';
import type { HabitatDb } from './db';
import { dropGroupScopes, groupScopesGone, isGroupScope, writeGroupRecords } from './group-records';
import { applyLocal } from './local-mutators';
import { readMeta, type SyncMeta, startOver, writeMeta } from './meta';
import { takeNewClientId } from './outbox';
import type { RefusedRow } from './pulled-rows';
import { clearScopes, dropRefreshed, keepLocalCopies, writePulled, writeTables } from './synced-tables';

/** Where a pull was asked from: a reply is written only if the device still stands there. */
export interface PullPosition {
  cursors: Record<string, number>;
  resume: Record<string, string> | undefined;
  clientId: string;
  refresh: RefreshKeys | undefined;
}

/** Whether a pull reply was written (not stale), and whether the server has more to send. */
export interface ApplyOutcome {
  applied: boolean;
  more: boolean;
}

/**
 * Writes a pull reply into the local database, unless the device has moved on since it asked.
 * `refused`: rows of the reply that failed their check (pulled-rows.ts), left out of `data`; the
 * device keeps its own copies of them, through a reset too.
 */
export async function applyPull(
  db: HabitatDb,
  data: PullData,
  sent: PullPosition,
  resetting: SyncMeta['resetting'],
  now: () => number,
  refused: readonly RefusedRow[] = [],
): Promise<ApplyOutcome> {
  return db.transaction('rw', writeTables(db), async (): Promise<ApplyOutcome> => {
    const meta = await readMeta(db);
    // Another tab or the service worker applied a pull meanwhile, or the device took a new
    // client id (whose lastMutationId this pull does not carry): this one is stale.
    const position = (cursors: object, resume: object | undefined) => JSON.stringify([cursors, resume ?? {}]);
    if (
      position(meta.cursors, meta.resume) !== position(sent.cursors, sent.resume) ||
      meta.clientId !== sent.clientId
    )
      return { applied: false, more: true };
    if (sent.refresh && !data.refreshed) {
      // A server that does not know the refresh: rebuild from a full copy instead.
      await writeMeta(db, { ...meta, ...startOver(meta) });
      return { applied: false, more: true };
    }
    // A reset and a refresh drop local rows the reply replaces: those whose new copy failed its
    // check are put back, not lost.
    const dropping = data.reset.length > 0 || sent.refresh !== undefined;
    const putBack = dropping ? await keepLocalCopies(db, refused) : null;
    // A reset of the person's own scope replaces every row anyway; a group's reset is its own.
    const ownReset = data.reset.some((scope) => !isGroupScope(scope));
    if (sent.refresh && !ownReset) await dropRefreshed(db, sent.refresh);
    if (data.reset.length > 0) await clearScopes(db, data.reset);
    const seen = await writePulled(db, data.changes);
    if (data.groupRecords !== undefined) {
      await writeGroupRecords(db, data.groupRecords);
      // Groups the person may no longer see leave the device whole: those the server names, and any
      // the device holds that the server no longer counts among the person's (its cursor was lost,
      // so the server could not name it).
      await dropGroupScopes(db, await groupScopesGone(db, data));
    }
    await putBack?.();

    // The server has applied ids this device never made: another device shares its client id
    // (this profile was restored from its backup). What this device had pushed was applied; the
    // rest must go under a client id of its own, or it would be deleted here as confirmed.
    const shared = data.lastMutationId >= meta.nextMutationId;
    if (shared) await takeNewClientId(db, meta.pushedThrough + 1);
    else await db.outbox.where('id').belowOrEqual(data.lastMutationId).delete();
    for (const item of await db.outbox.orderBy('id').toArray()) {
      try {
        // Replayed as of when it was made (by the corrected clock), so a rebase keeps its stamps.
        await applyLocal(db, item.name, item.args as never, item.hlc, item.createdAt + meta.clockOffset);
      } catch (error) {
        // The server will reject it too, and say why; until then it simply has no effect here.
        if (!(error instanceof MutationRejected)) throw error;
      }
    }

    const current = shared ? await readMeta(db) : meta;
    const lastHlc = seen
      ? receiveHlc(current.lastHlc, seen, current.clientId, now() + current.clockOffset)
      : current.lastHlc;
    await writeMeta(db, {
      ...current,
      refresh: undefined,
      cursors: data.cursors,
      resume: data.resume,
      lastHlc,
      pushedThrough: shared ? current.pushedThrough : Math.max(meta.pushedThrough, data.lastMutationId),
      resetting,
      ...(data.groupRecords === undefined ? {} : { groupsPulledAt: data.serverTime }),
      // Only a reset of the person's own scope replaces the copy that starting over kept.
      startedOver: data.reset.some((scope) => !isGroupScope(scope)) ? undefined : current.startedOver,
    });
    // Under its new id the queue has not been pushed yet: go round again.
    return { applied: true, more: data.hasMore || shared };
  });
}
