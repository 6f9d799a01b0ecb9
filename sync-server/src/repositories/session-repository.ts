import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../db/schema';
import type { Executor } from './executor';
import type { SyncRepository } from './sync-repository';

export const REMEMBERED_SESSION_MS = 30 * 24 * 3600 * 1000;
export const SHORT_SESSION_MS = 24 * 3600 * 1000;

const lifetime = (remember: boolean) => (remember ? REMEMBERED_SESSION_MS : SHORT_SESSION_MS);

export function createSessionRepository(db: Kysely<Database>, sync: SyncRepository) {
  return {
    async create(
      session: { id: string; userId: string; remember: boolean },
      trx: Executor = db,
    ): Promise<void> {
      await trx
        .insertInto('sessions')
        .values({
          id: session.id,
          user_id: session.userId,
          remember: session.remember,
          expires_at: new Date(Date.now() + lifetime(session.remember)),
        })
        .execute();
    },

    /** The session if it belongs to the user, is not revoked and has not expired. */
    findActive(id: string, userId: string): Promise<SessionRow | undefined> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
    },

    /** Refreshing slides an active session's end forward by its full lifetime. */
    async extend(session: SessionRow): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() + lifetime(session.remember)) })
        .where('id', '=', session.id)
        .execute();
    },

    async revoke(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('id', '=', id)
          .returning('user_id')
          .executeTakeFirst();
        if (row) await sync.notifySessionsEnded(row.user_id, trx);
      });
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
