import type { Kysely } from 'kysely';
import type { Database, UserIdentityRow } from '../db/schema';
import type { Executor } from './executor';
import type { UserRepository } from './user-repository';

type Provider = UserIdentityRow['provider'];

/** An account at Google or GitHub, keyed by the provider's stable subject (emails change). */
export interface NewIdentity {
  provider: Provider;
  subject: string;
  email: string;
}

/** A person who signs up through a provider: no password until they set one. */
export interface NewSocialAccount {
  id: string;
  email: string;
  name: string;
  username: string | null;
  avatar: string | null;
  /** The device's zone, already storable; UTC when absent. */
  timezone?: string;
}

function providerFlag(provider: Provider): { has_google_auth: true } | { has_github_auth: true } {
  return provider === 'google' ? { has_google_auth: true } : { has_github_auth: true };
}

export function createIdentityRepository(db: Kysely<Database>, users: UserRepository) {
  async function insertIdentity(trx: Executor, userId: string, identity: NewIdentity): Promise<void> {
    // An identity linked meanwhile by a parallel callback is a unique violation: the caller looks again.
    await trx
      .insertInto('user_identities')
      .values({ ...identity, user_id: userId, created_at: new Date() })
      .execute();
  }

  return {
    async findUserId(provider: Provider, subject: string, trx: Executor = db): Promise<string | undefined> {
      const row = await trx
        .selectFrom('user_identities')
        .select('user_id')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Joins an identity to an existing account; its avatar fills in only where the account has none. */
    async link(userId: string, identity: NewIdentity, avatar: string | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await insertIdentity(trx, userId, identity);
        const user = await trx
          .selectFrom('users')
          .select('avatar')
          .where('id', '=', userId)
          .executeTakeFirst();
        await trx
          .updateTable('users')
          .set({
            ...providerFlag(identity.provider),
            ...(user?.avatar == null && avatar ? { avatar } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', userId)
          .execute();
      });
    },

    /**
     * A registration without a password (UserRepository.createAccount) plus the identity, in one
     * transaction: a failure leaves no half account.
     */
    async createAccount(account: NewSocialAccount, identity: NewIdentity): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await users.createAccount(
          {
            ...account,
            passwordHash: null,
            hasGoogleAuth: identity.provider === 'google',
            hasGithubAuth: identity.provider === 'github',
          },
          trx,
        );
        await insertIdentity(trx, account.id, identity);
      });
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
