import { createHash } from 'node:crypto';
import { MutationRejected } from '@habitat/domain';
import type { Mutation, MutationArgs, MutationResult, PushBody } from '@habitat/protocol';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import type { EntryItem } from '../mutators/entry-batch';
import type { MutationOutcome, SyncRepository } from '../repositories/sync-repository';
import type { ScopeWrite } from './scope-write';
import { isDataError, STORE_REFUSED_MESSAGE } from './write-errors';
import type { Writer } from './writer';

/** The client skipped ids: it must resend from `expectedId` (ARCHITECTURE §4). */
export class PushGap extends Error {
  constructor(readonly expectedId: number) {
    super(`Expected mutation ${expectedId}`);
  }
}

/**
 * A mutation arrived under an id this client already used for a different one: two devices share
 * the client id (one was restored from the other's backup). The device must take a new client id
 * and send its queue again from `takenId`, or its changes would be dropped as already processed.
 */
export class PushIdTaken extends Error {
  constructor(readonly takenId: number) {
    super('This device shares its sync id with another device; it must take a new one');
  }
}

/** What a mutation is, to tell a resend from a different mutation under the same id. */
function fingerprintOf(mutation: Mutation): string {
  let args: string;
  try {
    args = JSON.stringify(mutation.args) ?? '';
  } catch {
    args = 'unserialisable'; // Nested too deep to write out: rejected by the text rule anyway.
  }
  return createHash('sha256')
    .update(mutation.name)
    .update('\u0000')
    .update(args)
    .digest('base64url')
    .slice(0, 22);
}

interface Progress {
  results: MutationResult[];
  lastMutationId: number;
}

/**
 * Mutations per transaction: each transaction holds the person's scope lock, and on the embedded
 * database the only connection, for the time it runs. A hundred check-ins commit in tens of
 * milliseconds, so another person's request never waits behind a whole push.
 */
export const MUTATIONS_PER_TRANSACTION = 100;

/** The write path, and the client bookkeeping (its row, its mutations' outcomes) beside it. */
export interface PushDeps {
  writer: Writer;
  sync: SyncRepository;
}

/**
 * Applies a client's mutations in order, in transactions of a hundred (see MUTATIONS_PER_TRANSACTION).
 * Each records the client's progress as it commits, so a push cut off halfway is resent and picks
 * up where it stopped, as a lost response already is. See applyChunk for one transaction.
 */
export async function push(deps: PushDeps, userId: string, body: PushBody) {
  const { writer } = deps;
  const progress: Progress = { results: [], lastMutationId: 0 };
  const applied = () => progress.results.some((r) => r.status === 'ok');
  try {
    for (let start = 0; start < body.mutations.length; start += MUTATIONS_PER_TRANSACTION) {
      const chunk = body.mutations.slice(start, start + MUTATIONS_PER_TRANSACTION);
      let step: Progress;
      try {
        step = await applyChunk(deps, userId, body.clientId, chunk);
      } catch (error) {
        // What came before stays applied; the client resends from here and hears of the problem then.
        if (progress.results.length > 0 && (error instanceof PushGap || error instanceof PushIdTaken)) break;
        throw error;
      }
      progress.results.push(...step.results);
      progress.lastMutationId = Math.max(progress.lastMutationId, step.lastMutationId);
      // Stopped at a gap: nothing after it can be applied yet.
      if (step.results.length < chunk.length) break;
    }
  } catch (error) {
    // A later part failed: a resend finds the earlier parts applied and says nothing new, so this
    // is the only time the person's other devices can hear of them. The failure is what to report.
    if (applied()) await writer.notify(userId).catch(() => {});
    throw error;
  }
  if (applied()) await writer.notify(userId);
  return { lastMutationId: progress.lastMutationId, results: progress.results, serverTime: writer.now() };
}

/**
 * One transaction under one scope version: a rule that refuses a mutation (MutationRejected) does
 * so before it writes anything, so the mutation is recorded as rejected and the chunk goes on. If the
 * database itself refuses some data, the chunk is rolled back and replayed one mutation per
 * transaction, so only the culprit is rejected. A mutation already applied is reported as such: a
 * retried push changes nothing.
 */
async function applyChunk(
  deps: PushDeps,
  userId: string,
  clientId: string,
  mutations: Mutation[],
): Promise<Progress> {
  const applyInScope = (batch: Mutation[], forceRejection?: string) =>
    deps.writer.inScope(userId, (trx, scope) =>
      applyBatch(trx, scope, deps, userId, clientId, batch, forceRejection),
    );
  try {
    return await applyInScope(mutations);
  } catch (error) {
    if (!isDataError(error)) throw error;
  }
  const progress: Progress = { results: [], lastMutationId: 0 };
  for (const mutation of mutations) {
    // The failed transaction must end before anything else is tried: PostgreSQL aborts a
    // transaction at its first error, so nothing more can be written, or committed, inside it.
    let step: Progress;
    if (progress.results.length > 0 && mutation.id > progress.lastMutationId + 1) break;
    try {
      step = await applyInScope([mutation]);
    } catch (failure) {
      if (!isDataError(failure)) throw failure;
      step = await applyInScope([mutation], STORE_REFUSED_MESSAGE);
    }
    progress.results.push(...step.results);
    progress.lastMutationId = Math.max(progress.lastMutationId, step.lastMutationId);
  }
  return progress;
}

/** One transaction's mutations, in the scope the writer opened first (its lock before any other). */
async function applyBatch(
  trx: Transaction<Database>,
  scope: ScopeWrite,
  { writer, sync }: PushDeps,
  userId: string,
  clientId: string,
  mutations: Mutation[],
  forceRejection?: string,
): Promise<Progress> {
  await sync.requireUser(userId, trx);
  const client = await sync.lockClient(clientId, userId, trx);
  if (client.userId !== userId) throw new HttpError(403, 'This sync client belongs to another account');
  let last = client.lastMutationId;
  const results: MutationResult[] = [];
  const recorded: MutationOutcome[] = [];
  // A resent mutation reports what became of it: a rejection must reach the client even when the
  // response that first carried it was lost.
  const earlier = await sync.outcomesAmong(
    clientId,
    mutations.filter((m) => m.id <= last).map((m) => m.id),
    trx,
  );

  // A run of check-ins waits here and is written set-based, in order, before anything else is
  // applied (see writer.applyEntries); its results take their places then.
  let run: Array<{ id: number; fingerprint: string; item: EntryItem }> = [];
  const flush = async () => {
    if (run.length === 0) return;
    const outcomes = await writer.applyEntries(
      trx,
      userId,
      await scope.version(),
      run.map((queued) => queued.item),
    );
    for (const [index, outcome] of outcomes.entries()) {
      const { id, fingerprint, item } = run[index] as (typeof run)[number];
      if ('rejected' in outcome) {
        const error = outcome.rejected.message;
        results.push({ id, status: 'rejected', error });
        recorded.push({ id, status: 'rejected', error, fingerprint });
      } else {
        results.push({ id, status: 'ok' });
        recorded.push({ id, status: 'ok', hlc: item.hlc, fingerprint });
      }
    }
    run = [];
  };

  for (const mutation of mutations) {
    // Before the checks, which may fill in defaults: a resend must hash as it did the first time.
    const fingerprint = fingerprintOf(mutation);
    if (mutation.id !== last + 1 || forceRejection || mutation.name !== 'entry.set') await flush();
    if (mutation.id <= last) {
      const past = earlier.get(mutation.id);
      // A different mutation under a used id; or one whose outcome was purged long ago (retention),
      // which cannot be distinguished from one: resending it under a new id at worst repeats an absolute write.
      if (!past || (past.fingerprint && past.fingerprint !== fingerprint)) throw new PushIdTaken(mutation.id);
      results.push(
        past?.error
          ? { id: mutation.id, status: 'rejected', error: past.error }
          : { id: mutation.id, status: 'alreadyProcessed' },
      );
      continue;
    }
    if (mutation.id > last + 1) {
      if (results.length === 0) throw new PushGap(last + 1);
      break; // Apply what came before the gap; the client resends from there.
    }
    try {
      if (forceRejection) throw new MutationRejected(forceRejection);
      const { name, args } = writer.check(mutation.name, mutation.args);
      const version = await scope.version();
      const hlc = scope.clock.accept(mutation.hlc);
      if (name === 'entry.set') {
        run.push({ id: mutation.id, fingerprint, item: { args: args as MutationArgs<'entry.set'>, hlc } });
        last = mutation.id;
        continue;
      }
      await writer.apply(trx, userId, version, name, args, hlc);
      results.push({ id: mutation.id, status: 'ok' });
      recorded.push({ id: mutation.id, status: 'ok', hlc, fingerprint });
    } catch (error) {
      if (!(error instanceof MutationRejected)) throw error;
      await flush();
      results.push({ id: mutation.id, status: 'rejected', error: error.message });
      recorded.push({ id: mutation.id, status: 'rejected', error: error.message, fingerprint });
    }
    last = mutation.id;
  }
  await flush();
  if (recorded.length > 0) await sync.finishMutations(clientId, last, recorded, trx);
  return { results, lastMutationId: last };
}
