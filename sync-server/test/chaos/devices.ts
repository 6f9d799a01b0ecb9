// Before anything loads Dexie, which takes IndexedDB from the global scope as it loads.
import 'fake-indexeddb/auto';
import { type HabitRecord, toDateKey, uuidv7 } from '@habitat/domain';
import {
  adoptionArgs,
  type GroupHabit,
  type MutationArgs,
  type MutationName,
  type PushBody,
} from '@habitat/protocol';
import {
  correctedNowFrom,
  DEVICE_OWNER_KEY,
  type HabitatDb,
  httpTransport,
  mutate,
  readMeta,
  type SyncEngine,
  SyncError,
} from '@habitat/sync-client';
import { openNodeDevice } from '../devices/node-device';
import { DeadlineExceeded, within } from './deadline';
import { FILTER_LAYOUT, FILTER_NAME, type Ledger, tagOf, type Write } from './ledger';

/** A person of the run, signed in on the server. */
export interface Person {
  name: string;
  email: string;
  userId: string;
  token: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The longest one sync may take: every request in it gives up after `timeoutMs`, so more is a hang. */
const SYNC_MS = 60_000;
/** Marks per device: device n's check-in values run from n·100000 + 1 (values go up to 1000000). */
const VALUES_PER_DEVICE = 100_000;

/** How one sync attempt ended: done, or why not (the engine's SyncError kinds). */
export type SyncOutcome = 'synced' | 'offline' | 'timeout' | 'server' | 'unauthorized';

/**
 * A device of the chaos run: the real sync client (packages/sync-client) on Node, signed in as one
 * person, talking HTTP to the server through the proxy. Its clock reads `skewMs` off the true time
 * (the clock source of its engine and of its writes), and its network can be switched off.
 */
export class ChaosDevice {
  online = true;
  readonly db: HabitatDb;
  readonly engine: SyncEngine;
  readonly outcomes = new Map<SyncOutcome | 'error', number>();
  /** Errors a sync ended with that are none of the expected kinds: each one fails the run. */
  readonly errors: string[] = [];
  /** Pushes the server answered with 503: it could not write (a full disk), nothing was saved. */
  refusedWith503 = 0;
  /** When pushes were answered 200 (performance.now): when writes went through again after a full disk. */
  readonly pushesAcceptedAt: number[] = [];
  private written = 0;

  constructor(
    readonly name: string,
    readonly index: number,
    readonly person: Person,
    public skewMs: number,
    private readonly ledger: Ledger,
    options: { baseUrl: string; timeoutMs: number },
  ) {
    const fetchThrough = this.fetchThrough.bind(this);
    const device = openNodeDevice({
      name,
      transport: httpTransport({
        token: () => person.token,
        baseUrl: options.baseUrl,
        fetchImpl: fetchThrough,
        timeoutMs: options.timeoutMs,
      }),
      now: () => this.now(),
      monotonic: () => performance.now(),
      person: person.userId,
    });
    this.db = device.db;
    this.engine = device.engine;
  }

  /** The device's own clock: the true time, off by its skew. */
  now(): number {
    return Date.now() + this.skewMs;
  }

  /** Records the device as its person's, as signing in does (web/src/data/database.ts). */
  async claim(): Promise<void> {
    await this.db.meta.put({ key: DEVICE_OWNER_KEY, value: this.person.userId });
  }

  /** The day the person sees as today: the device clock corrected by the measured offset. */
  async today(): Promise<string> {
    return toDateKey(await correctedNowFrom(this.db, this.now()), 'UTC');
  }

  async daysAgo(days: number): Promise<string> {
    return toDateKey((await correctedNowFrom(this.db, this.now())) - days * DAY, 'UTC');
  }

  async liveHabits(): Promise<HabitRecord[]> {
    return (await this.db.habits.toArray())
      .filter((habit) => !habit.deletedAt)
      .sort((a, b) => a.id.localeCompare(b.id));
  }

  /** A check-in on `habitId` for `date`, with a value no other write of the run has. */
  async checkIn(habitId: string, date: string): Promise<void> {
    this.written += 1;
    const value = this.index * VALUES_PER_DEVICE + this.written;
    await this.write(
      'entry.set',
      { habitId, date, completed: true, value },
      {
        kind: 'check-in',
        target: habitId,
        date,
        value,
      },
    );
  }

  /** An edit of a habit's description (a field merged on its own clock). */
  async edit(habitId: string): Promise<void> {
    this.written += 1;
    const description = `${this.name} edit ${this.written}`;
    await this.write(
      'habit.update',
      { id: habitId, patch: { description } },
      {
        kind: 'edit',
        target: habitId,
        value: description,
      },
    );
  }

  /** A dashboard filter set on this device: one field of the person's analytics layout. */
  async setFilter(): Promise<void> {
    this.written += 1;
    const value = `${this.name} filter ${this.written}`;
    await this.write(
      'layout.save',
      { key: FILTER_LAYOUT, filters: { [FILTER_NAME]: value } },
      { kind: 'filter', target: FILTER_LAYOUT, value },
    );
  }

  async createHabit(name: string): Promise<string> {
    const id = uuidv7(this.now());
    await this.write('habit.create', { id, fields: { name } }, { kind: 'habit', target: id });
    return id;
  }

  /** Adopts a group habit, offline or not, as the group screen does. */
  async adopt(groupHabit: GroupHabit, workspaceId: string): Promise<string> {
    const id = uuidv7(this.now());
    await this.write('habit.create', adoptionArgs(groupHabit, workspaceId, 'full', id), {
      kind: 'habit',
      target: id,
    });
    return id;
  }

  private async write<N extends MutationName>(
    name: N,
    args: MutationArgs<N>,
    what: Omit<Write, 'tag' | 'device' | 'userId'>,
  ): Promise<void> {
    const tag = tagOf({ name, args });
    if (!tag) throw new Error(`the run makes no ${name} writes`);
    await mutate(this.db, name, args, { now: () => this.now(), owner: this.person.userId });
    this.ledger.made({ ...what, tag, device: this.name, userId: this.person.userId });
  }

  /** One sync, as the app's scheduler starts one; how it ended is counted. A hang fails the run. */
  async sync(): Promise<SyncOutcome | 'error'> {
    const outcome = await within(SYNC_MS, `${this.name}'s sync`, this.engine.sync()).then(
      () => 'synced' as const,
      (error: unknown) => {
        if (error instanceof DeadlineExceeded) throw error;
        if (error instanceof SyncError) return error.kind;
        this.errors.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
        return 'error' as const;
      },
    );
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
    return outcome;
  }

  /** Nothing queued the server has not acknowledged. */
  async drained(): Promise<boolean> {
    const meta = await readMeta(this.db);
    return (await this.db.outbox.where('id').above(meta.pushedThrough).count()) === 0;
  }

  /** Where the device's pulls stand: unchanged across a sync means it brought nothing new. */
  async position(): Promise<string> {
    const meta = await readMeta(this.db);
    return JSON.stringify([meta.cursors, meta.resume ?? null, meta.clientId]);
  }

  /**
   * The device's network: switched off, every request fails at once, as on a phone in flight mode.
   * Push answers that reach the device are entered in the ledger before the engine sees them.
   */
  private async fetchThrough(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    if (!this.online) throw new TypeError('the device is offline');
    const push = String(input).endsWith('/api/sync/push');
    if (push) this.ledger.sending(JSON.parse(String(init?.body)) as PushBody);
    const response = await fetch(input, init);
    if (!push) return response;
    // Read whole here: an answer cut short never reaches the engine, so it acknowledges nothing.
    const text = await response.text();
    if (response.status === 503) this.refusedWith503 += 1;
    if (response.status === 200) this.pushesAcceptedAt.push(performance.now());
    if (response.status === 200)
      this.ledger.heard(JSON.parse(String(init?.body)) as PushBody, JSON.parse(text));
    return new Response(text, { status: response.status, headers: response.headers });
  }
}

export { DAY, HOUR };
