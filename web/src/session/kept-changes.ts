import { uuidv7 } from '@habitat/domain';
import {
  DEVICE_ONLY_OWNER,
  httpTransport,
  pushQueued,
  type SyncTransport,
  takeUnpushed,
} from '@habitat/sync-client';
import { localDb } from '../data/database';
import { changesKeptFor, dropKeptChanges, type KeptChanges, keepChanges } from '../data/set-aside';

// What becomes of a person's unsent changes when the device's data is about to be wiped (someone
// else signs in, or they sign out): nothing is deleted. They are first kept aside under their
// owner (data/set-aside.ts), then sent under the owner's own session while it still works; what
// could not be sent stays aside until that owner signs in on this device again (SyncProvider).

/** Changes still waiting for their owner, for the notice to the person in front of the device. */
export interface KeptNotice {
  count: number;
  ownerName: string;
}

/** How long a sign-in or sign-out waits for the owner's changes to go before keeping them aside. */
export const SEND_BEFORE_WIPE_MS = 8000;

function withTimeout<T>(task: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Timed out')), ms);
  });
  return Promise.race([task, late]).finally(() => clearTimeout(timer));
}

/** Sends one kept batch; true once the server has it all (and it is dropped from the side). */
async function sendKept(kept: KeptChanges, transport: SyncTransport): Promise<boolean> {
  await pushQueued(transport, kept, uuidv7);
  await dropKeptChanges(kept.id);
  return true;
}

/**
 * Keeps the device's unsent changes aside before a wipe, then tries them under `ownerToken` (the
 * owner's session, when there is one) within `timeoutMs`. A push that outlives the wait and lands
 * later does no harm: the kept copy keeps its ids, and the server skips ids it already has.
 * Answers what is still waiting for its owner, or null when nothing is.
 */
export async function keepUnsentBeforeWipe(
  ownerToken: (owner: string) => string | null,
  ownerName: (owner: string) => string,
  timeoutMs = SEND_BEFORE_WIPE_MS,
): Promise<KeptNotice | null> {
  let waiting = 0;
  let waitingFor = '';
  for (const queued of await takeUnpushed(localDb())) {
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
    const sent =
      token !== null &&
      navigator.onLine &&
      (await withTimeout(sendKept(kept, httpTransport({ token: () => token })), timeoutMs).catch(
        () => false,
      ));
    if (!sent) {
      waiting += kept.mutations.length;
      waitingFor = kept.ownerName;
    }
  }
  return waiting > 0 ? { count: waiting, ownerName: waitingFor } : null;
}

/**
 * Sends what was kept aside for `owner`, under their session (the sync's own transport). Answers
 * how many changes reached the server; a failure is thrown as the sync's failures are.
 */
export async function sendChangesKeptFor(owner: string, transport: SyncTransport): Promise<number> {
  let sent = 0;
  for (const kept of await changesKeptFor(owner)) {
    await sendKept(kept, transport);
    sent += kept.mutations.length;
  }
  return sent;
}

/** The notice for changes kept aside: whose, how many, and when they go. */
export function keptNoticeText(notice: KeptNotice, signingOutOwner: boolean): string {
  const changes = notice.count === 1 ? '1 change' : `${notice.count} changes`;
  const has = notice.count === 1 ? 'has' : 'have';
  const it = notice.count === 1 ? 'It is' : 'They are';
  return signingOutOwner
    ? `${changes} ${has} not reached the server yet. ${it} kept on this device and will be sent when you sign in here again.`
    : `${changes} made here by ${notice.ownerName} ${has} not reached the server yet. ${it} kept on this device and will be sent when ${notice.ownerName} signs in here again.`;
}

export function sentNoticeText(count: number): string {
  return count === 1
    ? '1 change kept on this device has reached the server.'
    : `${count} changes kept on this device have reached the server.`;
}
