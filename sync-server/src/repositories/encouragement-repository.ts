import { type EncouragementType, uuidv7 } from '@habitat/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';
import { visibleToGroup } from './share-level-sql';

export interface EncouragementListRow {
  id: string;
  workspace_id: string;
  from_user_id: string;
  from_name: string;
  to_user_id: string;
  to_name: string;
  habit_id: string | null;
  habit_name: string | null;
  type: EncouragementType;
  message: string;
  reaction: string | null;
  read_at: Date | null;
  response_message: string | null;
  responded_at: Date | null;
  created_at: Date;
}

export interface EncouragementFilter {
  receivedBy?: string;
  sentBy?: string;
  workspaceId?: string;
  unreadOnly?: boolean;
  limit: number;
  offset: number;
}

/**
 * The habit's name only while the group sees the habit (chosen for it, not private, dashboard
 * shared): a habit made private or unpicked since keeps its name to itself, as every group answer does.
 */
const habitName = sql<
  string | null
>`case when ${visibleToGroup('h', { column: 'e.workspace_id' })} then h.name end`.as('habit_name');

/** What a listed encouragement carries: both people's names and its habit's, where shared. */
const COLUMNS = [
  'e.id',
  'e.workspace_id',
  'e.from_user_id',
  'f.name as from_name',
  'e.to_user_id',
  't.name as to_name',
  'e.habit_id',
  habitName,
  'e.type',
  'e.message',
  'e.reaction',
  'e.read_at',
  'e.response_message',
  'e.responded_at',
  'e.created_at',
] as const;

/** Encouragements between members of a shared group (spec §3, §7 Encouragements). */
export function createEncouragementRepository(db: Kysely<Database>) {
  function listQuery(trx: Executor, filter: Omit<EncouragementFilter, 'limit' | 'offset'>) {
    let query = trx
      .selectFrom('encouragements as e')
      .innerJoin('users as f', 'f.id', 'e.from_user_id')
      .innerJoin('users as t', 't.id', 'e.to_user_id')
      .leftJoin('habits as h', 'h.id', 'e.habit_id');
    if (filter.receivedBy) query = query.where('e.to_user_id', '=', filter.receivedBy);
    if (filter.sentBy) query = query.where('e.from_user_id', '=', filter.sentBy);
    if (filter.workspaceId) query = query.where('e.workspace_id', '=', filter.workspaceId);
    if (filter.unreadOnly) query = query.where('e.read_at', 'is', null);
    return query;
  }

  return {
    /** Adds one; null when the id is taken already (a device's id, issue 31). */
    async create(
      values: {
        id?: string;
        workspaceId: string;
        fromUserId: string;
        toUserId: string;
        habitId: string | null;
        type: EncouragementType;
        message: string;
        reaction: string | null;
      },
      trx: Executor = db,
    ): Promise<string | null> {
      const id = values.id ?? uuidv7();
      const inserted = await trx
        .insertInto('encouragements')
        .values({
          id,
          workspace_id: values.workspaceId,
          from_user_id: values.fromUserId,
          to_user_id: values.toUserId,
          habit_id: values.habitId,
          type: values.type,
          message: values.message,
          reaction: values.reaction,
          read_at: null,
          response_message: null,
          responded_at: null,
          created_at: new Date(),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted ? id : null;
    },

    /**
     * Encouragements the sender sent in the last `hours` (by the database's clock, the one that
     * stamps them), all of them or those to one member about one habit: what cheers are limited by.
     */
    async sentLately(
      fromUserId: string,
      hours: number,
      about: { toUserId: string; habitId: string } | null,
      trx: Executor = db,
    ): Promise<number> {
      let query = trx
        .selectFrom('encouragements')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('from_user_id', '=', fromUserId)
        .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${hours})`);
      if (about) query = query.where('to_user_id', '=', about.toUserId).where('habit_id', '=', about.habitId);
      return (await query.executeTakeFirstOrThrow()).n;
    },

    async list(filter: EncouragementFilter, trx: Executor = db) {
      const [rows, total] = await Promise.all([
        listQuery(trx, filter)
          .select(COLUMNS)
          .orderBy('e.created_at', 'desc')
          .orderBy('e.id', 'desc')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        listQuery(trx, filter).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as EncouragementListRow[], total: total.n };
    },

    async find(id: string, trx: Executor = db): Promise<EncouragementListRow | undefined> {
      const row = await listQuery(trx, {}).select(COLUMNS).where('e.id', '=', id).executeTakeFirst();
      return row as EncouragementListRow | undefined;
    },

    async stats(userId: string, groupId: string | undefined, trx: Executor = db) {
      const { rows } = await sql<{ received: number; sent: number; unread: number; responded: number }>`
        select
          count(*) filter (where to_user_id = ${userId})::int as received,
          count(*) filter (where from_user_id = ${userId})::int as sent,
          count(*) filter (where to_user_id = ${userId} and read_at is null)::int as unread,
          count(*) filter (where to_user_id = ${userId} and responded_at is not null)::int as responded
        from encouragements
        where (to_user_id = ${userId} or from_user_id = ${userId})
          ${groupId ? sql`and workspace_id = ${groupId}` : sql``}`.execute(trx);
      return rows[0] ?? { received: 0, sent: 0, unread: 0, responded: 0 };
    },

    /** Marks encouragements the person received as read; returns how many changed. */
    async markRead(userId: string, ids: readonly string[], trx: Executor = db): Promise<number> {
      const result = await trx
        .updateTable('encouragements')
        .set({ read_at: new Date() })
        .where('id', 'in', ids)
        .where('to_user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The recipient's one response; responding reads it too. False when it was already answered. */
    async respond(id: string, message: string, trx: Executor = db): Promise<boolean> {
      const now = new Date();
      const row = await trx
        .updateTable('encouragements')
        .set({
          response_message: message,
          responded_at: now,
          read_at: sql`coalesce(read_at, ${now})`,
        })
        .where('id', '=', id)
        .where('response_message', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type EncouragementRepository = ReturnType<typeof createEncouragementRepository>;
