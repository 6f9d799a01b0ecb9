import { WifiOff } from 'lucide-react';
import './offline-note.css';

/** Shown on served screens when what is on screen came from the offline cache. */
export function OfflineNote() {
  return (
    <p className="offline-note" role="status">
      <WifiOff size={16} aria-hidden="true" />
      offline — showing saved data
    </p>
  );
}
