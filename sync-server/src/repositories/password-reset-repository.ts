import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';

export interface NewPasswordReset {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface PasswordResetWithEmail {
  id: string;
  user_id: string;
  email: string;
  expires_at: Date;
  used_at: Date | null;
}

/** Password reset links: only the token's hash is kept, each is used once and lives briefly. */
export function createPasswordResetRepository(db: Kysely<Database>) {
  const withEmail = (trx: Executor) =>
    trx
      .selectFrom('password_resets as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.user_id', 'u.email', 'r.expires_at', 'r.used_at']);

  return {
    /**
     * Takes the account's row lock for the rest of the transaction. Asking for a link and using one
     * both take it first, so the hourly count holds under parallel requests, and two links used at
     * once queue up instead of deadlocking on each other's rows.
     */
    async lockAccount(userId: string, trx: Executor): Promise<boolean> {
      const row = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      return row !== undefined;
    },

    async create(reset: NewPasswordReset, trx: Executor = db): Promise<void> {
      await trx
        .insertInto('password_resets')
        .values({
          id: reset.id,
          user_id: reset.userId,
          token_hash: reset.tokenHash,
          created_at: reset.createdAt,
          expires_at: reset.expiresAt,
        })
        .execute();
    },

    /** How many links were sent to the account since `since`: the per-account limit. */
    async countSince(userId: string, since: Date, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('password_resets')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    find(tokenHash: string): Promise<PasswordResetWithEmail | undefined> {
      return withEmail(db).where('r.token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** The reset locked while it is used, so two submissions of one link set one password. */
    lock(
      tokenHash: string,
      trx: Executor,
    ): Promise<Pick<PasswordResetWithEmail, 'id' | 'user_id' | 'expires_at' | 'used_at'> | undefined> {
      return trx
        .selectFrom('password_resets')
        .select(['id', 'user_id', 'expires_at', 'used_at'])
        .where('token_hash', '=', tokenHash)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Uses up every open link of the account: the one followed and any other still in a mailbox. */
    async useAll(userId: string, at: Date, trx: Executor): Promise<void> {
      await trx
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
