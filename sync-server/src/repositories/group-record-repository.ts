import type { GroupRecordKind } from '@habitat/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { GroupAudience } from '../db/tables';
import type { Executor } from './executor';

/**
 * The rows of group scopes (migration 0026): what each member may see of a group, kept by the
 * projection (sync/group-projection.ts) and read by pulls.
 */

/** A row as the projection computes it: who sees it and what it carries. */
export interface ProjectedRow {
  key: string;
  audience: GroupAudience;
  /** For audience 'people': who sees it. */
  people: readonly string[];
  data: unknown;
}

/** A stored live row: enough to tell whether the projection changed it. */
export interface StoredRow {
  key: string;
  audience: GroupAudience;
  people: string[];
  data: unknown;
}

/** A row as a pull reads it for one member. */
export interface ScopeRow {
  kind: GroupRecordKind;
  key: string;
  version: number;
  data: unknown;
}

export interface Viewer {
  isAdmin: boolean;
  sinceVersion: number;
}

export function createGroupRecordRepository(db: Kysely<Database>) {
  return {
    /** The groups of `userId` with marks waiting, oldest mark first. */
    async dirtyGroupsOf(userId: string, trx: Executor = db): Promise<string[]> {
      const { rows } = await sql<{ workspace_id: string }>`
        select d.workspace_id from group_dirty d
        join workspace_members m on m.workspace_id = d.workspace_id and m.user_id = ${userId}
        group by d.workspace_id order by min(d.id)`.execute(trx);
      return rows.map((row) => row.workspace_id);
    },

    /**
     * Marks the figures of the person's groups last computed before this quarter hour: a member's
     * day turns over with no write, and their numbers with it (migration 0027).
     */
    async markStaleFigures(userId: string, quarter: number, trx: Executor = db): Promise<void> {
      await sql`
        insert into group_dirty (workspace_id, kind)
        select m.workspace_id, 'figures' from workspace_members m
        left join group_figures_clock c on c.workspace_id = m.workspace_id
        where m.user_id = ${userId} and (c.quarter is null or c.quarter < ${quarter})`.execute(trx);
    },

    /** The person's groups whose own figures were computed from something else than `basis`. */
    async staleOwnFigures(userId: string, basis: string, trx: Executor = db): Promise<string[]> {
      const rows = await trx
        .selectFrom('group_viewers')
        .select('workspace_id')
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('own_figures', 'is', null), eb('own_figures', '!=', basis)]))
        .orderBy('workspace_id')
        .execute();
      return rows.map((row) => row.workspace_id);
    },

    /** What the member's own figures in the group were computed from. */
    async ownFiguresComputed(groupId: string, userId: string, basis: string, trx: Executor): Promise<void> {
      await trx
        .updateTable('group_viewers')
        .set({ own_figures: basis })
        .where('workspace_id', '=', groupId)
        .where('user_id', '=', userId)
        .execute();
    },

    /** The quarter hour the group's figures were computed in. */
    async figuresComputed(groupId: string, quarter: number, trx: Executor): Promise<void> {
      await sql`
        insert into group_figures_clock (workspace_id, quarter) values (${groupId}, ${quarter})
        on conflict (workspace_id) do update set quarter = excluded.quarter`.execute(trx);
    },

    /**
     * Takes the group's marks: deletes those committed so far and answers the kinds they name. A
     * mark whose write has not committed yet is not seen, and stays for the next projection (its
     * write is not seen either); taken in the projection's transaction, the marks come back if it
     * fails.
     */
    async takeMarks(groupId: string, trx: Executor): Promise<Set<GroupRecordKind>> {
      const rows = await trx
        .deleteFrom('group_dirty')
        .where('workspace_id', '=', groupId)
        .returning('kind')
        .execute();
      return new Set(rows.map((row) => row.kind));
    },

    /** Marks and versions of groups that no longer exist (a deleted group's cascade marks it too). */
    async purgeDeletedGroups(trx: Executor = db): Promise<number> {
      const marks = await trx
        .deleteFrom('group_dirty')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('workspaces')
                .select('id')
                .whereRef('workspaces.id', '=', 'group_dirty.workspace_id'),
            ),
          ),
        )
        .executeTakeFirst();
      const scopes = await sql`delete from sync_scopes s where s.scope_id like 'g:%'
        and not exists (select 1 from workspaces w where 'g:' || w.id::text = s.scope_id)`.execute(trx);
      return Number(marks.numDeletedRows) + Number(scopes.numAffectedRows ?? 0n);
    },

    async groupExists(groupId: string, trx: Executor): Promise<boolean> {
      const row = await trx
        .selectFrom('workspaces')
        .select('id')
        .where('id', '=', groupId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async stored(groupId: string, kind: GroupRecordKind, trx: Executor): Promise<StoredRow[]> {
      return trx
        .selectFrom('group_records')
        .select(['key', 'audience', 'people', 'data'])
        .where('workspace_id', '=', groupId)
        .where('kind', '=', kind)
        .where('deleted_at', 'is', null)
        .execute();
    },

    async put(
      groupId: string,
      kind: GroupRecordKind,
      rows: readonly ProjectedRow[],
      version: number,
      trx: Executor,
    ): Promise<void> {
      if (rows.length === 0) return;
      await trx
        .insertInto('group_records')
        .values(
          rows.map((row) => ({
            workspace_id: groupId,
            kind,
            key: row.key,
            version,
            audience: row.audience,
            people: JSON.stringify(row.people),
            data: JSON.stringify(row.data),
            deleted_at: null,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['workspace_id', 'kind', 'key']).doUpdateSet((eb) => ({
            version: eb.ref('excluded.version'),
            audience: eb.ref('excluded.audience'),
            people: eb.ref('excluded.people'),
            data: eb.ref('excluded.data'),
            deleted_at: null,
          })),
        )
        .execute();
    },

    /** Rows gone: kept as tombstones for the devices that hold them, seen by the same audience. */
    async bury(
      groupId: string,
      kind: GroupRecordKind,
      keys: readonly string[],
      version: number,
      trx: Executor,
    ) {
      if (keys.length === 0) return;
      await trx
        .updateTable('group_records')
        .set({ version, data: null, deleted_at: new Date() })
        .where('workspace_id', '=', groupId)
        .where('kind', '=', kind)
        .where('key', 'in', keys)
        .execute();
    },

    async viewers(groupId: string, trx: Executor) {
      return trx
        .selectFrom('group_viewers')
        .select(['user_id', 'is_admin', 'since_version'])
        .where('workspace_id', '=', groupId)
        .execute();
    },

    async putViewer(groupId: string, userId: string, isAdmin: boolean, since: number, trx: Executor) {
      await trx
        .insertInto('group_viewers')
        .values({ workspace_id: groupId, user_id: userId, is_admin: isAdmin, since_version: since })
        .onConflict((oc) =>
          oc.columns(['workspace_id', 'user_id']).doUpdateSet({ is_admin: isAdmin, since_version: since }),
        )
        .execute();
    },

    async dropViewers(groupId: string, userIds: readonly string[], trx: Executor): Promise<void> {
      if (userIds.length === 0) return;
      await trx
        .deleteFrom('group_viewers')
        .where('workspace_id', '=', groupId)
        .where('user_id', 'in', userIds)
        .execute();
    },

    /**
     * The groups `userId` may read now: a member whose rows were computed for them. A group they
     * are in whose rows were never computed (the projection failed: a full disk) is not yet here.
     */
    async readable(userId: string, trx: Executor): Promise<Map<string, Viewer>> {
      const rows = await trx
        .selectFrom('group_viewers as v')
        .innerJoin('workspace_members as m', (join) =>
          join.onRef('m.workspace_id', '=', 'v.workspace_id').onRef('m.user_id', '=', 'v.user_id'),
        )
        // Rights lost count at once, even before the projection has caught up with them.
        .select([
          'v.workspace_id',
          'v.since_version',
          sql<boolean>`v.is_admin and m.role in ('owner', 'admin')`.as('is_admin'),
        ])
        .where('v.user_id', '=', userId)
        .orderBy('v.workspace_id')
        .execute();
      return new Map(
        rows.map((row) => [row.workspace_id, { isAdmin: row.is_admin, sinceVersion: row.since_version }]),
      );
    },

    /**
     * Where a page of a group's rows after `after` ends: after the version of its `limit`-th row,
     * so a version is never cut (one is bounded by what a group holds), or at `upto` when fewer
     * rows are left.
     */
    async pageEnd(
      groupId: string,
      after: number,
      upto: number,
      limit: number,
      trx: Executor,
    ): Promise<number> {
      const row = await trx
        .selectFrom('group_records')
        .select('version')
        .where('workspace_id', '=', groupId)
        .where('version', '>', after)
        .where('version', '<=', upto)
        .orderBy('version')
        .offset(limit - 1)
        .limit(1)
        .executeTakeFirst();
      return row ? Number(row.version) : upto;
    },

    /**
     * One member's rows of a group changed after `after`, up to `through`, by version then kind and
     * key: those their audience shows to this member. A reset leaves tombstones out (the device
     * holds nothing of the group).
     */
    async rowsAfter(
      groupId: string,
      viewer: { userId: string; isAdmin: boolean },
      after: number,
      through: number,
      withTombstones: boolean,
      trx: Executor,
    ): Promise<ScopeRow[]> {
      const { rows } = await sql<ScopeRow>`
        select kind, key, version, data from group_records
        where workspace_id = ${groupId} and version > ${after} and version <= ${through}
          and (audience = 'members'
            or (audience = 'admins' and ${viewer.isAdmin})
            or (audience = 'people' and people @> ${JSON.stringify([viewer.userId])}::jsonb))
          ${withTombstones ? sql`` : sql`and deleted_at is null`}
        order by version, kind collate "C", key collate "C"`.execute(trx);
      return rows.map((row) => ({ ...row, version: Number(row.version) }));
    },
  };
}

export type GroupRecordRepository = ReturnType<typeof createGroupRecordRepository>;
