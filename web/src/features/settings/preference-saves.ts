import type { Rejection } from '../../data/meta';
import type { SyncState } from '../../sync/SyncProvider';
import type { PreferenceSetting } from './settings-texts';

/**
 * Where a preference change stands. It is stored on this device at once and reaches the server
 * through sync, so "saving" lasts from the local write until the outbox has drained; offline the
 * change is safe on the device and says so. A change the server refuses comes back as a rejection
 * of `preferences.save`, which the page names and announces (the pull then restores the server's
 * value by itself).
 */

export type SaveIndicator = 'saving' | 'saved-offline' | null;

export interface SaveProgress {
  /** Local writes not yet committed. */
  writing: number;
  /** A change stored on this device that has not yet been seen to reach the server. */
  awaitingSync: boolean;
  /** Mutations waiting in the outbox (any screen's). */
  pending: number;
  syncState: SyncState;
  online: boolean;
}

/** Everything queued has gone and the last sync round succeeded: the change is on the server. */
export function reachedServer(progress: Pick<SaveProgress, 'pending' | 'syncState'>): boolean {
  return progress.pending === 0 && progress.syncState === 'synced';
}

export function saveIndicator(progress: SaveProgress): SaveIndicator {
  if (progress.writing > 0) return 'saving';
  if (!progress.awaitingSync) return null;
  // Sync cannot run now (no network, or the server failing): the change waits on this device.
  if (!progress.online || progress.syncState === 'offline' || progress.syncState === 'error') {
    return 'saved-offline';
  }
  return reachedServer(progress) ? null : 'saving';
}

export interface SentSave {
  setting: PreferenceSetting;
  /** When the local write was made (ms). */
  at: number;
}

/** Words a refusal of each setting is likely to contain (field names and the spec's messages). */
const SETTING_WORDS: Record<PreferenceSetting, RegExp> = {
  timezone: /time ?zone/i,
  weekStartsOn: /week ?starts?/i,
  dayStartsAt: /day ?starts?/i,
  emailNotifications: /email/i,
  theme: /theme/i,
};

export interface Attribution {
  failed: { mutationId: number; setting: PreferenceSetting }[];
  /** Saves not accounted for by a rejection yet. */
  remaining: SentSave[];
  /** Every rejection looked at, so none is announced twice. */
  seen: number[];
}

/**
 * Matches new rejections of `preferences.save` to the saves this page made. The outbox does not
 * tell the page its mutation ids, so a rejection goes to the save whose setting its reason names,
 * else to the oldest save made before it. Rejections older than every save are not this page's.
 */
export function attributeRejections(
  saves: readonly SentSave[],
  rejections: readonly Rejection[],
  seen: ReadonlySet<number>,
): Attribution {
  const remaining = [...saves];
  const failed: Attribution['failed'] = [];
  const looked: number[] = [];
  const fresh = rejections
    .filter((rejection) => rejection.name === 'preferences.save' && !seen.has(rejection.mutationId))
    .sort((a, b) => a.mutationId - b.mutationId);
  for (const rejection of fresh) {
    looked.push(rejection.mutationId);
    const candidates = remaining.filter((save) => save.at <= rejection.at);
    const named = candidates.find((save) => SETTING_WORDS[save.setting].test(rejection.error));
    const match = named ?? candidates[0];
    if (!match) continue;
    remaining.splice(remaining.indexOf(match), 1);
    failed.push({ mutationId: rejection.mutationId, setting: match.setting });
  }
  return { failed, remaining, seen: looked };
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
