import { Lock } from 'lucide-react';
import { Link } from 'react-router';

/** Where a person changes what their groups see: Settings, whose Privacy & Security lists each group. */
export const PRIVACY_SETTINGS_PATH = '/app/settings';

/**
 * Under your own row: what the group does not see of it, and where to change that. Your row shows
 * your real numbers (issue 16), so this is what keeps it from being read as what the group sees.
 */
export function OwnRowNote({ note }: { note: string }) {
  return (
    <p className="progress-own-note">
      <Lock size={12} aria-hidden="true" className="progress-figure__lock" />
      <span>
        {note} <Link to={PRIVACY_SETTINGS_PATH}>Privacy settings</Link>
      </span>
    </p>
  );
}
