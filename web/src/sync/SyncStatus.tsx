import { AlertTriangle, CheckCircle2, CloudOff, RefreshCw, X } from 'lucide-react';
import { localDb } from '../data/database';
import { usePendingCount, useRejections } from '../data/hooks';
import { clearRejections } from '../data/meta';
import { useSync } from './SyncProvider';

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting`;

/** Tells the person where their data stands: synced, syncing, offline with changes waiting, or why not. */
export function SyncStatus() {
  const { state, error, syncNow } = useSync();
  const pending = usePendingCount();
  const rejections = useRejections();
  const rejected = rejections.at(-1);

  if (rejected) {
    return (
      <div className="sync-status sync-status--error" role="alert" data-testid="sync-status">
        <AlertTriangle size={16} aria-hidden="true" />
        <span>Change not saved: {rejected.error}</span>
        <button
          type="button"
          className="sync-status__dismiss"
          aria-label="Dismiss"
          onClick={() => void clearRejections(localDb())}
        >
          <X size={14} aria-hidden="true" />
        </button>
      </div>
    );
  }

  let icon = <CheckCircle2 size={16} aria-hidden="true" />;
  let text = pending > 0 ? changes(pending) : 'Synced';
  let tone = 'ok';
  if (state === 'syncing') {
    icon = <RefreshCw size={16} aria-hidden="true" className="spin" />;
    text = 'Syncing…';
    tone = 'busy';
  } else if (state === 'offline') {
    icon = <CloudOff size={16} aria-hidden="true" />;
    text = pending > 0 ? `Offline · ${changes(pending)}` : 'Offline';
    tone = 'offline';
  } else if (state === 'error') {
    icon = <AlertTriangle size={16} aria-hidden="true" />;
    text = `Sync error: ${error ?? 'unknown'}`;
    tone = 'error';
  }
  return (
    <button
      type="button"
      className={`sync-status sync-status--${tone}`}
      onClick={syncNow}
      title="Sync now"
      data-testid="sync-status"
      aria-live="polite"
    >
      {icon}
      <span className="sync-status__text">{text}</span>
    </button>
  );
}
