import { hasRefreshKeys, type PullBody } from '@habitat/protocol';
import { type ApplyOutcome, applyPull, type PullPosition } from './apply-pull';
import { CLOCK_RECHECK_MS, MAX_CLOCK_ROUND_TRIP_MS, measuredOffset } from './clock';
import type { HabitatDb, OutboxItem } from './db';
import { mergeGroupRecords } from './group-records';
import { catchUpRecords, readMeta, type SyncMeta, writeMeta } from './meta';
import { hasUnpushed, recordPushResult, renumberOutbox, restampOutbox, takeNewClientId } from './outbox';
import { NotThisPerson, ownedBy, readDeviceOwner } from './owner';
import type { CheckedPull, PullCheck, RefusedRow } from './pulled-rows';
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
  /**
   * Rows a pull brought that failed their check and were left out (pulled-rows.ts); by default
   * they are logged, since nothing in them can be shown.
   */
  onRefusedRows?: (rows: readonly RefusedRow[]) => void;
  /**
   * How pulled rows are checked before they are written (pulled-rows.ts): `lazyPullCheck` in a
   * page, `checkPull` from '@habitat/sync-client/pull-check' in a service worker and in tests.
   */
  checkPull: PullCheck;
  /**
   * Whether the device keeps the person's groups as scopes of their own (issue 31): every device
   * does; a test of the person's own scope alone may leave them out.
   */
  groups?: boolean;
}

const logRefusedRows = (rows: readonly RefusedRow[]) => {
  for (const { table, problem, row } of rows)
    console.warn(`Sync left out a row of ${table}: ${problem}`, row);
};

export class SyncEngine {
  private running: Promise<void> | null = null;
  private again = false;
  /** The running round has sent its pull: a sync asked for from then on needs a round of its own. */
  private pulled = false;
  private readonly lock: LockRunner;
  private readonly now: () => number;
  private readonly afterPull: (() => Promise<void>) | undefined;
  private readonly monotonic: () => number;
  private readonly pullLimit: number;
  private readonly signal: AbortSignal | undefined;
  private readonly person: string | undefined;
  private readonly onRefusedRows: (rows: readonly RefusedRow[]) => void;
  private readonly checkPull: PullCheck;
  private readonly groups: boolean;
  /** When the clock was last measured (monotonic), and how wall time stood against it then. */
  private measured: { at: number; wallMinusMonotonic: number } | null = null;

  constructor(
    private readonly db: HabitatDb,
    private readonly transport: SyncTransport,
    options: SyncEngineOptions,
  ) {
    this.lock = options.lock ?? webLock;
    this.now = options.now ?? Date.now;
    this.afterPull = options.afterPull;
    this.monotonic = options.monotonic ?? (() => performance.now());
    this.pullLimit = options.pullLimit ?? PULL_LIMIT;
    this.signal = options.signal;
    this.person = options.person;
    this.onRefusedRows = options.onRefusedRows ?? logRefusedRows;
    this.checkPull = options.checkPull;
    this.groups = options.groups ?? true;
  }

  /**
   * Runs a sync; a call during a running sync makes it go round once more instead of starting
   * another, unless the round has not pulled yet: its pull brings whatever the server held when the
   * call came, and it pushes what was queued meanwhile (it looks for unpushed changes after its
   * pull). At a start, the first sync, the event stream's first poke and the device's claim used
   * to ask for three rounds, each writing the sync state and redrawing what reads it.
   */
  sync(): Promise<void> {
    if (this.running) {
      if (this.pulled) this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          this.pulled = false;
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
    await this.catchUpRecords();
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
    this.pulled = true;
    const page = await this.pullPage({
      clientId: meta.clientId,
      cursors: expired ? {} : meta.cursors,
      ...(meta.resume && !expired ? { resume: meta.resume } : {}),
      ...(meta.resetting && !expired ? { resetting: meta.resetting.scopes } : {}),
      limit: this.pullLimit,
      ...(refresh ? { refresh } : {}),
      ...(this.groups ? { groups: true } : {}),
    });
    const outcome = await this.write(page, sent, meta);
    await this.afterPull?.();
    return outcome.more;
  }

  /** A copy pulled by an older build is pulled again, once, in the shape this build reads. */
  private async catchUpRecords(): Promise<void> {
    if (catchUpRecords(await readMeta(this.db)) === null) return;
    await this.db.transaction('rw', this.db.meta, async () => {
      const next = catchUpRecords(await readMeta(this.db));
      if (next) await writeMeta(this.db, next);
    });
  }

  /** One page of a pull, checked against the protocol before anything of it is written. */
  private async pullPage(body: PullBody): Promise<CheckedPull> {
    return this.checkPull(await this.transport.pull(body));
  }

  /** Reports the rows a written page left out. */
  private applied(outcome: ApplyOutcome, refused: readonly RefusedRow[]): ApplyOutcome {
    if (outcome.applied && refused.length > 0) this.onRefusedRows(refused);
    return outcome;
  }

  /** Writes a reply and the pages after it: as they come when there is no copy to keep, else whole. */
  private async write(page: CheckedPull, sent: PullPosition, meta: SyncMeta): Promise<ApplyOutcome> {
    const { data } = page;
    if (data.reset.length > 0 && (meta.resetting || (!meta.startedOver && !hasCursors(meta))))
      return this.applyAsTheyCome(page, sent, { scopes: data.reset, since: data.serverTime });
    if (meta.resetting) return this.applyAsTheyCome(page, sent, meta.resetting);
    const whole = await this.gatherReset(page, meta.clientId);
    return this.applied(
      await applyPull(this.db, whole.data, sent, undefined, this.now, whole.refused),
      whole.refused,
    );
  }

  /**
   * A reset replaces the device's copy: all its pages are gathered before local data is touched,
   * so a connection cut halfway leaves the device with its old copy rather than part of the new.
   */
  private async gatherReset(first: CheckedPull, clientId: string): Promise<CheckedPull> {
    let { data } = first;
    let refused = first.refused;
    let pages = 1;
    while (data.reset.length > 0 && data.hasMore) {
      pages += 1;
      if (pages > MAX_RESET_PAGES) throw new SyncError('server', 'The server kept sending the same data');
      const page = await this.pullPage({
        clientId,
        cursors: data.cursors,
        resetting: data.reset,
        ...(this.groups ? { groups: true } : {}),
        ...(data.resume ? { resume: data.resume } : {}),
        limit: this.pullLimit,
      });
      const next = page.data;
      refused = [...refused, ...page.refused];
      data = {
        ...next,
        // A later page may begin the reset of a group the first had no room for.
        reset: union(data.reset, next.reset),
        // Only the first page answered the refresh; the pages after it follow on from its cursors.
        ...(data.refreshed ? { refreshed: true } : {}),
        changes: mergePulled(data.changes, next.changes),
        ...(data.groupRecords || next.groupRecords
          ? { groupRecords: mergeGroupRecords(data.groupRecords, next) }
          : {}),
        ...(data.dropped || next.dropped ? { dropped: union(data.dropped ?? [], next.dropped ?? []) } : {}),
      };
    }
    return { data, refused };
  }

  /**
   * A device with no copy to keep (its first sync) writes each page of the reset as it arrives,
   * while the next page downloads, and a connection cut halfway resumes from the last page written
   * instead of starting over. Screens wait for the whole (`meta.resetting` says it is not yet).
   */
  private async applyAsTheyCome(
    first: CheckedPull,
    firstSent: PullPosition,
    firstResetting: NonNullable<SyncMeta['resetting']>,
  ): Promise<ApplyOutcome> {
    let page = first;
    let sent = firstSent;
    let resetting = firstResetting;
    for (let pages = 1; ; pages += 1) {
      if (pages > MAX_RESET_PAGES) throw new SyncError('server', 'The server kept sending the same data');
      const { data } = page;
      // A later page may begin the reset of a group the first had no room for: it is continued too.
      resetting = { ...resetting, scopes: union(resetting.scopes, data.reset) };
      const next = data.hasMore
        ? this.pullPage({
            clientId: sent.clientId,
            cursors: data.cursors,
            ...(data.resume ? { resume: data.resume } : {}),
            resetting: resetting.scopes,
            limit: this.pullLimit,
            ...(this.groups ? { groups: true } : {}),
          })
        : null;
      // A page left unused (the one written turned out stale) must not fail as unhandled.
      next?.catch(() => undefined);
      const outcome = this.applied(
        await applyPull(this.db, data, sent, data.hasMore ? resetting : undefined, this.now, page.refused),
        page.refused,
      );
      if (!next || !outcome.applied) return outcome;
      sent = { cursors: data.cursors, resume: data.resume, clientId: sent.clientId, refresh: undefined };
      page = await next;
    }
  }
}

function union(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])];
}

function hasCursors(meta: SyncMeta): boolean {
  return Object.keys(meta.cursors).length > 0;
}
