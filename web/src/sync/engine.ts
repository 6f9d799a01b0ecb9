import {
  type EntryRecord,
  type HabitRecord,
  type Hlc,
  MutationRejected,
  maxHlc,
  newestHlc,
  receiveHlc,
  uuidv7,
} from '@habitat/domain';
import {
  hasRefreshKeys,
  keysTouchedBy,
  mergeRefreshKeys,
  type PullData,
  type RefreshKeys,
} from '@habitat/protocol';
import { type HabitatDb, type OutboxItem, writeTables } from '../data/db';
import { applyLocal } from '../data/local-mutators';
import { addRejections, type Rejection, readMeta, type SyncMeta, writeMeta } from '../data/meta';
import {
  CLOCK_RECHECK_MS,
  correctedLastHlc,
  MAX_CLOCK_ROUND_TRIP_MS,
  measuredOffset,
  restampQueue,
} from './clock';
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

/** Where a pull was asked from: a reply is written only if the device still stands there. */
interface PullPosition {
  cursors: Record<string, number>;
  resume: Record<string, string> | undefined;
  clientId: string;
  refresh: RefreshKeys | undefined;
}

/** Whether a pull reply was written (not stale), and whether the server has more to send. */
interface ApplyOutcome {
  applied: boolean;
  more: boolean;
}

/**
 * Drops the cursors to rebuild from a full copy. A whole copy is kept until the new one is in; a
 * first copy still coming in is started again page by page (its `since` long past), so it is never
 * taken for a whole one meanwhile.
 */
function startOver(meta: SyncMeta): Partial<SyncMeta> {
  const common = { cursors: {}, resume: undefined, refresh: undefined };
  return meta.resetting
    ? { ...common, resetting: { ...meta.resetting, since: 0 } }
    : { ...common, startedOver: true };
}

export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** Web Locks where the platform has them (tabs and workers); otherwise the task runs as is. */
export const webLock: LockRunner = (name, task) => {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request(name, task) as Promise<Awaited<ReturnType<typeof task>>>) : task();
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
}

export class SyncEngine {
  private running: Promise<void> | null = null;
  private again = false;
  private readonly lock: LockRunner;
  private readonly now: () => number;
  private readonly afterPull: (() => Promise<void>) | undefined;
  private readonly monotonic: () => number;
  private readonly pullLimit: number;
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
          await this.lock('habitat-sync', () => this.round());
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async round(): Promise<void> {
    await this.measureClock();
    for (let i = 0; i < MAX_ROUNDS; i += 1) {
      await this.pushPending();
      const more = await this.pullOnce();
      if (!more && !(await this.hasUnpushed())) return;
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
    await this.correctClock(measuredOffset(reading.serverTime, reading.sentAt, reading.receivedAt));
  }

  private async correctClock(clockOffset: number): Promise<void> {
    await this.db.transaction('rw', this.db.outbox, this.db.meta, async () => {
      const meta = await readMeta(this.db);
      const now = this.now() + clockOffset;
      const queued = await this.db.outbox.where('id').above(meta.pushedThrough).toArray();
      const restamped = restampQueue(queued, { offset: clockOffset, now, node: meta.clientId });
      if (restamped) {
        const byId = new Map(queued.map((item) => [item.id, item]));
        await this.db.outbox.bulkPut(
          restamped.map((item) => ({ ...(byId.get(item.id) as OutboxItem), hlc: item.hlc })),
        );
      }
      const lastHlc = correctedLastHlc(meta.lastHlc, restamped?.at(-1)?.hlc ?? null, now);
      await writeMeta(this.db, { ...meta, clockOffset, lastHlc });
    });
  }

  private async hasUnpushed(): Promise<boolean> {
    const { pushedThrough } = await readMeta(this.db);
    return (await this.db.outbox.where('id').above(pushedThrough).count()) > 0;
  }

  private async pushPending(): Promise<void> {
    for (;;) {
      const meta = await readMeta(this.db);
      const batch = await this.db.outbox.where('id').above(meta.pushedThrough).limit(PUSH_BATCH).toArray();
      if (batch.length === 0) return;
      const outcome = await this.transport.push({
        clientId: meta.clientId,
        mutations: batch.map(({ id, name, args, hlc }) => ({ id, name, args, hlc })),
      });
      if ('gap' in outcome) {
        await this.renumberFrom(outcome.gap);
        continue;
      }
      if ('taken' in outcome) {
        await this.takeNewClientId(outcome.taken);
        continue;
      }
      const { lastMutationId, results } = outcome.ok;
      const rejected: Rejection[] = [];
      for (const result of results) {
        if (result.status !== 'rejected') continue;
        const item = batch.find((m) => m.id === result.id);
        rejected.push({
          mutationId: result.id,
          name: item?.name ?? 'unknown',
          error: result.error ?? 'Rejected',
          at: this.now(),
        });
      }
      await this.db.transaction('rw', this.db.meta, async () => {
        const current = await readMeta(this.db);
        // The optimistic effect of a rejected write is still on screen: the next pull asks for the
        // rows it touched again, and the server's copies (with pending writes replayed on top)
        // replace them. So many that asking would cost more than starting over: start over.
        let refresh: RefreshKeys | null = current.refresh ?? {};
        for (const { mutationId } of rejected) {
          const item = batch.find((m) => m.id === mutationId);
          if (item && refresh) refresh = mergeRefreshKeys(refresh, keysTouchedBy(item.name, item.args));
        }
        await writeMeta(this.db, {
          ...current,
          pushedThrough: Math.max(current.pushedThrough, lastMutationId),
          ...(refresh ? { refresh } : startOver(current)),
        });
        await addRejections(this.db, rejected);
      });
      if (lastMutationId <= meta.pushedThrough) {
        throw new SyncError('server', 'The server did not take the queued changes');
      }
    }
  }

  /**
   * The server expects `expectedId` next. Everything below it was applied (and can go); everything
   * queued was never applied, so it is renumbered to follow on without a gap.
   */
  private async renumberFrom(expectedId: number): Promise<void> {
    await this.db.transaction('rw', this.db.outbox, this.db.meta, async () => {
      await this.db.outbox.where('id').below(expectedId).delete();
      const queued = await this.db.outbox.orderBy('id').toArray();
      await this.db.outbox.clear();
      await this.db.outbox.bulkAdd(queued.map((item, index) => ({ ...item, id: expectedId + index })));
      const current = await readMeta(this.db);
      await writeMeta(this.db, {
        ...current,
        pushedThrough: expectedId - 1,
        nextMutationId: expectedId + queued.length,
      });
    });
  }

  /**
   * Another device uses this client id (this browser profile was restored from its backup): it
   * applied a different mutation as `firstNotMine`, or ids this device never made. Everything
   * queued before that id was applied (as a resend of the same change) and can go; the rest is
   * renumbered from 1 under a new client id, so none of it is mistaken for the other device's
   * changes and dropped.
   */
  private async takeNewClientId(firstNotMine: number): Promise<void> {
    await this.db.transaction('rw', this.db.outbox, this.db.meta, async () => {
      await this.db.outbox.where('id').below(firstNotMine).delete();
      const queued = await this.db.outbox.orderBy('id').toArray();
      await this.db.outbox.clear();
      await this.db.outbox.bulkAdd(queued.map((item, index) => ({ ...item, id: index + 1 })));
      const current = await readMeta(this.db);
      await writeMeta(this.db, {
        ...current,
        clientId: uuidv7(),
        pushedThrough: 0,
        nextMutationId: queued.length + 1,
      });
    });
  }

  private async pullOnce(): Promise<boolean> {
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
    return this.applyPull(await this.gatherReset(data, meta.clientId), sent, undefined);
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
        changes: mergeChanges(data.changes, next.changes),
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
      const outcome = await this.applyPull(data, sent, data.hasMore ? resetting : undefined);
      if (!next || !outcome.applied) return outcome;
      sent = { cursors: data.cursors, resume: data.resume, clientId: sent.clientId, refresh: undefined };
      data = await next;
    }
  }

  /** The local copies of rows the server is sending again: one it does not send no longer exists. */
  private async dropRefreshed(keys: RefreshKeys): Promise<void> {
    const { habits = [], habitEntries = [], entries = [], layouts = [] } = keys;
    await this.db.habits.bulkDelete(habits);
    if (habitEntries.length > 0) await this.db.entries.where('habitId').anyOf(habitEntries).delete();
    await this.db.entries.bulkDelete(entries.map((key) => [key.habitId, key.date] as [string, string]));
    await this.db.layouts.bulkDelete(layouts);
    if (keys.preferences) await this.db.preferences.delete('me');
  }

  /** Writes a pull reply into the local database, unless the device has moved on since it asked. */
  private async applyPull(
    data: PullData,
    sent: PullPosition,
    resetting: SyncMeta['resetting'],
  ): Promise<ApplyOutcome> {
    return this.db.transaction('rw', writeTables(this.db), async (): Promise<ApplyOutcome> => {
      const meta = await readMeta(this.db);
      // Another tab or the service worker applied a pull meanwhile, or the device took a new
      // client id (whose lastMutationId this pull does not carry): this one is stale.
      const position = (cursors: object, resume: object | undefined) =>
        JSON.stringify([cursors, resume ?? {}]);
      if (
        position(meta.cursors, meta.resume) !== position(sent.cursors, sent.resume) ||
        meta.clientId !== sent.clientId
      )
        return { applied: false, more: true };
      if (sent.refresh && !data.refreshed) {
        // A server that does not know the refresh: rebuild from a full copy instead.
        await writeMeta(this.db, { ...meta, ...startOver(meta) });
        return { applied: false, more: true };
      }
      if (sent.refresh && data.reset.length === 0) await this.dropRefreshed(sent.refresh);

      if (data.reset.length > 0) {
        await Promise.all([
          this.db.habits.clear(),
          this.db.entries.clear(),
          this.db.layouts.clear(),
          this.db.preferences.clear(),
        ]);
      }
      let seen: Hlc | null = null;
      const { habits, entries, layouts, preferences } = data.changes;
      await this.db.habits.bulkPut(habits as HabitRecord[]);
      for (const habit of habits) seen = maxHlc(seen, newestHlc(habit.fieldHlcs));
      // A habit deleted elsewhere takes its entries with it, as a local delete does: including
      // check-ins still pending here, which the server will refuse and the replay below skips.
      const deletedHabits = (habits as HabitRecord[])
        .filter((habit) => habit.deletedAt)
        .map((habit) => habit.id);
      if (deletedHabits.length > 0) await this.db.entries.where('habitId').anyOf(deletedHabits).delete();
      const gone = entries.filter((e) => e.deletedAt);
      const live = entries
        .filter((e) => !e.deletedAt)
        .map(({ deletedAt: _gone, ...entry }) => entry as EntryRecord);
      await this.db.entries.bulkDelete(gone.map((e) => [e.habitId, e.date] as [string, string]));
      await this.db.entries.bulkPut(live);
      for (const entry of live) seen = maxHlc(seen, entry.hlc);
      await this.db.layouts.bulkPut(layouts);
      for (const layout of layouts) seen = maxHlc(seen, newestHlc(layout.fieldHlcs));
      for (const preference of preferences) {
        await this.db.preferences.put({ ...preference, key: 'me' });
        seen = maxHlc(seen, newestHlc(preference.fieldHlcs));
      }

      // The server has applied ids this device never made: another device shares its client id
      // (this profile was restored from its backup). What this device had pushed was applied; the
      // rest must go under a client id of its own, or it would be deleted here as confirmed.
      const shared = data.lastMutationId >= meta.nextMutationId;
      if (shared) await this.takeNewClientId(meta.pushedThrough + 1);
      else await this.db.outbox.where('id').belowOrEqual(data.lastMutationId).delete();
      for (const item of await this.db.outbox.orderBy('id').toArray()) {
        try {
          await applyLocal(this.db, item.name, item.args as never, item.hlc);
        } catch (error) {
          // The server will reject it too, and say why; until then it simply has no effect here.
          if (!(error instanceof MutationRejected)) throw error;
        }
      }

      const current = shared ? await readMeta(this.db) : meta;
      const lastHlc = seen
        ? receiveHlc(current.lastHlc, seen, current.clientId, this.now() + current.clockOffset)
        : current.lastHlc;
      await writeMeta(this.db, {
        ...current,
        refresh: undefined,
        cursors: data.cursors,
        resume: data.resume,
        lastHlc,
        pushedThrough: shared ? current.pushedThrough : Math.max(meta.pushedThrough, data.lastMutationId),
        resetting,
        startedOver: data.reset.length > 0 ? undefined : current.startedOver,
      });
      // Under its new id the queue has not been pushed yet: go round again.
      return { applied: true, more: data.hasMore || shared };
    });
  }
}

function hasCursors(meta: SyncMeta): boolean {
  return Object.keys(meta.cursors).length > 0;
}

/** Later pages of one pull sequence, added to the earlier ones (a row seen twice keeps its later copy). */
function mergeChanges(a: PullData['changes'], b: PullData['changes']): PullData['changes'] {
  // Pages come in version order: for an entry written in both, the later page's copy is current.
  const entries = new Map(
    [...a.entries, ...b.entries].map((entry) => [`${entry.habitId}|${entry.date}`, entry]),
  );
  return {
    habits: [...a.habits, ...b.habits],
    entries: [...entries.values()],
    layouts: [...a.layouts, ...b.layouts],
    preferences: [...a.preferences, ...b.preferences],
  };
}

export { SyncError };
