import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { type SyncRepository, userScope } from '../repositories/sync-repository';
import { ScopeClock } from './scope-clock';

/** A transaction's write to one person's scope (see openScope). */
export interface ScopeWrite {
  clock: ScopeClock;
  /** The version this transaction stamps its rows with, taken on first use. */
  version(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Opens a write to the user's scope: locks the scope row first (every writer of a person's data
 * takes this lock before any other, so none can deadlock with another), takes the next version
 * and the scope's own clock. `close` stores the clock before the transaction commits.
 */
export async function openScope(
  sync: SyncRepository,
  trx: Transaction<Database>,
  userId: string,
  now: () => number,
): Promise<ScopeWrite> {
  const scopeId = userScope(userId);
  const locked = await sync.lockScope(scopeId, trx);
  const clock = new ScopeClock(locked.hlc, now);
  let version: number | undefined;
  return {
    clock,
    version: async () => {
      version ??= await sync.bumpScopeVersion(scopeId, trx);
      return version;
    },
    close: async () => {
      if (clock.changed) await sync.saveScopeClock(scopeId, clock.changed, trx);
    },
  };
}
