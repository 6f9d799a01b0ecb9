import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { lockScope } from '../repositories/sync-repository';

/**
 * What sync keeps only for a while (docs/decisions.md, "Retention"): tombstones of deleted habits
 * and check-ins, the outcome of each pushed mutation, and devices that stopped syncing. After the
 * window they are purged, and each scope remembers the newest version it purged (`retained_from`):
 * a device whose cursor is older cannot learn of those deletions incrementally, so its next pull
 * is a reset, which replaces its copy and replays its queue on top.
 */

export const DEFAULT_RETENTION_DAYS = 90;
/** Rows per statement: a purge never holds a scope, or the embedded database, for long. */
const CHUNK = 2000;

export interface PurgeSummary {
  tombstones: number;
  mutationResults: number;
  clients: number;
}

export async function purgeExpired(db: Kysely<Database>, cutoff: Date): Promise<PurgeSummary> {
  const summary: PurgeSummary = { tombstones: 0, mutationResults: 0, clients: 0 };
  for (const table of ['entries', 'habits'] as const) {
    for (;;) {
      const scopes = await db
        .selectFrom(table)
        .select('scope_id')
        .distinct()
        .where('deleted_at', '<', cutoff)
        .limit(100)
        .execute();
      if (scopes.length === 0) break;
      for (const { scope_id: scopeId } of scopes)
        summary.tombstones += await purgeScope(db, table, scopeId, cutoff);
    }
  }
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      with gone as (
        delete from sync_mutation_results where ctid in (
          select ctid from sync_mutation_results where created_at < ${cutoff} limit ${CHUNK})
        returning 1)
      select count(*)::int as n from gone`.execute(db);
    const purged = rows[0]?.n ?? 0;
    summary.mutationResults += purged;
    if (purged < CHUNK) break;
  }
  // A device silent for the whole window: its results went above; its row goes too. Should it come
  // back, it starts as a new device (its first push renumbers its queue from 1).
  const clients = await db.deleteFrom('sync_clients').where('last_seen_at', '<', cutoff).executeTakeFirst();
  summary.clients = Number(clients.numDeletedRows);
  return summary;
}

/**
 * One scope's old tombstones of one table, in chunks, each under the scope's lock (taken first, as
 * every writer of the scope takes it) and raising `retained_from` to the newest version it purged.
 */
async function purgeScope(
  db: Kysely<Database>,
  table: 'entries' | 'habits',
  scopeId: string,
  cutoff: Date,
): Promise<number> {
  let total = 0;
  for (;;) {
    const purged = await db.transaction().execute(async (trx) => {
      await lockScope(trx, scopeId);
      const { rows } = await sql<{ n: number; newest: number | null }>`
        with gone as (
          delete from ${sql.table(table)} where ctid in (
            select ctid from ${sql.table(table)}
            where scope_id = ${scopeId} and deleted_at < ${cutoff} limit ${CHUNK})
          returning version)
        select count(*)::int as n, max(version) as newest from gone`.execute(trx);
      const { n = 0, newest = null } = rows[0] ?? {};
      if (newest !== null) {
        await trx
          .updateTable('sync_scopes')
          .set({ retained_from: sql`greatest(retained_from, ${newest})` })
          .where('scope_id', '=', scopeId)
          .execute();
      }
      return n;
    });
    total += purged;
    if (purged < CHUNK) return total;
  }
}
