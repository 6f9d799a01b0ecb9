import { type NotificationType, uuidv7 } from '@habitat/domain';
import { type Kysely, sql } from 'kysely';
import type { Database, NotificationRow } from '../db/schema';
import type { Executor } from './executor';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  workspaceId?: string | null;
  actorId?: string | null;
  habitId?: string | null;
  entryDate?: string | null;
  data: NotificationRow['data'];
}

export interface NotificationListRow extends NotificationRow {
  actor_name: string | null;
  workspace_name: string | null;
}

/** Notifications are rows with read state (ARCHITECTURE §5); the unread count is a query. */
export function createNotificationRepository(db: Kysely<Database>) {
  return {
    /** Adds notifications; one a person already has for the same check-in is not repeated. */
    async add(trx: Executor, notifications: readonly NewNotification[]): Promise<void> {
      if (notifications.length === 0) return;
      const createdAt = new Date();
      await trx
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
        .execute();
    },

    /** A check-in taken back: the notifications about it that nobody has opened go too. */
    async retractUnread(trx: Executor, habitId: string, date: string): Promise<void> {
      await trx
        .deleteFrom('notifications')
        .where('habit_id', '=', habitId)
        .where('entry_date', '=', date)
        .where('is_read', '=', false)
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
