import { Link } from 'react-router';
import { NEEDS_NETWORK, useOnline } from '../../../ui/useOnline';
import { sharingLine } from '../dashboard-sharing';
import { PrivacySwitch } from '../habit-privacy/PrivacySwitch';
import { useSettingsPage } from '../settings-context';
import { SETTINGS_TEXTS } from '../settings-texts';
import { useDashboardSharing } from '../useDashboardSharing';

/**
 * Spec §2 Privacy & Security: per group, whether the person's dashboard is shared with it, what
 * that shares of their own habits, and a way to the group's page to choose them (issue 27). The
 * choice lives on the server, so it is changed only online.
 */
export function PrivacySecurityWidget() {
  const { notify, onServerSave } = useSettingsPage();
  const sharing = useDashboardSharing(notify, onServerSave);
  const online = useOnline();

  if (sharing.loading) return <p className="empty-state">Loading groups...</p>;
  if (sharing.failed) return <p className="empty-state">{SETTINGS_TEXTS.groupsLoadFailed}</p>;
  if (sharing.groups.length === 0) return <p className="empty-state">{SETTINGS_TEXTS.noGroups}</p>;
  return (
    <div className="settings-stack">
      <ul className="settings-groups">
        {sharing.groups.map((group) => {
          const shared = sharing.choices[group._id];
          return (
            <li key={group._id}>
              <PrivacySwitch
                label={group.name}
                description={sharingLine(shared, sharing.reads[group._id])}
                checked={shared ?? false}
                disabled={!online || shared === undefined || sharing.saving.has(group._id)}
                onChange={(on) => sharing.setShared(group._id, on)}
              />
              <Link
                className="settings-groups__choose"
                to={`/app/groups/${encodeURIComponent(group._id)}#sharing`}
              >
                Choose what {group.name} sees
              </Link>
            </li>
          );
        })}
      </ul>
      {!online && <p className="offline-hint">{NEEDS_NETWORK}</p>}
    </div>
  );
}
