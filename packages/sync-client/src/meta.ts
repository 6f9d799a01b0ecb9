import { type Hlc, uuidv7 } from '@habitat/domain';
import type { RefreshKeys } from '@habitat/protocol';
import type { HabitatDb } from './db';
import { correctedNow } from './device-clock';
import type { RefusedHabit } from './refusals';

/** Sync bookkeeping kept beside the data, in the `meta` table. */
export interface SyncMeta {
  clientId: string;
  nextMutationId: number;
  /** Highest mutation id the server has acknowledged in a push response. */
  pushedThrough: number;
  cursors: Record<string, number>;
  /** Where the last pull page stopped inside a version (the server's `resume`), sent back with the cursors. */
  resume?: Record<string, string>;
  lastHlc: Hlc | null;
  /** Server time minus device time, measured on GET /api/sync/time (see sync/clock.ts). */
  clockOffset: number;
  /** When `clockOffset` was last measured (device time); absent until it has been, when 0 is a guess. */
  clockMeasuredAt?: number;
  /** Rows rejected mutations changed here, to be sent again by the next pull (see RefreshKeys). */
  refresh?: RefreshKeys;
  /**
   * A reset being written page by page (the device had no copy to keep): its scopes, and the
   * server's time when it began. A pull soon after continues it, even if the server has compacted
   * past its cursor meanwhile (see RESUME_RESET_WITHIN_MS).
   */
  resetting?: { scopes: string[]; since: number };
  /**
   * The cursors were dropped to start over while the device kept its copy: the reset that follows
   * is gathered whole before it replaces that copy, so a cut connection never leaves half of it.
   */
  startedOver?: boolean;
  /**
   * The server's time of the last pull that brought the person's groups (issue 31): what the group
   * screens say their rows are as of. Absent until a pull has: no group is held yet.
   */
  groupsPulledAt?: number;
  /**
   * Which shape of the synced records the device's copy was pulled in (RECORDS_VERSION). Absent on
   * copies pulled before it was kept: version 1.
   */
  recordsVersion?: number;
}

/**
 * The shape of the synced records this build reads. A build pulls only the fields it knows (older
 * builds drop the rest), so a copy pulled by an older build lacks what was added since and is pulled
 * again, once, when a newer build first syncs. 2: notes on entries, pauses on habits; 3: limits on habits; 4: several reminder times, the reminder summary; 5: routines, and habits'
 * routine and place in the list (issue 30).
 */
export const RECORDS_VERSION = 5;

export interface Rejection {
  mutationId: number;
  name: string;
  error: string;
  at: number;
  /** The refused change's arguments (which habit, which day), for words that name them. */
  args?: unknown;
  /** The habit it aimed at as the device knew it then: gone from the device after the next pull. */
  habit?: RefusedHabit | null;
}

export const SYNC_META_KEY = 'sync';

/** One row, read and written whole: a local write costs one read and one write of bookkeeping. */
export async function readMeta(db: HabitatDb): Promise<SyncMeta> {
  const stored = (await db.meta.get(SYNC_META_KEY))?.value as SyncMeta | undefined;
  if (stored) return stored;
  // Created once, in a write transaction: two tabs starting together must not each make their own.
  return db.transaction('rw', db.meta, async () => {
    const again = (await db.meta.get(SYNC_META_KEY))?.value as SyncMeta | undefined;
    if (again) return again;
    const fresh: SyncMeta = {
      clientId: uuidv7(),
      nextMutationId: 1,
      pushedThrough: 0,
      cursors: {},
      lastHlc: null,
      clockOffset: 0,
      recordsVersion: RECORDS_VERSION,
    };
    await db.meta.put({ key: SYNC_META_KEY, value: fresh });
    return fresh;
  });
}

/** Whether a first copy is still coming in: numbers from it would be a fraction of the truth. */
export async function firstCopyArriving(db: HabitatDb): Promise<boolean> {
  const meta = (await db.meta.get(SYNC_META_KEY))?.value as SyncMeta | undefined;
  return meta?.resetting !== undefined;
}

/**
 * Now by the server's clock as this device last measured it, for a reader with no page around it
 * (the service worker ringing reminders): the device clock until an offset is known.
 */
export async function correctedNowFrom(db: HabitatDb, deviceNow: number): Promise<number> {
  const meta = (await db.meta.get(SYNC_META_KEY))?.value as SyncMeta | undefined;
  return meta?.clockMeasuredAt === undefined ? deviceNow : correctedNow(deviceNow, meta.clockOffset);
}

export async function writeMeta(db: HabitatDb, meta: SyncMeta): Promise<void> {
  await db.meta.put({ key: SYNC_META_KEY, value: meta });
}

export async function readRejections(db: HabitatDb): Promise<Rejection[]> {
  return ((await db.meta.get('rejections'))?.value as Rejection[] | undefined) ?? [];
}

export async function addRejections(db: HabitatDb, rejections: Rejection[]): Promise<void> {
  if (rejections.length === 0) return;
  const kept = [...(await readRejections(db)), ...rejections].slice(-20);
  await db.meta.put({ key: 'rejections', value: kept });
}

export async function clearRejections(db: HabitatDb): Promise<void> {
  await db.meta.delete('rejections');
}

/** Forgets the refusals one notice spoke for (restored or dismissed), keeping the others. */
export async function dismissRejections(db: HabitatDb, mutationIds: readonly number[]): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const kept = (await readRejections(db)).filter(
      (rejection) => !mutationIds.includes(rejection.mutationId),
    );
    if (kept.length === 0) await db.meta.delete('rejections');
    else await db.meta.put({ key: 'rejections', value: kept });
  });
}

/**
 * Drops the cursors to rebuild from a full copy. A whole copy is kept until the new one is in; a
 * first copy still coming in is started again page by page (its `since` long past), so it is never
 * taken for a whole one meanwhile.
 */
/**
 * A copy pulled in an older shape of the records starts over (its rows lack fields this build
 * knows); a device with no copy yet only notes the shape it is about to pull.
 */
export function catchUpRecords(meta: SyncMeta): SyncMeta | null {
  if ((meta.recordsVersion ?? 1) >= RECORDS_VERSION) return null;
  const hasCopy = Object.keys(meta.cursors).length > 0 || meta.resetting !== undefined;
  return { ...meta, ...(hasCopy ? startOver(meta) : {}), recordsVersion: RECORDS_VERSION };
}

export function startOver(meta: SyncMeta): Partial<SyncMeta> {
  const common = { cursors: {}, resume: undefined, refresh: undefined };
  return meta.resetting
    ? { ...common, resetting: { ...meta.resetting, since: 0 } }
    : { ...common, startedOver: true };
}
