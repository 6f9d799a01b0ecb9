import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { HabitatDb, type LockRunner, SyncEngine, type SyncTransport } from '@habitat/sync-client';
import { checkPull } from '@habitat/sync-client/pull-check';

/**
 * A device on Node: the web app's own local database (Dexie on fake-indexeddb) and sync engine
 * (packages/sync-client), with whatever transport the caller gives it. The simulator routes it into
 * a server in the same process (simulation/sim-client.ts); the chaos run sends it over real HTTP
 * through a faulty proxy (chaos/devices.ts).
 */
export interface NodeDevice {
  db: HabitatDb;
  engine: SyncEngine;
}

export interface NodeDeviceOptions {
  /** Part of the database's name, for reading a failure. */
  name: string;
  transport: SyncTransport;
  /** The device's wall clock: a skewed device reads it ahead or behind. */
  now: () => number;
  /** A clock that only moves forward: how the engine tells a clock being set from time passing. */
  monotonic: () => number;
  pullLimit?: number;
  afterPull?: () => Promise<void>;
  /** The person whose session the transport carries (the engine's ownership checks). */
  person?: string;
}

/**
 * One lock per device. A tab's sync shares the origin's Web Lock with its other tabs and its
 * service worker; devices in one process are separate origins, so they must not share the
 * process's one lock, and a device that syncs twice at once must still run one sync at a time.
 */
function deviceLock(): LockRunner {
  let tail: Promise<unknown> = Promise.resolve();
  return (_name, task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

export function openNodeDevice(options: NodeDeviceOptions): NodeDevice {
  const db = new HabitatDb(`device-${options.name}-${uuidv7()}`);
  const engine = new SyncEngine(db, options.transport, {
    lock: deviceLock(),
    checkPull,
    now: options.now,
    monotonic: options.monotonic,
    ...(options.pullLimit ? { pullLimit: options.pullLimit } : {}),
    ...(options.afterPull ? { afterPull: options.afterPull } : {}),
    ...(options.person ? { person: options.person } : {}),
  });
  return { db, engine };
}

/** A device's synced tables, in a stable order, for comparison. */
export async function snapshot(db: HabitatDb) {
  const [habits, entries, layouts, preferences, routines] = await Promise.all([
    db.habits.toArray(),
    db.entries.toArray(),
    db.layouts.toArray(),
    db.preferences.toArray(),
    db.routines.toArray(),
  ]);
  const byKey =
    <T>(key: (row: T) => string) =>
    (a: T, b: T) =>
      key(a).localeCompare(key(b));
  return {
    habits: habits.sort(byKey((h) => h.id)),
    entries: entries.sort(byKey((e) => `${e.habitId}|${e.date}`)),
    layouts: layouts.sort(byKey((l) => l.key)),
    preferences,
    routines: routines.sort(byKey((r) => r.id)),
  };
}

export type DeviceState = Awaited<ReturnType<typeof snapshot>>;

/** The same state without the times a replay stamps afresh (updatedAt, createdAt, when deleted). */
export function withoutTimes(state: DeviceState) {
  const strip = <T extends object>(row: T) => {
    const {
      updatedAt: _u,
      createdAt: _c,
      deletedAt,
      ...rest
    } = row as T & {
      updatedAt?: string;
      createdAt?: string;
      deletedAt?: string | null;
    };
    return { ...rest, deleted: Boolean(deletedAt) };
  };
  return {
    habits: state.habits.map(strip),
    entries: state.entries.map(strip),
    layouts: state.layouts.map(strip),
    preferences: state.preferences.map(strip),
    routines: state.routines.map(strip),
  };
}
