import type { PullBody, PullData } from '@habitat/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import {
  changedVersions,
  changesBetween,
  readClient,
  rowsForKeys,
  scopeState,
  userScope,
} from '../repositories/sync-repository';

export const DEFAULT_PULL_LIMIT = 5000;

/**
 * Everything that changed in the caller's scopes since their cursors, read from one snapshot.
 * Pages end on a whole version, so a write is never split across two pages; a single write larger
 * than a page is sent whole. A scope the client has never seen, or whose cursor is out of the
 * retained range, is sent in full with `reset`, so the client drops its copy first.
 */
export async function pull(
  db: Kysely<Database>,
  userId: string,
  body: PullBody,
  now: () => number = Date.now,
): Promise<PullData> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const client = await readClient(trx, body.clientId);
      if (client && client.userId !== userId)
        throw new HttpError(403, 'This sync client belongs to another account');
      const scopeId = userScope(userId);
      const state = await scopeState(trx, scopeId);
      const cursor = body.cursors[scopeId];
      const reset = cursor === undefined || cursor < state.retainedFrom || cursor > state.version;
      const after = reset ? -1 : cursor;
      const limit = body.limit ?? DEFAULT_PULL_LIMIT;

      const versions = await changedVersions(trx, scopeId, after, limit);
      let upto = state.version;
      if (versions.length > limit) {
        const cut = versions[limit] as number;
        const whole = versions.slice(0, limit).filter((version) => version < cut);
        upto = whole.at(-1) ?? cut;
      }
      const changes = await changesBetween(trx, scopeId, after, upto);
      // A reset sends everything anyway; otherwise the rows asked for again come with this page.
      if (body.refresh && !reset) {
        const again = await rowsForKeys(trx, scopeId, body.refresh);
        changes.habits.push(...again.habits);
        changes.entries.push(...again.entries);
        changes.layouts.push(...again.layouts);
        changes.preferences.push(...again.preferences);
      }
      return {
        ...(body.refresh ? { refreshed: true } : {}),
        lastMutationId: client?.lastMutationId ?? 0,
        cursors: { [scopeId]: upto },
        reset: reset ? [scopeId] : [],
        hasMore: upto < state.version,
        changes,
        serverTime: now(),
      };
    });
}
