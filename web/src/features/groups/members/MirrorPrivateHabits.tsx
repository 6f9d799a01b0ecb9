import { Lock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { habitPrivacyPath } from '../habits/adoption';
import { PRIVACY_SETTINGS_PATH } from '../progress/OwnRowNote';
import type { MirrorSharing } from './mirror-data';

/**
 * On your own mirror: what the group does not see and where to change it. A dashboard not shared
 * with the group links to Privacy & Security; each private habit links to its own privacy page;
 * habits not chosen for this group (issue 27) link to the group page's choice.
 */
export function MirrorPrivateHabits({ sharing }: { sharing: MirrorSharing }) {
  const { groupId = '' } = useParams();
  const hidden = sharing.privateHabits ?? [];
  const unchosen = sharing.unsharedHabits ?? [];
  if (sharing.dashboardShared && hidden.length === 0 && unchosen.length === 0) return null;
  return (
    <div className="member-mirror__private">
      {!sharing.dashboardShared && (
        <p>
          <Lock size={14} aria-hidden="true" /> Share your dashboard with this group from{' '}
          <Link to={PRIVACY_SETTINGS_PATH}>Privacy &amp; Security settings</Link>.
        </p>
      )}
      {sharing.dashboardShared && unchosen.length > 0 && (
        <p>
          <Lock size={14} aria-hidden="true" /> Not shared with this group:{' '}
          {unchosen.map((habit) => habit.name).join(', ')}.{' '}
          <Link to={`/app/groups/${encodeURIComponent(groupId)}#sharing`}>Choose what it sees</Link>
        </p>
      )}
      {hidden.length > 0 && (
        <p>
          <Lock size={14} aria-hidden="true" /> Only you see:{' '}
          {hidden.map((habit, index) => (
            <span key={habit.id}>
              {index > 0 && ', '}
              <Link to={habitPrivacyPath(habit.id)} aria-label={`${habit.name}: privacy settings`}>
                {habit.name}
              </Link>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
