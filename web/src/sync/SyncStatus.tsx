import { clearRejections } from '@habitat/sync-client';
import { AlertTriangle, CheckCircle2, CloudOff, RefreshCw, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { localDb } from '../data/database';
import { usePendingCount, useRejections } from '../data/hooks';
import { DeviceOnlyBadge } from '../session/DeviceOnlyBadge';
import { useSync } from './SyncProvider';

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting`;
/** How long the words stay beside the icon after a tap on a phone. */
const EXPLAIN_MS = 4000;

/**
 * Tells the person where their data stands: synced, syncing, offline with changes waiting, or why
 * a change was refused. On a desk the words are in the pill; on a phone the pill is an icon with
 * the number of changes waiting, the words stay its accessible name, and a tap shows them beside it
 * for a few seconds (and syncs now).
 */
export function SyncStatus() {
  const { state, error, syncNow } = useSync();
  const pending = usePendingCount();
  const rejected = useRejections().at(-1);
  const [explained, setExplained] = useState(false);

  useEffect(() => {
    if (!explained) return;
    const timer = setTimeout(() => setExplained(false), EXPLAIN_MS);
    return () => clearTimeout(timer);
  }, [explained]);

  if (state === 'local') return <DeviceOnlyBadge />;

  if (rejected) {
    const text = `Change not saved: ${rejected.error}`;
    return (
      <div className="sync-status-wrap">
        <div className="sync-status sync-status--error" role="alert" data-testid="sync-status">
          <button
            type="button"
            className="sync-status__explain"
            onClick={() => setExplained((current) => !current)}
          >
            <AlertTriangle size={18} aria-hidden="true" />
            <span className="sync-status__text">{text}</span>
          </button>
          <button
            type="button"
            className="sync-status__dismiss"
            aria-label="Dismiss"
            onClick={() => void clearRejections(localDb())}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
        {explained && <Bubble>{text}</Bubble>}
      </div>
    );
  }

  let icon = <CheckCircle2 size={18} aria-hidden="true" />;
  let text = pending > 0 ? changes(pending) : 'Synced';
  let tone = 'ok';
  if (state === 'syncing') {
    icon = <RefreshCw size={18} aria-hidden="true" className="spin" />;
    text = 'Syncing…';
    tone = 'busy';
  } else if (state === 'offline') {
    icon = <CloudOff size={18} aria-hidden="true" />;
    text = pending > 0 ? `Offline · ${changes(pending)}` : 'Offline';
    tone = 'offline';
  } else if (state === 'error') {
    icon = <AlertTriangle size={18} aria-hidden="true" />;
    text = `Sync error: ${error ?? 'unknown'}`;
    tone = 'error';
  }
  return (
    <div className="sync-status-wrap">
      <button
        type="button"
        className={`sync-status sync-status--${tone}`}
        // The count is drawn from this attribute, so the button's text stays the sentence alone.
        data-count={pending > 0 ? (pending > 99 ? '99+' : String(pending)) : undefined}
        onClick={() => {
          syncNow();
          setExplained(true);
        }}
        title="Sync now"
        data-testid="sync-status"
        aria-live="polite"
      >
        {icon}
        <span className="sync-status__text">{text}</span>
      </button>
      {explained && <Bubble>{text}</Bubble>}
    </div>
  );
}

/** The words under the icon on a phone; the button already says them to a screen reader. */
function Bubble({ children }: { children: ReactNode }) {
  return (
    <span className="sync-status__bubble" aria-hidden="true" data-testid="sync-status-words">
      {children}
    </span>
  );
}
