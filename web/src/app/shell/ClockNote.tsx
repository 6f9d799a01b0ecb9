import { clockNote } from '@habitat/sync-client';
import { Clock } from 'lucide-react';
import { useClockOffset } from '../../sync/server-clock';

/**
 * A quiet line when this device's clock is more than a few minutes off the server's: days and
 * check-ins already follow the right time, but the person may wonder why the phone's date and
 * Habitat's differ.
 */
export function ClockNote() {
  const note = clockNote(useClockOffset());
  if (!note) return null;
  return (
    <p className="clock-note" data-testid="clock-note">
      <Clock size={16} aria-hidden="true" className="clock-note__icon" />
      {note}
    </p>
  );
}
