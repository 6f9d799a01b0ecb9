import { isManager } from '@habitat/domain';
import { ArrowLeft, Save } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../session/AuthProvider';
import { useSync } from '../../../sync/SyncProvider';
import { OfflineNote } from '../../../ui/OfflineNote';
import { usePageTitle } from '../../../ui/page-title';
import { useOnline } from '../../../ui/useOnline';
import { DangerZoneCard } from './DangerZoneCard';
import { GeneralSettingsCard } from './GeneralSettingsCard';
import { MemberManagementCard } from './MemberManagementCard';
import { PrivacySettingsCard } from './PrivacySettingsCard';
import { SupportSettingsCard } from './SupportSettingsCard';
import { SETTINGS_MESSAGES, useGroupSettings } from './useGroupSettings';
import '../groups-shared.css';
import './group-settings.css';

/**
 * Spec §2 Workspace settings: four cards in a responsive grid. General and privacy edits gather in
 * one draft saved by 'Save Settings' (admins and owners only, spec §6); member changes and the
 * danger zone act at once, each behind its own confirmation.
 */
export function GroupSettingsPage() {
  usePageTitle('Group settings');
  const { groupId = '' } = useParams();
  // Keyed by group: another group's settings start from loading, with a draft of their own.
  return <GroupSettings key={groupId} groupId={groupId} />;
}

function GroupSettings({ groupId }: { groupId: string }) {
  const { user } = useAuth();
  const online = useOnline();
  const navigate = useNavigate();
  const location = useLocation();
  const { state: syncState } = useSync();
  const state = useGroupSettings(groupId, user?._id);
  const { group, draft } = state;

  // Opened from a link or a reload there is no page to go back to: go to the group instead.
  const goBack = () => (location.key === 'default' ? navigate(`/app/groups/${groupId}`) : navigate(-1));

  if (state.loadError) {
    return (
      <section className="page workspace-settings">
        <div className="workspace-settings__status" role="alert">
          <h1 className="page__title">{SETTINGS_MESSAGES.loadFailed}</h1>
          <p className="workspace-settings__muted">{state.loadError}</p>
          <button type="button" className="button button--primary" onClick={goBack}>
            <ArrowLeft size={18} aria-hidden="true" /> Go Back
          </button>
        </div>
      </section>
    );
  }

  if (!group || !draft) {
    return (
      <section className="page workspace-settings">
        <h1 className="visually-hidden">Group settings</h1>
        <p className="workspace-settings__status" role="status">
          <span className="spinner" aria-hidden="true" /> Loading group settings...
        </p>
      </section>
    );
  }

  const role = group.currentUserRole;
  const canEdit = isManager(role);

  return (
    <section className="page workspace-settings">
      <header className="page__header workspace-settings__header">
        <button
          type="button"
          className="icon-button"
          aria-label={`Back to ${group.name}`}
          onClick={() => navigate(`/app/groups/${group._id}`)}
        >
          <ArrowLeft size={20} aria-hidden="true" />
        </button>
        <div className="workspace-settings__heading">
          <h1 className="page__title">Group settings</h1>
          <p className="workspace-settings__muted">{group.name}</p>
        </div>
        {canEdit && (
          <div className="workspace-settings__save">
            <button
              type="button"
              className="button button--primary"
              disabled={!state.dirty}
              onClick={() => void state.save()}
            >
              <Save size={18} aria-hidden="true" />
              Save Settings
            </button>
            <p className="workspace-settings__save-status" aria-live="polite">
              {state.dirty ? 'Unsaved changes' : ''}
            </p>
          </div>
        )}
      </header>
      {(syncState === 'offline' || syncState === 'error') && <OfflineNote asOf={state.pulledAt} />}
      {state.saveError && (
        <p className="group-error" role="alert">
          {state.saveError}
        </p>
      )}
      {!canEdit && (
        <p className="workspace-settings__notice">
          You can view these settings. Only admins and owners can change them.
        </p>
      )}
      <div className="workspace-settings__grid">
        <GeneralSettingsCard draft={draft} errors={state.errors} canEdit={canEdit} update={state.update} />
        <MemberManagementCard group={group} viewerRole={role} userId={user?._id} online={online} />
        <PrivacySettingsCard
          settings={draft.settings}
          canEdit={canEdit}
          updateSetting={state.updateSetting}
        />
        <SupportSettingsCard
          settings={draft.settings}
          canEdit={canEdit}
          updateSetting={state.updateSetting}
        />
        <DangerZoneCard group={group} viewerRole={role} viewerId={user?._id} online={online} />
      </div>
    </section>
  );
}

export { GroupSettingsPage as Component };
