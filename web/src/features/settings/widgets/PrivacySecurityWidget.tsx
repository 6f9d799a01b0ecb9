import { NEEDS_NETWORK, useOnline } from '../../../ui/useOnline';
import { PrivacySwitch } from '../habit-privacy/PrivacySwitch';
import { useSettingsPage } from '../settings-context';
import { SETTINGS_TEXTS } from '../settings-texts';
import { useDashboardSharing } from '../useDashboardSharing';

/**
 * Spec §2 Privacy & Security: per group, whether the person's dashboard is shared with it. The
 * choice lives on the server, so it is changed only online.
 */
export function PrivacySecurityWidget() {
  const { notify, onServerSave } = useSettingsPage();
  const sharing = useDashboardSharing(notify, onServerSave);
  const online = useOnline();

  if (sharing.loading) return <p className="empty-state">Loading workspaces...</p>;
  if (sharing.failed) return <p className="empty-state">{SETTINGS_TEXTS.workspaceLoadFailed}</p>;
  if (sharing.workspaces.length === 0) return <p className="empty-state">{SETTINGS_TEXTS.noWorkspaces}</p>;
  return (
    <div className="settings-stack">
      <ul className="settings-groups">
        {sharing.workspaces.map((workspace) => {
          const shared = sharing.choices[workspace._id];
          return (
            <li key={workspace._id}>
              <PrivacySwitch
                label={workspace.name}
                description={SETTINGS_TEXTS.shareDashboard}
                checked={shared ?? true}
                disabled={!online || shared === undefined || sharing.saving.has(workspace._id)}
                onChange={(on) => sharing.setShared(workspace._id, on)}
              />
            </li>
          );
        })}
      </ul>
      {!online && <p className="offline-hint">{NEEDS_NETWORK}</p>}
    </div>
  );
}
