import { AlertTriangle, CheckCircle2, CloudOff, CloudUpload, type LucideIcon, RefreshCw } from 'lucide-react';
import type { SyncState } from './SyncProvider';

/**
 * The top bar's sync pill in words (issue 27): one short word or two with a count, readable at a
 * glance, and the reason one tap away when something went wrong. Every state the pill can show is
 * one row of SYNC_PILLS; a new state (a device-only mode's 'On this device') is one more row and
 * one more line in syncPillKind.
 */
export type SyncPillTone = 'ok' | 'busy' | 'offline' | 'error';

export interface SyncPillRow {
  icon: LucideIcon;
  tone: SyncPillTone;
  /** The words on the pill; `pending` is the number of changes in the outbox. */
  word(pending: number): string;
}

const ROWS = {
  synced: { icon: CheckCircle2, tone: 'ok', word: () => 'Synced' },
  syncing: { icon: RefreshCw, tone: 'busy', word: () => 'Syncing…' },
  waiting: { icon: CloudUpload, tone: 'busy', word: (pending) => `${countText(pending)} waiting` },
  offline: {
    icon: CloudOff,
    tone: 'offline',
    word: (pending) => (pending > 0 ? `Offline · ${countText(pending)} waiting` : 'Offline'),
  },
  failed: { icon: AlertTriangle, tone: 'error', word: () => 'Sync failed' },
  notSaved: { icon: AlertTriangle, tone: 'error', word: () => 'Not saved' },
} satisfies Record<string, SyncPillRow>;

export type SyncPillKind = keyof typeof ROWS;
export const SYNC_PILLS: Readonly<Record<SyncPillKind, SyncPillRow>> = ROWS;

export interface SyncFacts {
  state: SyncState;
  /** Changes in the outbox, not yet confirmed by the server. */
  pending: number;
  /** The server refused a change and the person has not dismissed it yet. */
  rejected: boolean;
  /** A sync has gone through since the app opened. */
  everSynced: boolean;
  /** The last sync failed (its retry may be on its way). */
  lastFailed: boolean;
  /** How long ago the last sync went through, in ms; null before any did. */
  syncedAgo: number | null;
}

/**
 * How long a sync that went through vouches for the copy: a little over the minute between the
 * open app's own syncs, so those stay quiet. An app back on screen after longer (a phone's app
 * brought to the front on the train) says 'Syncing…' until its sync answers (issue 32).
 */
export const SYNCED_VOUCHES_MS = 90_000;

/**
 * Which row the pill shows. A refused change outranks everything (it needs the person); a
 * background sync with nothing to send keeps 'Synced' rather than flickering 'Syncing…' every
 * minute, as long as the last one was recent (SYNCED_VOUCHES_MS); a retry after a failure, or a
 * sync after a long while away, shows 'Syncing…', since 'Synced' would not be true.
 */
export function syncPillKind({
  state,
  pending,
  rejected,
  everSynced,
  lastFailed,
  syncedAgo,
}: SyncFacts): SyncPillKind {
  if (rejected) return 'notSaved';
  if (state === 'offline') return 'offline';
  if (state === 'error') return 'failed';
  if (state === 'syncing') {
    // A clock put back (a negative time since) vouches for nothing either.
    const vouched =
      everSynced && !lastFailed && syncedAgo !== null && syncedAgo >= 0 && syncedAgo < SYNCED_VOUCHES_MS;
    return pending === 0 && vouched ? 'synced' : 'syncing';
  }
  return pending > 0 ? 'waiting' : 'synced';
}

/** A count that stays short in the top bar. */
function countText(pending: number): string {
  return pending > 99 ? '99+' : String(pending);
}
