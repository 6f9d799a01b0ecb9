import { type HabitRecord, type Hlc, MutationRejected } from '@habitat/domain';
import {
  MUTATION_ARGS,
  type MutationArgs,
  type MutationName,
  mutationArgsProblem,
  normalizeMutationArgs,
} from '@habitat/protocol';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { EntryBatch, EntryItem, EntryOutcome } from '../mutators/entry-batch';
import type { MutatorResult, Mutators } from '../mutators/index';
import type { HabitRepository } from '../repositories/habit-repository';
import { type SyncRepository, userScope } from '../repositories/sync-repository';
import type { GroupEffects } from '../services/group-effects';
import type { TimeZoneCatalog } from '../services/time-zones';
import { compileJsonValidator } from '../validation';
import { forgetAliases, resolveHabitAlias } from './habit-aliases';
import { openScope, type ScopeWrite } from './scope-write';
import { BulkWriteInterrupted, BulkWriteStopped, isDataError, STORE_REFUSED_MESSAGE } from './write-errors';

/**
 * Mutations per transaction of a bulk write: a few hundred check-ins commit in tens of milliseconds
 * on the embedded database, the longest another person's request then waits.
 */
const MUTATIONS_PER_BULK_TRANSACTION = 250;
const CHECKS_PER_TURN = 500;

/** How a REST write differs from the same mutation pushed by a device. */
export interface WriteOptions {
  /** Adopting a group habit adopted already is refused (online, it is a mistake to point out). */
  adoptOnce?: boolean;
}

export interface WriterDeps {
  db: Kysely<Database>;
  /** Scope locks and versions, and the pokes that follow a write. */
  sync: SyncRepository;
  /** Where a habit's aliases are read (sync/habit-aliases.ts). */
  habits: HabitRepository;
  zones: TimeZoneCatalog;
  mutators: Mutators;
  setEntries: EntryBatch;
  effects: GroupEffects;
  now: () => number;
}

/**
 * Runs named mutations for a user: one scope version per write, the shared mutator, and a poke
 * that reaches the user's other devices when the transaction commits. Sync push and the REST
 * routes both write through here.
 */
export function createWriter({ db, sync, habits, zones, mutators, setEntries, effects, now }: WriterDeps) {
  const validators = Object.fromEntries(
    Object.entries(MUTATION_ARGS).map(([name, schema]) => [name, compileJsonValidator(schema, 'args')]),
  ) as Record<MutationName, (value: unknown) => string | null>;

  /** Checks a mutation's name and arguments; a problem is a rejection, not a failure of the batch. */
  function check(name: string, args: unknown): { name: MutationName; args: MutationArgs<MutationName> } {
    if (!Object.hasOwn(validators, name)) throw new MutationRejected(`Unknown mutation "${name}"`);
    // The text rule first: it bounds the walk that normalisation and the schema check then make.
    // Lengths are checked on the normalised text, the text that is stored (as on the client).
    const unsafe = mutationArgsProblem(name, args);
    if (unsafe) throw new MutationRejected(unsafe);
    const checked = name as MutationName;
    const normalized = normalizeMutationArgs(checked, args as MutationArgs<MutationName>);
    const problem = validators[checked](normalized);
    if (problem) throw new MutationRejected(problem);
    return { name: checked, args: withStorableZone(checked, normalized) };
  }

  /** Preferences keep a time zone under a name this server's PostgreSQL knows. */
  function withStorableZone<N extends MutationName>(name: N, args: MutationArgs<N>): MutationArgs<N> {
    if (name !== 'preferences.save') return args;
    const { patch } = args as MutationArgs<'preferences.save'>;
    if (patch.timezone === undefined) return args;
    const timezone = zones.storable(patch.timezone);
    if (!timezone) throw new MutationRejected(`Unknown time zone "${patch.timezone}"`);
    return { patch: { ...patch, timezone } } as MutationArgs<N>;
  }

  /** Runs one mutator under a scope version the caller took (sync.bumpScopeVersion) in this transaction. */
  async function apply<N extends MutationName>(
    trx: Transaction<Database>,
    userId: string,
    version: number,
    name: N,
    args: MutationArgs<N>,
    hlc: Hlc,
    deferredHabits?: Map<string, HabitRecord>,
    options: WriteOptions = {},
  ): Promise<MutatorResult> {
    const mutator = mutators[name] as (
      ctx: Parameters<(typeof mutators)[N]>[0],
      a: MutationArgs<N>,
    ) => Promise<MutatorResult>;
    const stamp = { userId, scopeId: userScope(userId), version };
    const at = new Date(now()).toISOString();
    const resolved = await resolveHabitAlias(habits, trx, userId, name, args);
    const result = await mutator(
      { trx, stamp, hlc, now: at, ...(deferredHabits ? { deferredHabits } : {}), ...options },
      resolved,
    );
    // A creation may have made an alias (a second adoption): later changes must see it.
    if (name === 'habit.create') forgetAliases(trx);
    return result;
  }

  /**
   * Check-ins under a scope version the caller took, set-based (mutators/entry-batch.ts): what
   * `apply` does for each, in order, at a fraction of the statements.
   */
  async function applyEntries(
    trx: Transaction<Database>,
    userId: string,
    version: number,
    items: readonly EntryItem[],
    deferredHabits?: Map<string, HabitRecord>,
  ): Promise<EntryOutcome[]> {
    const stamp = { userId, scopeId: userScope(userId), version };
    const resolved: EntryItem[] = [];
    for (const item of items) {
      // Ids are compared as text in the batch: as the database stores them (a uuid is any case).
      const args = { ...item.args, habitId: item.args.habitId.toLowerCase() };
      resolved.push({ ...item, args: await resolveHabitAlias(habits, trx, userId, 'entry.set', args) });
    }
    const at = new Date(now()).toISOString();
    return setEntries({ trx, stamp, now: at, ...(deferredHabits ? { deferredHabits } : {}) }, resolved);
  }

  /** One REST write in its own transaction, timestamped by the server; the person's devices are poked. */
  async function write<N extends MutationName>(
    userId: string,
    name: N,
    args: MutationArgs<N>,
    options: WriteOptions = {},
  ): Promise<MutatorResult> {
    const [result] = await writeTogether(userId, [{ name, args }], options);
    return result as MutatorResult;
  }

  /**
   * A few REST writes that make one change (a check-in and its note): all checked first, then
   * written in one transaction, each with its own server stamp, so either all commit or none does
   * (a rule that refuses the second when it is applied takes the first back with it).
   */
  function writeTogether(
    userId: string,
    writes: readonly { name: MutationName; args: unknown }[],
    options: WriteOptions = {},
  ): Promise<MutatorResult[]> {
    const checked = writes.map((one) => check(one.name, one.args));
    return inTransaction(userId, async (trx, scope) => {
      const version = await scope.version();
      const results: MutatorResult[] = [];
      for (const one of checked) {
        results.push(
          await apply(trx, userId, version, one.name, one.args, scope.clock.server(), undefined, options),
        );
      }
      // Delivered at commit, like the writes themselves.
      await sync.notifyUser(userId, trx);
      return results;
    });
  }

  /**
   * Many REST writes (an import), in transactions of MUTATIONS_PER_BULK_TRANSACTION, each under a
   * scope version of its own, so another person's request waits for one of them at most and never
   * for the whole import: on the embedded database, a transaction holds its only connection. Every
   * mutation is checked before the first is written. Check-ins' streak numbers are refreshed once
   * per habit and part, in the part's transaction, rather than once per check-in, so they always
   * agree with what committed; badges are awarded once, at the end. What committed stays if a later
   * part fails; the person's devices are poked for it either way.
   */
  async function writeMany(
    userId: string,
    mutations: readonly { name: string; args: unknown }[],
    options: { signal?: AbortSignal } = {},
  ): Promise<MutatorResult[]> {
    const checked: ReturnType<typeof check>[] = [];
    for (const mutation of mutations) {
      checked.push(check(mutation.name, mutation.args));
      // Checking ten thousand check-ins takes tens of milliseconds: other requests get turns.
      if (checked.length % CHECKS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    const results: MutatorResult[] = [];
    /** Habits whose check-ins committed parts changed: their badges go by where their streaks end. */
    const changedHabits = new Set<string>();
    try {
      for (let start = 0; start < checked.length; start += MUTATIONS_PER_BULK_TRANSACTION) {
        // Between two transactions is the safe point to stop at: a shutdown need not wait for all.
        if (options.signal?.aborted) throw new BulkWriteInterrupted();
        const part = checked.slice(start, start + MUTATIONS_PER_BULK_TRANSACTION);
        const written = await inTransaction(userId, (trx, scope) => writePart(trx, scope, part));
        results.push(...written.results);
        for (const habitId of written.habits) changedHabits.add(habitId);
      }
    } catch (error) {
      // Badges still go by what committed, unless the server is going down.
      if (!(error instanceof BulkWriteInterrupted)) await awardBadges().catch(() => {});
      if (results.length > 0) await notify(userId).catch(() => {});
      if (error instanceof MutationRejected && results.length > 0) throw new BulkWriteStopped(error.message);
      throw error;
    }
    await awardBadges();
    if (results.length > 0) await notify(userId);
    return results;

    /**
     * Once, after the last part: a streak that grew across parts would otherwise earn badges by
     * where the cuts between parts happened to fall, not by the history as it stands.
     */
    async function awardBadges() {
      if (changedHabits.size === 0) return;
      await inTransaction(userId, (trx) => effects.afterBulkEntries(trx, userId, [...changedHabits]));
    }

    async function writePart(trx: Transaction<Database>, scope: ScopeWrite, part: typeof checked) {
      const version = await scope.version();
      const written: MutatorResult[] = [];
      // The habits whose check-ins this part changed: their numbers are refreshed at its end.
      const deferredHabits = new Map<string, HabitRecord>();
      let checkIns: EntryItem[] = [];
      const flush = async () => {
        for (const outcome of await applyEntries(trx, userId, version, checkIns, deferredHabits)) {
          if ('rejected' in outcome) throw outcome.rejected;
          written.push(outcome.record);
        }
        checkIns = [];
      };
      for (const mutation of part) {
        const hlc = scope.clock.server();
        // Runs of check-ins (most of an import) are written set-based, in their order.
        if (mutation.name === 'entry.set') {
          checkIns.push({ args: mutation.args as MutationArgs<'entry.set'>, hlc });
          continue;
        }
        await flush();
        written.push(await apply(trx, userId, version, mutation.name, mutation.args, hlc, deferredHabits));
      }
      await flush();
      // The numbers agree with what commits, part by part; badges wait for the end (awardBadges).
      if (deferredHabits.size > 0) await effects.refreshStreaks(trx, [...deferredHabits.keys()]);
      return { results: written, habits: [...deferredHabits.keys()] };
    }
  }

  /**
   * A transaction that writes to the person's scope (openScope), closed before it commits. The
   * database's own refusals reach the caller as they are: a push replays its chunk one by one on them.
   */
  function inScope<T>(
    userId: string,
    work: (trx: Transaction<Database>, scope: ScopeWrite) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const scope = await openScope(sync, trx, userId, now);
      const result = await work(trx, scope);
      await scope.close();
      return result;
    });
  }

  /** inScope for a REST write, which is refused as a whole when the database refuses its data. */
  function inTransaction<T>(
    userId: string,
    work: (trx: Transaction<Database>, scope: ScopeWrite) => Promise<T>,
  ): Promise<T> {
    return inScope(userId, work).catch((error: unknown) => {
      // The database refused the data itself (SQLSTATE 22/23): the request was bad, not the server.
      if (isDataError(error)) throw new MutationRejected(STORE_REFUSED_MESSAGE);
      throw error;
    });
  }

  /** Pokes the person's devices about writes that committed in transactions of their own. */
  function notify(userId: string): Promise<void> {
    return sync.notifyUser(userId);
  }

  return { apply, applyEntries, write, writeTogether, writeMany, check, inScope, notify, now };
}

export type Writer = ReturnType<typeof createWriter>;
