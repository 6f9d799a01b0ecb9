import type { Preferences } from '@habitat/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import type { Executor } from './executor';
import { type SyncRepository, userScope } from './sync-repository';

export interface UserWithPreferences extends UserRow {
  preferences: Preferences;
}

export interface NewAccount {
  id: string;
  email: string;
  name: string;
  /** Null for an account made through a provider (social login): no password until one is set. */
  passwordHash: string | null;
  username?: string | null;
  avatar?: string | null;
  hasGoogleAuth?: boolean;
  hasGithubAuth?: boolean;
  /** The zone to start in, already storable (TimeZoneCatalog); UTC when absent. */
  timezone?: string;
}

/** Name and avatar; preferences are synced data and change through the preferences.save mutation. */
export interface ProfileChanges {
  name?: string;
  avatar?: string | null;
}

export function createUserRepository(db: Kysely<Database>, sync: SyncRepository) {
  async function findProfile(id: string, trx: Executor = db): Promise<UserWithPreferences | undefined> {
    const row = await trx
      .selectFrom('users')
      .innerJoin('preferences', 'preferences.user_id', 'users.id')
      .selectAll('users')
      .select([
        'preferences.theme',
        'preferences.timezone',
        'preferences.week_starts_on',
        'preferences.email_notifications',
        'preferences.day_starts_at',
        'preferences.push_encouragements',
        'preferences.push_group_events',
        'preferences.reminder_summary_at',
      ])
      .where('users.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const {
      theme,
      timezone,
      week_starts_on,
      email_notifications,
      day_starts_at,
      push_encouragements,
      push_group_events,
      reminder_summary_at,
      ...user
    } = row;
    return {
      ...user,
      preferences: {
        theme,
        timezone,
        weekStartsOn: week_starts_on,
        emailNotifications: email_notifications,
        dayStartsAt: day_starts_at,
        pushEncouragements: push_encouragements,
        pushGroupEvents: push_group_events,
        reminderSummaryAt: reminder_summary_at,
      },
    };
  }

  async function insertAccount(
    account: NewAccount,
    trx: Transaction<Database>,
  ): Promise<UserWithPreferences> {
    await trx
      .insertInto('users')
      .values({
        id: account.id,
        email: account.email,
        name: account.name,
        password_hash: account.passwordHash,
        username: account.username ?? null,
        avatar: account.avatar ?? null,
        ...(account.hasGoogleAuth ? { has_google_auth: true } : {}),
        ...(account.hasGithubAuth ? { has_github_auth: true } : {}),
      })
      .execute();
    await trx
      .insertInto('preferences')
      .values({
        user_id: account.id,
        scope_id: userScope(account.id),
        ...(account.timezone ? { timezone: account.timezone } : {}),
      })
      .execute();
    await trx
      .insertInto('sync_scopes')
      .values({ scope_id: userScope(account.id) })
      .execute();
    const created = await findProfile(account.id, trx);
    if (!created) throw new Error('Account vanished inside its own transaction');
    return created;
  }

  return {
    findProfile,

    findByEmail(email: string, trx: Executor = db): Promise<UserRow | undefined> {
      return trx.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    /**
     * The user, their preferences and their sync scope, all or nothing. Inside a caller's transaction
     * (`trx`) the rows join it, so the caller can add its own rows to the same all-or-nothing.
     */
    async createAccount(account: NewAccount, trx?: Transaction<Database>): Promise<UserWithPreferences> {
      return trx
        ? insertAccount(account, trx)
        : db.transaction().execute((own) => insertAccount(account, own));
    },

    async updateProfile(id: string, changes: ProfileChanges): Promise<UserWithPreferences | undefined> {
      return db.transaction().execute(async (trx) => {
        const userChanges = {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.avatar !== undefined ? { avatar: changes.avatar } : {}),
        };
        // A picture given by address (or none) replaces an uploaded one, which stops being served.
        if (changes.avatar !== undefined)
          await trx.deleteFrom('user_avatars').where('user_id', '=', id).execute();
        if (Object.keys(userChanges).length > 0) {
          await trx
            .updateTable('users')
            .set({ ...userChanges, updated_at: new Date() })
            .where('id', '=', id)
            .execute();
        }
        return findProfile(id, trx);
      });
    },

    /**
     * A new password ends every other session (all of them when `keepSessionId` is null, as after a
     * reset by email): a stolen token stops working once the owner reacts.
     */
    async replacePassword(
      id: string,
      passwordHash: string,
      options: { keepSessionId: string | null },
      trx?: Transaction<Database>,
    ): Promise<void> {
      const replace = async (own: Transaction<Database>) => {
        await own
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        let sessions = own
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', id)
          .where('revoked_at', 'is', null);
        if (options.keepSessionId) sessions = sessions.where('id', '!=', options.keepSessionId);
        await sessions.execute();
        await sync.notifySessionsEnded(id, own);
      };
      await (trx ? replace(trx) : db.transaction().execute(replace));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
