import { groupScope } from '@habitat/protocol';
import type { Kysely } from 'kysely';
import { TOMBSTONE_TABLES, type TombstoneTable } from '../db/retention-rules';
import type { Database } from '../db/schema';
import type { GroupRecordRepository } from '../repositories/group-record-repository';
import type { MaintenanceRepository } from '../repositories/maintenance-repository';
import type { SyncRepository } from '../repositories/sync-repository';

/**
 * What sync keeps only for a while (docs/decisions.md, "Retention"): tombstones of deleted habits
 * and check-ins, the outcome of each pushed mutation, devices that stopped syncing, and mail
 * bookkeeping (expired reset links, sent weekly summaries). After the
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
  /** Expired password reset links and the record of old weekly summaries. */
  mailRecords: number;
}

export interface RetentionDeps {
  db: Kysely<Database>;
  maintenance: MaintenanceRepository;
  sync: SyncRepository;
  groupRecords: GroupRecordRepository;
}

export async function purgeExpired(
  deps: RetentionDeps,
  cutoff: Date,
  now: Date = new Date(),
): Promise<PurgeSummary> {
  const { maintenance } = deps;
  const summary: PurgeSummary = { tombstones: 0, mutationResults: 0, clients: 0, mailRecords: 0 };
  for (const table of TOMBSTONE_TABLES) {
    for (;;) {
      const scopes = await maintenance.scopesWithTombstonesBefore(table, cutoff);
      if (scopes.length === 0) break;
      for (const scopeId of scopes) {
        summary.tombstones += await purgeScope(deps, table, scopeId, cutoff);
      }
    }
  }
  // What deleted groups left: their marks and their version rows.
  await deps.groupRecords.purgeDeletedGroups();
  for (;;) {
    const groups = await maintenance.groupsWithTombstonesBefore(cutoff);
    if (groups.length === 0) break;
    for (const groupId of groups) summary.tombstones += await purgeGroupScope(deps, groupId, cutoff);
  }
  for (;;) {
    const purged = await maintenance.purgeMutationResults(cutoff, CHUNK);
    summary.mutationResults += purged;
    if (purged < CHUNK) break;
  }
  // A device silent for the whole window: its results went above; its row goes too. Should it come
  // back, it starts as a new device (its first push renumbers its queue from 1).
  summary.clients = await maintenance.forgetSilentClients(cutoff);
  summary.mailRecords = await maintenance.purgeMailRecords(cutoff, now);
  return summary;
}

/**
 * One scope's old tombstones of one table, in chunks, each under the scope's lock (taken first, as
 * every writer of the scope takes it) and raising `retained_from` to the newest version it purged.
 */
async function purgeScope(
  { db, maintenance, sync }: RetentionDeps,
  table: TombstoneTable,
  scopeId: string,
  cutoff: Date,
): Promise<number> {
  let total = 0;
  for (;;) {
    const purged = await db.transaction().execute(async (trx) => {
      await sync.lockScope(scopeId, trx);
      return maintenance.purgeTombstones(table, scopeId, cutoff, CHUNK, trx);
    });
    total += purged;
    if (purged < CHUNK) return total;
  }
}

/** A group scope's old tombstones (issue 31), as purgeScope does a person's. */
async function purgeGroupScope({ db, maintenance, sync }: RetentionDeps, groupId: string, cutoff: Date) {
  let total = 0;
  for (;;) {
    const purged = await db.transaction().execute(async (trx) => {
      await sync.lockScope(groupScope(groupId), trx);
      return maintenance.purgeGroupTombstones(groupId, cutoff, CHUNK, trx);
    });
    total += purged;
    if (purged < CHUNK) return total;
  }
}
