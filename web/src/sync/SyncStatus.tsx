import { clearRejections, describeRefusals, writeFailureText } from '@habitat/sync-client';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { localDb } from '../data/database';
import { usePendingCount, useRejections } from '../data/hooks';
import { DeviceOnlyBadge } from '../session/DeviceOnlyBadge';
import { useToast } from '../ui/toast/ToastProvider';
import { restoreRefused } from './restore-refused';
import { useSync } from './SyncProvider';
import { SYNC_PILLS, syncPillKind } from './sync-pill';

/**
 * Where the person's data stands, in an icon, a count and a word ('Synced', '2 waiting',
 * 'Offline · 2 waiting', 'Sync failed'), on phones and desks alike. A tap syncs now; when something
 * went wrong it also opens the reason (and, for a refused change, the way to dismiss it).
 */
export function SyncStatus() {
  const { state, error, syncNow } = useSync();
  const pending = usePendingCount();
  const rejections = useRejections();
  // Newest first; the pill's reason says up to three (one per habit and reason).
  const notices = useMemo(() => describeRefusals(rejections).reverse().slice(0, 3), [rejections]);
  const rejected = notices[0];
  const toast = useToast();
  const [everSynced, setEverSynced] = useState(false);
  // When a sync last went through (device time: only the time since is read, so a wrong clock
  // does not matter, and one that jumps ahead after the phone slept only makes it say Syncing).
  const syncedAt = useRef<number | null>(null);
  const [open, setOpen] = useState(false);
  // The notice being restored: its button waits, so a second tap cannot make the habit twice.
  const [restoring, setRestoring] = useState<string | null>(null);
  const reasonId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state !== 'synced') return;
    setEverSynced(true);
    syncedAt.current = Date.now();
  }, [state]);

  const kind = syncPillKind({
    state,
    pending,
    rejected: Boolean(rejected),
    everSynced,
    lastFailed: error !== null,
    syncedAgo: syncedAt.current === null ? null : Date.now() - syncedAt.current,
  });
  const row = SYNC_PILLS[kind];
  // A failure's reason stays reachable while its retry runs (the error is cleared only by a success).
  const failed = kind === 'failed' || (kind === 'syncing' && error !== null);
  const reason =
    kind === 'notSaved' && rejected
      ? rejected.text
      : failed
        ? `Sync failed: ${sentence(error ?? 'the server did not answer')} It is tried again by itself.`
        : null;

  // The reason closes when it no longer applies, on Escape and on a tap elsewhere.
  useEffect(() => {
    if (!reason) setOpen(false);
  }, [reason]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Without an account nothing syncs: the pill's place says where the data is, and the way on.
  if (state === 'local') return <DeviceOnlyBadge />;

  const Icon = row.icon;
  return (
    <div className="sync-status-wrap" ref={root}>
      <button
        type="button"
        className={`sync-status sync-status--${row.tone}`}
        data-kind={kind}
        onClick={() => {
          // A tap syncs now; when something went wrong it opens the reason instead, which offers
          // the way on (try again, or dismiss a refused change).
          if (reason) setOpen((current) => !current);
          else syncNow();
        }}
        title={reason ?? 'Sync now'}
        data-testid="sync-status"
        {...(reason ? { 'aria-expanded': open, 'aria-controls': reasonId } : {})}
      >
        <Icon size={18} aria-hidden="true" className={kind === 'syncing' ? 'spin' : undefined} />
        <span className="sync-status__text" aria-live="polite">
          {row.word(pending)}
        </span>
      </button>
      {reason && open && (
        <div className="sync-status__reason" id={reasonId} role="status" data-testid="sync-status-reason">
          {kind === 'notSaved' ? (
            notices.map((notice) => (
              <div className="sync-status__notice" key={notice.mutationIds.join(' ')}>
                <p>{notice.text}</p>
                {notice.restore && (
                  <button
                    type="button"
                    className="button button--primary button--sm"
                    disabled={restoring === notice.mutationIds.join(' ')}
                    onClick={() => {
                      setRestoring(notice.mutationIds.join(' '));
                      restoreRefused(notice)
                        .catch((error: unknown) =>
                          toast.error(writeFailureText('Failed to restore habit', error)),
                        )
                        .finally(() => setRestoring(null));
                    }}
                  >
                    {notice.restore.label}
                  </button>
                )}
              </div>
            ))
          ) : (
            <p>{reason}</p>
          )}
          {kind !== 'notSaved' && (
            <button
              type="button"
              className="button button--outline button--sm"
              disabled={kind === 'syncing'}
              onClick={() => syncNow()}
            >
              {kind === 'syncing' ? 'Trying…' : 'Try again now'}
            </button>
          )}
          {kind === 'notSaved' && (
            <button
              type="button"
              className="button button--outline button--sm"
              onClick={() => {
                setOpen(false);
                void clearRejections(localDb());
              }}
            >
              Dismiss
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The engine's message as a sentence: one full stop at its end, not two. */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
