import { WifiOff } from 'lucide-react';
import './offline-note.css';

/**
 * Shown when what is on screen came from this device's copy while it cannot reach the server;
 * `asOf` (the server's time of the copy, when known) says how old it is.
 */
export function OfflineNote({ asOf = null }: { asOf?: number | null }) {
  return (
    <p className="offline-note" role="status">
      <WifiOff size={16} aria-hidden="true" />
      {asOf === null ? 'offline — showing saved data' : `offline — showing saved data as of ${savedAt(asOf)}`}
    </p>
  );
}

/** A time of today as its hour, of another day with its date: what a person needs to judge it. */
function savedAt(at: number): string {
  const when = new Date(at);
  const sameDay = when.toDateString() === new Date().toDateString();
  return sameDay
    ? when.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })
    : when.toLocaleString([], { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
