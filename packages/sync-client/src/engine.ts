import { hasRefreshKeys, type PullData } from '@habitat/protocol';
import { type ApplyOutcome, applyPull, type PullPosition } from './apply-pull';
import { CLOCK_RECHECK_MS, MAX_CLOCK_ROUND_TRIP_MS, measuredOffset } from './clock';
import type { HabitatDb, OutboxItem } from './db';
import { readMeta, type SyncMeta } from './meta';
import { hasUnpushed, recordPushResult, renumberOutbox, restampOutbox, takeNewClientId } from './outbox';
import { NotThisPerson, ownedBy, readDeviceOwner } from './owner';
import { mergePulled } from './synced-tables';
import { type ClockReading, SyncError, type SyncTransport } from './transport';

/**
 * The sync engine, run by the page and by the service worker against the same IndexedDB.
 *
 * One round: push every queued mutation the server has not acknowledged, then pull until the
 * server has nothing more; repeat while writes keep arriving. Guarantees:
 * - Exactly once: mutation ids count up per client and the server skips ids it has applied, so a
 *   push retried after a lost response changes nothing.
 * - Nothing silently lost: a mutation stays queued until a pull confirms it; a rejected one is
 *   recorded with its reason for the person to see.
 * - Local state = server state + pending mutations: a pull writes the server's rows, drops the
 *   confirmed mutations and replays the rest on top, in one transaction, so screens see one change.
 * - A reset replaces the device's copy whole, once all its pages are in; a device with no copy yet
 *   writes each page as it arrives, while the next one downloads.
 * - One sync at a time per origin (Web Locks), whether it runs in a tab or in the service worker.
 *   Every request gives up after a silence (watchdog.ts), so a hung one never holds the lock for
 *   the others for longer than that.
 */

export const PUSH_BATCH = 100;
export const PULL_LIMIT = 5000;
const MAX_ROUNDS = 50;
/**
 * How long a first copy cut off halfway may be continued. Past this, the server may have purged
 * the tombstone of a row its first pages carried, and only starting over would tell the device.
 * A day is far inside any retention window, and starting over costs one first sync.
 */
export const RESUME_RESET_WITHIN_MS = 86_400_000;
/** More pages than any account fills (10 million rows at the limit): past this, something loops. */
const MAX_RESET_PAGES = 2000;

/** Runs `task` holding the lock `name`; `signal` gives up waiting for it. */
export type LockRunner = <T>(name: string, task: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

/** Web Locks where the platform has them (tabs and workers); otherwise the task runs as is. */
export const webLock: LockRunner = (name, task, signal) => {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return task();
  return (signal ? locks.request(name, { signal }, task) : locks.request(name, task)) as Promise<
    Awaited<ReturnType<typeof task>>
  >;
};

export interface SyncEngineOptions {
  lock?: LockRunner;
  now?: () => number;
  /** Rows per pull page (the simulator makes pages small so that pulls span several). */
  pullLimit?: number;
  /** A clock that only moves forward (performance.now): tells a set device clock from elapsed time. */
  monotonic?: () => number;
  /** Called after each pull is written locally (the simulator checks its invariants here). */
  afterPull?: () => Promise<void>;
  /**
   * Stops waiting for the sync lock when aborted (the service worker stepping aside for an
   * update); pass the same signal to the transport to abort a request under way.
   */
  signal?: AbortSignal;
  /**
   * The person whose session the transport carries. Set, a sync stops (NotThisPerson) without
   * sending anything when the device or a queued change is someone else's (owner.ts).
   */
  person?: string;
}

export class SyncEngine {
  private running: Promise<void> | null = null;
  private again = false;
  private readonly lock: LockRunner;
  private readonly now: () => number;
  private readonly afterPull: (() => Promise<void>) | undefined;
  private readonly monotonic: () => number;
  private readonly pullLimit: number;
  private readonly signal: AbortSignal | undefined;
  private readonly person: string | undefined;
  /** When the clock was last measured (monotonic), and how wall time stood against it then. */
  private measured: { at: number; wallMinusMonotonic: number } | null = null;

  constructor(
    private readonly db: HabitatDb,
    private readonly transport: SyncTransport,
    options: SyncEngineOptions = {},
  ) {
    this.lock = options.lock ?? webLock;
    this.now = options.now ?? Date.now;
    this.afterPull = options.afterPull;
    this.monotonic = options.monotonic ?? (() => performance.now());
    this.pullLimit = options.pullLimit ?? PULL_LIMIT;
    this.signal = options.signal;
    this.person = options.person;
  }

  /** Runs a sync; a call during a running sync makes it go round once more instead of starting another. */
  sync(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.lock('habitat-sync', () => this.round(), this.signal);
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async round(): Promise<void> {
    await this.checkOwners([]);
    await this.measureClock();
    for (let i = 0; i < MAX_ROUNDS; i += 1) {
      await this.pushPending();
      const more = await this.pullOnce();
      if (!more && !(await hasUnpushed(this.db))) return;
    }
  }

  /**
   * Measures the device clock against the server's on a tiny request, at the first sync, every
   * ten minutes, and whenever the device clock jumps (set by hand, or fixed by the network), then
   * corrects what was stamped with it. A long pull is never used: its reply time says nothing
   * about when the server read its clock.
   */
  private async measureClock(): Promise<void> {
    const jumped =
      this.measured !== null &&
      Math.abs(this.now() - this.monotonic() - this.measured.wallMinusMonotonic) > 2000;
    if (this.measured && !jumped && this.monotonic() - this.measured.at < CLOCK_RECHECK_MS) return;
    let reading: ClockReading;
    try {
      reading = await this.transport.time({ now: this.now, monotonic: this.monotonic });
    } catch (error) {
      // Offline or signed out: the push that follows says so. A server without the clock route
      // (mid-deploy) leaves the last offset in place.
      if (error instanceof SyncError && error.kind !== 'server') throw error;
      return;
    }
    if (reading.roundTripMs > MAX_CLOCK_ROUND_TRIP_MS) return;
    const finished = this.monotonic();
    this.measured = { at: finished, wallMinusMonotonic: this.now() - finished };
    await restampOutbox(
      this.db,
      measuredOffset(reading.serverTime, reading.sentAt, reading.receivedAt),
      this.now,
    );
  }

  private async pushPending(): Promise<void> {
    for (;;) {
      const meta = await readMeta(this.db);
      const batch = await this.db.outbox.where('id').above(meta.pushedThrough).limit(PUSH_BATCH).toArray();
      if (batch.length === 0) return;
      await this.checkOwners(batch);
      const outcome = await this.transport.push({
        clientId: meta.clientId,
        mutations: batch.map(({ id, name, args, hlc }) => ({ id, name, args, hlc })),
      });
      if ('gap' in outcome) {
        await renumberOutbox(this.db, outcome.gap);
        continue;
      }
      if ('taken' in outcome) {
        await takeNewClientId(this.db, outcome.taken);
        continue;
      }
      const { lastMutationId } = outcome.ok;
      await recordPushResult(this.db, batch, outcome.ok, this.now);
      if (lastMutationId <= meta.pushedThrough) {
        throw new SyncError('server', 'The server did not take the queued changes');
      }
    }
  }

  /** Nothing of one person's leaves under another's token (the device changed hands meanwhile). */
  private async checkOwners(batch: readonly OutboxItem[]): Promise<void> {
    if (this.person === undefined) return;
    const owner = await readDeviceOwner(this.db);
    if (owner !== this.person) throw new NotThisPerson(this.person, owner);
    const foreign = batch.find((item) => !ownedBy(item, this.person as string, owner));
    if (foreign) throw new NotThisPerson(this.person, foreign.owner);
  }

  private async pullOnce(): Promise<boolean> {
    await this.checkOwners([]);
    const meta = await readMeta(this.db);
    const refresh = hasRefreshKeys(meta.refresh) ? meta.refresh : undefined;
    const sent: PullPosition = {
      cursors: meta.cursors,
      resume: meta.resume,
      clientId: meta.clientId,
      refresh,
    };
    // A first copy cut off too long ago starts over: the server sends it again from the start.
    const expired =
      meta.resetting !== undefined &&
      this.now() + meta.clockOffset - meta.resetting.since >= RESUME_RESET_WITHIN_MS;
    const data = await this.transport.pull({
      clientId: meta.clientId,
      cursors: expired ? {} : meta.cursors,
      ...(meta.resume && !expired ? { resume: meta.resume } : {}),
      ...(meta.resetting && !expired ? { resetting: meta.resetting.scopes } : {}),
      limit: this.pullLimit,
      ...(refresh ? { refresh } : {}),
    });
    const outcome = await this.write(data, sent, meta);
    await this.afterPull?.();
    return outcome.more;
  }

  /** Writes a reply and the pages after it: as they come when there is no copy to keep, else whole. */
  private async write(data: PullData, sent: PullPosition, meta: SyncMeta): Promise<ApplyOutcome> {
    if (data.reset.length > 0 && (meta.resetting || (!meta.startedOver && !hasCursors(meta))))
      return this.applyAsTheyCome(data, sent, { scopes: data.reset, since: data.serverTime });
    if (meta.resetting) return this.applyAsTheyCome(data, sent, meta.resetting);
    return applyPull(this.db, await this.gatherReset(data, meta.clientId), sent, undefined, this.now);
  }

  /**
   * A reset replaces the device's copy: all its pages are gathered before local data is touched,
   * so a connection cut halfway leaves the device with its old copy rather than part of the new.
   */
  private async gatherReset(first: PullData, clientId: string): Promise<PullData> {
    let data = first;
    let pages = 1;
    while (data.reset.length > 0 && data.hasMore) {
      pages += 1;
      if (pages > MAX_RESET_PAGES) throw new SyncError('server', 'The server kept sending the same data');
      const next = await this.transport.pull({
        clientId,
        cursors: data.cursors,
        resetting: data.reset,
        ...(data.resume ? { resume: data.resume } : {}),
        limit: this.pullLimit,
      });
      data = {
        ...next,
        reset: data.reset,
        // Only the first page answered the refresh; the pages after it follow on from its cursors.
        ...(data.refreshed ? { refreshed: true } : {}),
        changes: mergePulled(data.changes, next.changes),
      };
    }
    return data;
  }

  /**
   * A device with no copy to keep (its first sync) writes each page of the reset as it arrives,
   * while the next page downloads, and a connection cut halfway resumes from the last page written
   * instead of starting over. Screens wait for the whole (`meta.resetting` says it is not yet).
   */
  private async applyAsTheyCome(
    first: PullData,
    firstSent: PullPosition,
    resetting: NonNullable<SyncMeta['resetting']>,
  ): Promise<ApplyOutcome> {
    let data = first;
    let sent = firstSent;
    for (let pages = 1; ; pages += 1) {
      if (pages > MAX_RESET_PAGES) throw new SyncError('server', 'The server kept sending the same data');
      const next = data.hasMore
        ? this.transport.pull({
            clientId: sent.clientId,
            cursors: data.cursors,
            ...(data.resume ? { resume: data.resume } : {}),
            resetting: resetting.scopes,
            limit: this.pullLimit,
          })
        : null;
      // A page left unused (the one written turned out stale) must not fail as unhandled.
      next?.catch(() => undefined);
      const outcome = await applyPull(this.db, data, sent, data.hasMore ? resetting : undefined, this.now);
      if (!next || !outcome.applied) return outcome;
      sent = { cursors: data.cursors, resume: data.resume, clientId: sent.clientId, refresh: undefined };
      data = await next;
    }
  }
}

function hasCursors(meta: SyncMeta): boolean {
  return Object.keys(meta.cursors).length > 0;
}
