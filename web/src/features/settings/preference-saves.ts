import type { Rejection } from '@habitat/sync-client';
import type { SyncState } from '../../sync/SyncProvider';
import type { PreferenceSetting } from './settings-texts';

/**
 * Where a preference change stands. It is stored on this device at once and reaches the server
 * through sync, so "saving" lasts from the local write until its mutation has left the outbox (the
 * server acknowledged it); offline the change is safe on the device and says so. A change the
 * server refuses comes back as a rejection of that mutation, which the page names and announces
 * (the pull then restores the server's value by itself).
 */

export type SaveIndicator = 'saving' | 'saved-offline' | null;

export interface SaveProgress {
  /** Local writes not yet committed. */
  writing: number;
  /** The mutation id of this page's latest stored change, null before any. */
  latestSaveId: number | null;
  /** The oldest mutation still in the outbox, null when it is empty, undefined while unknown. */
  oldestPendingId: number | null | undefined;
  syncState: SyncState;
  online: boolean;
}

/** The outbox is acknowledged in order: a save is still on its way while anything up to it waits. */
export function awaitingServer(progress: Pick<SaveProgress, 'latestSaveId' | 'oldestPendingId'>): boolean {
  const { latestSaveId, oldestPendingId } = progress;
  if (latestSaveId === null) return false;
  if (oldestPendingId === undefined) return true;
  return oldestPendingId !== null && oldestPendingId <= latestSaveId;
}

export function saveIndicator(progress: SaveProgress): SaveIndicator {
  if (progress.writing > 0) return 'saving';
  // Without an account a change is done once it is on this device.
  if (progress.syncState === 'local') return null;
  if (!awaitingServer(progress)) return null;
  // Sync cannot run now (no network, or the server failing): the change waits on this device.
  if (!progress.online || progress.syncState === 'offline' || progress.syncState === 'error') {
    return 'saved-offline';
  }
  return 'saving';
}

export interface SentSave {
  setting: PreferenceSetting;
  mutationId: number;
}

export interface Attribution {
  failed: { mutationId: number; setting: PreferenceSetting }[];
  /** Saves not accounted for by a rejection yet. */
  remaining: SentSave[];
}

/** Matches new rejections of the page's saves to the setting each one changed, by mutation id. */
export function attributeRejections(
  saves: readonly SentSave[],
  rejections: readonly Rejection[],
): Attribution {
  const refused = new Set(rejections.map((rejection) => rejection.mutationId));
  const failed = saves
    .filter((save) => refused.has(save.mutationId))
    .map(({ mutationId, setting }) => ({ mutationId, setting }));
  return { failed, remaining: saves.filter((save) => !refused.has(save.mutationId)) };
}

/**
 * Values chosen on this page and not yet read back from the device's database. One the stored
 * preferences have caught up with is dropped; the same object comes back when nothing changed, so a
 * re-render never loops.
 */
export function settleOverlay<T extends object>(overlay: Partial<T>, stored: T): Partial<T> {
  const keys = Object.keys(overlay) as (keyof T)[];
  const caughtUp = keys.filter((key) => Object.is(overlay[key], stored[key]));
  if (caughtUp.length === 0) return overlay;
  const next = { ...overlay };
  for (const key of caughtUp) delete next[key];
  return next;
}
