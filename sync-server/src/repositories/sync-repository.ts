import type { RefreshKeys } from '@habitat/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import type { Executor } from './executor';
import {
  toEntryRecord,
  toHabitRecord,
  toLayoutRecord,
  toPreferencesRecord,
  toRoutineRecord,
} from './personal-records';

/** Sync bookkeeping: scope versions, clients, mutation results, pokes (ARCHITECTURE §4). */

export const POKE_CHANNEL = 'habitat_sync';

export function userScope(userId: string): string {
  return `u:${userId}`;
}

/** The prefix of a notification that one of a user's sessions ended (see notifySessionsEnded). */
export const SESSIONS_ENDED = 'sessions-ended:';
/** The prefix of a notification that a user's profile changed, sent by a trigger (migrations/0017). */
export const PROFILE_CHANGED = 'profile-changed:';

export interface ClientState {
  userId: string;
  lastMutationId: number;
}

export interface PastOutcome {
  error: string | null;
  fingerprint: string | null;
}

export interface MutationOutcome {
  id: number;
  status: 'ok' | 'rejected';
  error?: string;
  hlc?: string;
  fingerprint: string;
}

/**
 * Methods that lock a row, or whose writes must commit with the caller's, take the caller's
 * transaction as a required last argument; the others run on the pool when given none.
 */
export function createSyncRepository(db: Kysely<Database>) {
  return {
    /**
     * Takes the next version of a scope. The row lock it holds until commit serialises every writer
     * of the scope, so a committed version is never followed by a smaller one and pulls cannot skip rows.
     */
    async bumpScopeVersion(scopeId: string, trx: Executor): Promise<number> {
      const row = await trx
        .insertInto('sync_scopes')
        .values({ scope_id: scopeId, version: 1 })
        .onConflict((oc) => oc.column('scope_id').doUpdateSet({ version: sql`sync_scopes.version + 1` }))
        .returning('version')
        .executeTakeFirstOrThrow();
      return row.version;
    },

    /**
     * Locks a scope's row for the rest of the transaction, creating it if needed, and reads its clock.
     * Every transaction that writes a person's data takes this lock before any other (their sync
     * client's row, the user row behind a foreign key), so two such transactions cannot deadlock.
     */
    async lockScope(scopeId: string, trx: Executor): Promise<{ version: number; hlc: string | null }> {
      const locked = () =>
        trx
          .selectFrom('sync_scopes')
          .select(['version', 'hlc'])
          .where('scope_id', '=', scopeId)
          .forUpdate()
          .executeTakeFirst();
      const row =
        (await locked()) ??
        (await trx
          .insertInto('sync_scopes')
          .values({ scope_id: scopeId, version: 0 })
          .onConflict((oc) => oc.column('scope_id').doNothing())
          .execute()
          .then(locked));
      if (!row) throw new Error(`Scope ${scopeId} could not be locked`);
      return { version: row.version, hlc: row.hlc };
    },

    /** Saves the scope's clock: the greatest stamp the transaction wrote (the row is locked). */
    async saveScopeClock(scopeId: string, hlc: string, trx: Executor): Promise<void> {
      await trx.updateTable('sync_scopes').set({ hlc }).where('scope_id', '=', scopeId).execute();
    },

    async scopeState(
      scopeId: string,
      trx: Executor = db,
    ): Promise<{ version: number; retainedFrom: number }> {
      const row = await trx
        .selectFrom('sync_scopes')
        .select(['version', 'retained_from'])
        .where('scope_id', '=', scopeId)
        .executeTakeFirst();
      return { version: row?.version ?? 0, retainedFrom: row?.retained_from ?? 0 };
    },

    /**
     * The account a write is for still exists, and stays so until commit (a key-share lock, the one a
     * foreign key would take): a push racing the account's deletion ends as a 401, not a 500.
     */
    async requireUser(userId: string, trx: Executor): Promise<void> {
      const row = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .forKeyShare()
        .executeTakeFirst();
      if (!row) throw new HttpError(401, 'Session has ended. Please log in again.');
    },

    /**
     * The client's row, created on first use for this user and locked for the rest of the transaction
     * (an upsert takes the row lock in one round trip), so two pushes of one client never interleave.
     */
    async lockClient(clientId: string, userId: string, trx: Executor): Promise<ClientState> {
      const row = await trx
        .insertInto('sync_clients')
        .values({ client_id: clientId, user_id: userId, last_seen_at: new Date() })
        .onConflict((oc) => oc.column('client_id').doUpdateSet({ last_seen_at: new Date() }))
        .returning(['user_id', 'last_mutation_id'])
        .executeTakeFirstOrThrow();
      return { userId: row.user_id, lastMutationId: row.last_mutation_id };
    },

    /**
     * Notes that a device synced (a pull): retention forgets devices silent for its window, and one
     * that only reads is not silent. At most one write per device and day, outside the pull's snapshot.
     */
    async markClientSeen(clientId: string, userId: string, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('sync_clients')
        .set({ last_seen_at: new Date() })
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .where('last_seen_at', '<', new Date(Date.now() - 86_400_000))
        .execute();
    },

    async readClient(clientId: string, trx: Executor = db): Promise<ClientState | undefined> {
      const row = await trx
        .selectFrom('sync_clients')
        .select(['user_id', 'last_mutation_id'])
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return row && { userId: row.user_id, lastMutationId: row.last_mutation_id };
    },

    /** Records the outcome of each mutation of a batch and moves the client's last id past them. */
    async finishMutations(
      clientId: string,
      lastMutationId: number,
      outcomes: readonly MutationOutcome[],
      trx: Executor,
    ): Promise<void> {
      await trx
        .updateTable('sync_clients')
        .set({ last_mutation_id: lastMutationId })
        .where('client_id', '=', clientId)
        .execute();
      await trx
        .insertInto('sync_mutation_results')
        .values(
          outcomes.map((o) => ({
            client_id: clientId,
            mutation_id: o.id,
            status: o.status,
            error: o.error ?? null,
            hlc: o.hlc ?? null,
            fingerprint: o.fingerprint,
          })),
        )
        .onConflict((oc) => oc.columns(['client_id', 'mutation_id']).doNothing())
        .execute();
    },

    /**
     * What became of mutations already processed: a client that lost a response still learns its
     * rejections, and a different mutation under a used id is distinguished from a resend.
     */
    async outcomesAmong(
      clientId: string,
      ids: number[],
      trx: Executor = db,
    ): Promise<Map<number, PastOutcome>> {
      if (ids.length === 0) return new Map();
      const rows = await trx
        .selectFrom('sync_mutation_results')
        .select(['mutation_id', 'status', 'error', 'fingerprint'])
        .where('client_id', '=', clientId)
        .where('mutation_id', 'in', ids)
        .execute();
      return new Map(
        rows.map((row) => [
          Number(row.mutation_id),
          {
            error: row.status === 'rejected' ? (row.error ?? 'Rejected') : null,
            fingerprint: row.fingerprint,
          },
        ]),
      );
    },

    /**
     * Tells every server instance, once the transaction commits, that sessions of this user ended
     * (sign-out, a password change, the account deleted): their open event streams check their own
     * session and close if it is gone, instead of feeding a signed-out device until it disconnects.
     */
    async notifySessionsEnded(userId: string, trx: Executor = db): Promise<void> {
      await sql`select pg_notify(${POKE_CHANNEL}, ${SESSIONS_ENDED + userId})`.execute(trx);
    },

    /** Tells every server instance, once the transaction commits (or at once, without one), that this user's data changed. */
    async notifyUser(userId: string, trx: Executor = db): Promise<void> {
      await sql`select pg_notify(${POKE_CHANNEL}, ${userId})`.execute(trx);
    },

    /** The current rows (tombstones included) of a scope under the given keys, whatever their version. */
    async rowsForKeys(scopeId: string, keys: RefreshKeys, trx: Executor = db) {
      const none = Promise.resolve([]);
      const { habits = [], habitEntries = [], entries = [], layouts = [], routines = [] } = keys;
      const [habitRows, entryRows, layoutRows, preferenceRows, routineRows] = await Promise.all([
        habits.length > 0
          ? trx
              .selectFrom('habits')
              .selectAll()
              .where('scope_id', '=', scopeId)
              .where('id', 'in', habits)
              .execute()
          : none,
        entries.length > 0 || habitEntries.length > 0
          ? trx
              .selectFrom('entries')
              .selectAll()
              .where('scope_id', '=', scopeId)
              .where((eb) =>
                eb.or([
                  ...(habitEntries.length > 0 ? [eb('habit_id', 'in', habitEntries)] : []),
                  ...entries.map((key) =>
                    eb.and([eb('habit_id', '=', key.habitId), eb('date', '=', key.date)]),
                  ),
                ]),
              )
              .execute()
          : none,
        layouts.length > 0
          ? trx
              .selectFrom('layouts')
              .selectAll()
              .where('scope_id', '=', scopeId)
              .where('key', 'in', layouts)
              .execute()
          : none,
        keys.preferences
          ? trx.selectFrom('preferences').selectAll().where('scope_id', '=', scopeId).execute()
          : none,
        routines.length > 0
          ? trx
              .selectFrom('routines')
              .selectAll()
              .where('scope_id', '=', scopeId)
              .where('id', 'in', routines)
              .execute()
          : none,
      ]);
      return {
        habits: habitRows.map(toHabitRecord),
        entries: entryRows.map(toEntryRecord),
        layouts: layoutRows.map(toLayoutRecord),
        preferences: preferenceRows.map(toPreferencesRecord),
        routines: routineRows.map(toRoutineRecord),
      };
    },
  };
}

export type SyncRepository = ReturnType<typeof createSyncRepository>;
