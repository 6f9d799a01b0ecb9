import type { PullData, SyncedTable } from '@habitat/protocol';
import { SyncError } from './transport';

/**
 * A device checks what it pulls against the protocol's record schemas before writing it, rather
 * than trusting the server's reply to have the declared shape: a row missing a field or typed
 * otherwise would otherwise reach the screens and the shared rules as if it were whole.
 *
 * A row that fails is not written, and the device's own copy of it stays as it was (in a reset
 * too): refusing one row never erases what the device had. The rest of the reply is written and
 * the cursors move on, so one bad row never holds up sync; the row comes again when the server
 * next changes it or sends a full copy. Refused rows are reported (SyncEngineOptions.onRefusedRows,
 * else the console). Fields the schema does not name are dropped first: a newer server's field is
 * one this build cannot show, not a reason to refuse the row.
 *
 * The schemas come with TypeBox, in a module a page loads on first use, so the phone's first screen
 * does not download them (issue 27, as for mutation-schema). The engine is handed the check
 * (SyncEngineOptions.checkPull), so the service worker, which cannot load code later, brings it
 * in its own script instead.
 */

export interface RefusedRow {
  /** A synced table, or the rows of the person's groups (issue 31). */
  table: SyncedTable | 'groupRecords';
  /** The row as the server sent it. */
  row: unknown;
  /** The first thing wrong with it, e.g. '/value: must be number'. */
  problem: string;
}

export interface CheckedPull {
  data: PullData;
  refused: RefusedRow[];
}

/** Checks a pull reply: the rows that hold, or a SyncError when the reply around them does not. */
export type PullCheck = (reply: unknown) => Promise<CheckedPull>;

let checker: Promise<typeof import('./pulled-schema')> | undefined;

/**
 * The check for a page: the schemas load on first use. A service worker passes the check itself
 * (`@habitat/sync-client/pull-check`): a classic worker script cannot load code later.
 */
export const lazyPullCheck: PullCheck = async (reply) => {
  checker ??= import('./pulled-schema').catch((failure: unknown) => {
    checker = undefined;
    throw failure;
  });
  let loaded: typeof import('./pulled-schema');
  try {
    loaded = await checker;
  } catch {
    // Nothing unchecked is written: the round stops, and the next one loads the check again.
    throw new SyncError('offline', 'Part of the app could not be loaded');
  }
  return loaded.checkPull(reply);
};
