import { GROUP_NEWS_TYPES, type NotificationType, UNREAD_PER_SENDER_CAP, uuidv7 } from '@habitat/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, NotificationData, NotificationRow } from '../db/schema';
import type { Executor } from './executor';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  workspaceId?: string | null;
  actorId?: string | null;
  habitId?: string | null;
  entryDate?: string | null;
  data: NotificationData;
}

/** One item of news that folds into each recipient's unread notification with the same key. */
export interface FoldedNews {
  type: NotificationType;
  groupKey: string;
  workspaceId: string;
  actorId: string;
  habitId?: string | null;
  /** Lists the one habit (`habits`) and the one day (`dates`) this news is about. */
  data: NotificationData & { habits: [{ id: string; name: string }]; dates: [string] };
}

/** The keys folded news is filed under: one member's check-ins of one day; one habit's past days. */
export const foldKeys = {
  day: (actorId: string, groupId: string, date: string) => `day:${actorId}:${groupId}:${date}`,
  pastDays: (actorId: string, habitId: string) => `past:${actorId}:${habitId}`,
};

export interface NotificationListRow extends NotificationRow {
  actor_name: string | null;
  workspace_name: string | null;
}

/** The array `field` of the stored notification with `addition`'s elements appended, unless it holds them. */
function appendOnce(field: 'habits' | 'dates', probe: RawBuilder<unknown>): RawBuilder<unknown> {
  const key = sql.lit(field);
  // Parenthesised: PostgreSQL reads `a -> b @> c -> d` left to right, as `((a -> b) @> c) -> d`.
  const stored = sql`(notifications.data->${key})`;
  return sql`case when ${stored} @> (${probe}) then ${stored}
    else coalesce(${stored}, '[]'::jsonb) || coalesce(excluded.data->${key}, '[]'::jsonb) end`;
}

/**
 * However much one member does, each person they reach holds at most UNREAD_PER_SENDER_CAP unread
 * items of group news from them: older ones count as read (they stay in the list). The rows are
 * locked in id order first, as every other writer of a person's notifications meets them in no
 * particular order and a fixed one keeps two such writers from waiting on each other in a circle.
 */
async function capPerSender(trx: Executor, actorId: string, recipients: readonly string[]): Promise<void> {
  if (recipients.length === 0) return;
  await sql`update notifications set is_read = true where id in (
      select id from notifications where id in (
        select id from (
          select id, row_number() over (partition by user_id order by created_at desc, seq desc) as place
          from notifications
          where user_id in (${sql.join([...recipients])}) and actor_id = ${actorId} and not is_read
            and type in (${sql.join([...GROUP_NEWS_TYPES])})
        ) ranked
        where place > ${UNREAD_PER_SENDER_CAP})
      order by id for update)`.execute(trx);
}

/** Notifications are rows with read state (ARCHITECTURE §5); the unread count is a query. */
export function createNotificationRepository(db: Kysely<Database>) {
  return {
    /**
     * Adds notifications; one a person already has for the same check-in is not repeated. Answers
     * the rows it wrote, for their pushes (services/notifier.ts).
     */
    async add(notifications: readonly NewNotification[], trx: Executor): Promise<NotificationRow[]> {
      if (notifications.length === 0) return [];
      const createdAt = new Date();
      const inserted = await trx
        .insertInto('notifications')
        .values(
          notifications.map((n) => ({
            id: uuidv7(),
            user_id: n.userId,
            type: n.type,
            workspace_id: n.workspaceId ?? null,
            actor_id: n.actorId ?? null,
            habit_id: n.habitId ?? null,
            entry_date: n.entryDate ?? null,
            data: JSON.stringify(n.data),
            created_at: createdAt,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'habit_id', 'entry_date', 'type'])
            .where('entry_date', 'is not', null)
            .doNothing(),
        )
        .returningAll()
        .execute();
      const bySender = new Map<string, string[]>();
      for (const n of notifications) {
        if (n.actorId) bySender.set(n.actorId, [...(bySender.get(n.actorId) ?? []), n.userId]);
      }
      for (const [actorId, recipients] of bySender) await capPerSender(trx, actorId, recipients);
      return inserted;
    },

    /**
     * Folds news into each recipient's unread notification with the same key, or starts one. The
     * habits and days it lists grow (each once) and it moves to the top; one statement for all
     * recipients, and concurrent writers meet on the unique key instead of adding a second row.
     * Whoever has already read a notification with this very habit and day is not notified again
     * (a check-in undone and redone).
     */
    async fold(news: FoldedNews, recipients: readonly string[], trx: Executor): Promise<NotificationRow[]> {
      if (recipients.length === 0) return [];
      const [habit] = news.data.habits;
      const told = await trx
        .selectFrom('notifications')
        .select('user_id')
        .where('group_key', '=', news.groupKey)
        .where('is_read', '=', true)
        .where('user_id', 'in', recipients)
        .where(sql<boolean>`(data->'habits') @> ${JSON.stringify([{ id: habit.id }])}::jsonb
          and (data->'dates') @> ${JSON.stringify(news.data.dates)}::jsonb`)
        .execute();
      const toldIds = new Set(told.map((row) => row.user_id));
      const createdAt = new Date();
      const rows = recipients
        .filter((recipient) => !toldIds.has(recipient))
        .map((recipient) => ({
          id: uuidv7(),
          user_id: recipient,
          type: news.type,
          workspace_id: news.workspaceId,
          actor_id: news.actorId,
          habit_id: news.habitId ?? null,
          group_key: news.groupKey,
          data: JSON.stringify(news.data),
          created_at: createdAt,
        }));
      if (rows.length === 0) return [];
      const written = await trx
        .insertInto('notifications')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['group_key', 'user_id'])
            // The index's predicate written as it is, not as a bound parameter: PostgreSQL matches a
            // partial index to ON CONFLICT only when it can prove the predicate at planning time.
            .where(sql<boolean>`group_key is not null and not is_read`)
            .doUpdateSet({
              data: sql`notifications.data || jsonb_build_object(
                'habits', ${appendOnce('habits', sql`jsonb_build_array(jsonb_build_object('id', excluded.data->'habits'->0->'id'))`)},
                'dates', ${appendOnce('dates', sql`excluded.data->'dates'`)},
                'memberName', excluded.data->'memberName')`,
              created_at: createdAt,
            }),
        )
        .returningAll()
        .execute();
      await capPerSender(trx, news.actorId, recipients);
      return written;
    },

    /**
     * A check-in taken back: it leaves the folded notifications that list it (a row left listing
     * nothing goes), and its milestone notifications go, wherever nobody has opened them yet.
     */
    async retractCheckIn(
      checkIn: { actorId: string; workspaceId: string; habitId: string; date: string },
      trx: Executor,
    ): Promise<void> {
      const { actorId, workspaceId: groupId, habitId, date } = checkIn;
      await sql`update notifications set data = data || jsonb_build_object(
          'habits', (select coalesce(jsonb_agg(h), '[]'::jsonb) from jsonb_array_elements(data->'habits') h
            where h->>'id' <> ${habitId}),
          'habitName', (select h->'name' from jsonb_array_elements(data->'habits') h
            where h->>'id' <> ${habitId} limit 1))
        where group_key = ${foldKeys.day(actorId, groupId, date)} and not is_read`.execute(trx);
      await sql`update notifications set data = jsonb_set(data, '{dates}', (data->'dates') - ${date}::text)
        where group_key = ${foldKeys.pastDays(actorId, habitId)} and not is_read`.execute(trx);
      await trx
        .deleteFrom('notifications')
        .where('is_read', '=', false)
        .where((eb) =>
          eb.or([
            eb.and([eb('habit_id', '=', habitId), eb('entry_date', '=', date), eb('group_key', 'is', null)]),
            eb.and([
              eb('group_key', 'in', [
                foldKeys.day(actorId, groupId, date),
                foldKeys.pastDays(actorId, habitId),
              ]),
              // Parenthesised: Kysely joins it into the `and` as written.
              sql<boolean>`(coalesce(jsonb_array_length(data->'habits'), 1) = 0
                or coalesce(jsonb_array_length(data->'dates'), 1) = 0)`,
            ]),
          ]),
        )
        .execute();
    },

    async list(
      userId: string,
      options: { limit: number; types?: readonly NotificationType[]; unreadOnly?: boolean },
      trx: Executor = db,
    ): Promise<NotificationListRow[]> {
      let query = trx
        .selectFrom('notifications as n')
        .leftJoin('users as a', 'a.id', 'n.actor_id')
        .leftJoin('workspaces as w', 'w.id', 'n.workspace_id')
        .selectAll('n')
        .select(['a.name as actor_name', 'w.name as workspace_name'])
        .where('n.user_id', '=', userId);
      if (options.types && options.types.length > 0) query = query.where('n.type', 'in', options.types);
      if (options.unreadOnly) query = query.where('n.is_read', '=', false);
      return query.orderBy('n.created_at', 'desc').orderBy('n.seq', 'desc').limit(options.limit).execute();
    },

    /** The names shown beside these notifications: their groups' and the members they are about. */
    async namesFor(rows: readonly NotificationRow[], trx: Executor = db) {
      const groupIds = [...new Set(rows.flatMap((row) => (row.workspace_id ? [row.workspace_id] : [])))];
      const personIds = [...new Set(rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])))];
      // One after the other: a transaction is one connection.
      const groups =
        groupIds.length === 0
          ? []
          : await trx.selectFrom('workspaces').select(['id', 'name']).where('id', 'in', groupIds).execute();
      const people =
        personIds.length === 0
          ? []
          : await trx.selectFrom('users').select(['id', 'name']).where('id', 'in', personIds).execute();
      return {
        groups: new Map(groups.map((row) => [row.id, row.name])),
        people: new Map(people.map((row) => [row.id, row.name])),
      };
    },

    async unreadCount(userId: string, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('notifications')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', userId)
        .where('is_read', '=', false)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Marks one of the person's notifications read; false when it is not theirs or does not exist. */
    async markRead(userId: string, id: string, trx: Executor = db): Promise<boolean> {
      const row = await trx
        .updateTable('notifications')
        .set({ is_read: true })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Marks read the person's notifications about these things (an encouragement read in the feed). */
    async markReadAbout(
      userId: string,
      key: 'encouragementId',
      ids: readonly string[],
      trx: Executor = db,
    ): Promise<void> {
      if (ids.length === 0) return;
      await trx
        .updateTable('notifications')
        .set({ is_read: true })
        .where('user_id', '=', userId)
        .where('is_read', '=', false)
        .where(sql<string>`data->>${sql.lit(key)}`, 'in', ids)
        .execute();
    },

    async markAllRead(userId: string, trx: Executor = db): Promise<number> {
      const result = await trx
        .updateTable('notifications')
        .set({ is_read: true })
        .where('user_id', '=', userId)
        .where('is_read', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
