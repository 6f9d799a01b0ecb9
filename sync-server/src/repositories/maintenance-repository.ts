import { groupScope } from '@habitat/protocol';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { TombstoneTable } from '../db/retention-rules';
import type { Database } from '../db/schema';
import type { Executor } from './executor';

/** The SQL of the server's own upkeep: retention purges and the repair of stored time zones. */
export function createMaintenanceRepository(db: Kysely<Database>) {
  /**
   * Deletes up to `chunk` rows of `table` whose `column` is `key`, deleted before `cutoff`, and
   * raises the scope's `retained_from` to the newest version deleted: a device whose cursor is older
   * cannot learn of them incrementally, so its next pull resets. The caller holds the scope's lock.
   */
  async function purgeScopeChunk(
    table: RawBuilder<unknown>,
    column: RawBuilder<unknown>,
    key: string,
    scopeId: string,
    cutoff: Date,
    chunk: number,
    trx: Executor,
  ): Promise<number> {
    const { rows } = await sql<{ n: number; newest: number | null }>`
      with gone as (
        delete from ${table} where ctid in (
          select ctid from ${table} where ${column} = ${key} and deleted_at < ${cutoff} limit ${chunk})
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
  }

  return {
    /** Scopes holding tombstones of `table` deleted before `cutoff`, a batch at a time. */
    async scopesWithTombstonesBefore(
      table: TombstoneTable,
      cutoff: Date,
      trx: Executor = db,
    ): Promise<string[]> {
      const rows = await trx
        .selectFrom(table)
        .select('scope_id')
        .distinct()
        .where('deleted_at', '<', cutoff)
        .limit(100)
        .execute();
      return rows.map((row) => row.scope_id);
    },

    /**
     * Deletes up to `chunk` tombstones of one scope deleted before `cutoff` and raises the scope's
     * `retained_from` to the newest version deleted. The caller holds the scope's lock.
     */
    async purgeTombstones(
      table: TombstoneTable,
      scopeId: string,
      cutoff: Date,
      chunk: number,
      trx: Executor = db,
    ): Promise<number> {
      return purgeScopeChunk(sql.table(table), sql.ref('scope_id'), scopeId, scopeId, cutoff, chunk, trx);
    },

    /** Groups with rows gone from their scope before `cutoff` (a hundred at a time). */
    async groupsWithTombstonesBefore(cutoff: Date, trx: Executor = db): Promise<string[]> {
      const rows = await trx
        .selectFrom('group_records')
        .select('workspace_id')
        .distinct()
        .where('deleted_at', '<', cutoff)
        .limit(100)
        .execute();
      return rows.map((row) => row.workspace_id);
    },

    /**
     * Deletes up to `chunk` of a group scope's tombstones older than `cutoff` and raises its
     * `retained_from`, as purgeTombstones does for a person's. The caller holds the scope's lock.
     */
    async purgeGroupTombstones(groupId: string, cutoff: Date, chunk: number, trx: Executor): Promise<number> {
      const rows = sql.table('group_records');
      return purgeScopeChunk(rows, sql.ref('workspace_id'), groupId, groupScope(groupId), cutoff, chunk, trx);
    },

    /** Deletes up to `chunk` mutation outcomes recorded before `cutoff`; answers how many. */
    async purgeMutationResults(cutoff: Date, chunk: number, trx: Executor = db): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        with gone as (
          delete from sync_mutation_results where ctid in (
            select ctid from sync_mutation_results where created_at < ${cutoff} limit ${chunk})
          returning 1)
        select count(*)::int as n from gone`.execute(trx);
      return rows[0]?.n ?? 0;
    },

    /** Forgets devices not seen since `cutoff` (their outcomes go with them); answers how many. */
    async forgetSilentClients(cutoff: Date, trx: Executor = db): Promise<number> {
      const result = await trx
        .deleteFrom('sync_clients')
        .where('last_seen_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Mail bookkeeping past the window: password reset links that expired before `cutoff` (used or
     * not, they open nothing) and the record of weekly summaries for weeks that began before it.
     */
    async purgeMailRecords(cutoff: Date, now: Date, trx: Executor = db): Promise<number> {
      const resets = await trx
        .deleteFrom('password_resets')
        .where('expires_at', '<', cutoff)
        .executeTakeFirst();
      // A week's record must outlive the days its summary may still be sent in (up to nine days after
      // the week began), whatever the window: else a short window would send it again.
      const keepWeeksFrom = Math.min(cutoff.getTime(), now.getTime() - 14 * 86_400_000);
      const digests = await trx
        .deleteFrom('weekly_digests')
        .where('week_start', '<', new Date(keepWeeksFrom).toISOString().slice(0, 10))
        .executeTakeFirst();
      return Number(resets.numDeletedRows) + Number(digests.numDeletedRows);
    },

    /** The names of the time zones this PostgreSQL knows. */
    async postgresZoneNames(trx: Executor = db): Promise<string[]> {
      const { rows } = await sql<{ name: string }>`select name from pg_timezone_names`.execute(trx);
      return rows.map((row) => row.name);
    },

    /** Every zone name stored in preferences, once each: a few hundred at most, whatever the number of people. */
    async storedZoneNames(trx: Executor = db): Promise<string[]> {
      const rows = await trx.selectFrom('preferences').select('timezone').distinct().execute();
      return rows.map((row) => row.timezone);
    },

    /** The people whose stored zone is one of `zones`. */
    async preferencesInZones(
      zones: readonly string[],
      trx: Executor = db,
    ): Promise<Array<{ userId: string; timezone: string }>> {
      if (zones.length === 0) return [];
      const rows = await trx
        .selectFrom('preferences')
        .select(['user_id', 'timezone'])
        .where('timezone', 'in', [...zones])
        .execute();
      return rows.map((row) => ({ userId: row.user_id, timezone: row.timezone }));
    },

    /** Stores a person's zone under a scope version the caller took. */
    async setStoredZone(userId: string, timezone: string, version: number, trx: Executor = db) {
      await trx.updateTable('preferences').set({ timezone, version }).where('user_id', '=', userId).execute();
    },
  };
}

export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;
