import { uuidv7 } from '@habitat/domain';
import {
  DEVICE_ONLY_OWNER,
  httpTransport,
  type LockRunner,
  pushQueued,
  type SyncTransport,
  syncFailureText,
  takeUnpushedForHandOver,
  webLock,
} from '@habitat/sync-client';
import { localDb } from '../data/database';
import { changesKeptFor, dropKeptChanges, type KeptChanges, keepChanges } from '../data/set-aside';
import type { KeptNotice } from './kept-notice';

// What becomes of a person's unsent changes when the device's data is about to be wiped (someone
// else signs in, or they sign out): nothing is deleted. They are first kept aside under their
// owner (data/set-aside.ts), then sent under the owner's own session while it still works; what
// could not be sent stays aside until that owner signs in on this device again (SyncProvider).

/** How long a sign-in or sign-out waits for the owner's changes to go before keeping them aside. */
export const SEND_BEFORE_WIPE_MS = 8000;

/** Resolves when the wait for the owner's changes to go is over (tests end it themselves). */
export type GiveUp = () => Promise<void>;

/**
 * Sends one kept batch; true once the server has it all (and it is dropped from the side). A batch
 * renumbered, or given a fresh client id, is stored as such before it goes out (queued-push.ts).
 */
async function sendKept(kept: KeptChanges, transport: SyncTransport): Promise<boolean> {
  await pushQueued(transport, kept, uuidv7, (rest) => keepChanges({ ...kept, ...rest }));
  await dropKeptChanges(kept.id);
  return true;
}

/**
 * Keeps the device's unsent changes aside before a wipe, then tries them under `ownerToken` (the
 * owner's session, when there is one) until `giveUp` resolves (SEND_BEFORE_WIPE_MS by default).
 * The device is marked as changing hands with the copy (takeUnpushedForHandOver): from then until
 * the wipe no write is taken, so the copy holds everything the wipe will clear. A push that
 * outlives the wait and lands later does no harm: the kept copy keeps its ids, and the server
 * skips ids it already has. Answers what is still waiting for its owner, or null when nothing is.
 */
export async function keepUnsentBeforeWipe(
  ownerToken: (owner: string) => string | null,
  ownerName: (owner: string) => string,
  giveUp?: GiveUp,
): Promise<KeptNotice | null> {
  let waiting = 0;
  let waitingFor = '';
  for (const queued of await takeUnpushedForHandOver(localDb())) {
    // Made without an account: handed over or set aside by the person's own answer (device.ts).
    if (queued.owner === DEVICE_ONLY_OWNER) continue;
    const kept: KeptChanges = {
      ...queued,
      id: uuidv7(),
      ownerName: ownerName(queued.owner),
      keptAt: new Date().toISOString(),
    };
    await keepChanges(kept);
    const token = ownerToken(queued.owner);
    const sent = token !== null && navigator.onLine && (await sendWithin(kept, token, giveUp));
    if (!sent) {
      waiting += kept.mutations.length;
      waitingFor = kept.ownerName;
    }
  }
  return waiting > 0 ? { count: waiting, ownerName: waitingFor } : null;
}

/** Sends a kept batch under `token`; false when it failed or `giveUp` came first. */
async function sendWithin(kept: KeptChanges, token: string, giveUp: GiveUp | undefined): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const over = giveUp
    ? giveUp()
    : new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SEND_BEFORE_WIPE_MS);
      });
  const sending = sendKept(kept, httpTransport({ token: () => token })).catch(() => false);
  try {
    return await Promise.race([sending, over.then(() => false)]);
  } finally {
    clearTimeout(timer);
  }
}

/** What sending the kept batches came to: how many changes went, and the first failure, if any. */
export interface KeptSending {
  sent: number;
  failure: unknown;
}

/**
 * Sends what was kept aside for `owner`, under their session (the sync's own transport), holding
 * the sync's lock (`habitat-sync`), so two tabs never send the same batch at once. Every batch is
 * tried; one that fails leaves the others to go, and its failure is answered, not thrown, so the
 * sync of everything else goes on regardless (SyncProvider).
 */
export async function sendChangesKeptFor(
  owner: string,
  transport: SyncTransport,
  lock: LockRunner = webLock,
): Promise<KeptSending> {
  return lock('habitat-sync', async () => {
    let sent = 0;
    let failure: unknown = null;
    for (const kept of await changesKeptFor(owner)) {
      try {
        await sendKept(kept, transport);
        sent += kept.mutations.length;
      } catch (error) {
        failure ??= error;
      }
    }
    return { sent, failure };
  });
}

/** What a kept batch that could not be sent says; the rest of the sync went on without it. */
export function keptFailureText(failure: unknown): string {
  const cause = syncFailureText(failure).replace(/\.?$/, '.');
  return `Changes kept on this device could not be sent yet: ${cause} They will be tried again at the next sync.`;
}
