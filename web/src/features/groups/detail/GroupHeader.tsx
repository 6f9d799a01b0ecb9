import type { Workspace } from '@habitat/protocol';
import { ArrowLeft, LogOut, Settings } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { groupTypeIcon } from '../list/group-type-icon';
import { NEEDS_NETWORK } from '../useOnline';
import { groupDescription } from './group-detail-texts';

interface GroupHeaderProps {
  workspace: Workspace;
  online: boolean;
  onLeave(): void;
}

/** Spec §2 Group detail header: back, the group's icon, name and description, settings, and Leave. */
export function GroupHeader({ workspace, online, onLeave }: GroupHeaderProps) {
  const navigate = useNavigate();
  const hintId = useId();
  const Icon = groupTypeIcon(workspace.type);
  return (
    <header className="group-header">
      <button
        type="button"
        className="icon-button"
        aria-label="Back to Groups"
        onClick={() => navigate('/app/groups')}
      >
        <ArrowLeft size={20} aria-hidden="true" />
      </button>
      <span className="group-header__icon" style={{ backgroundColor: workspace.color }}>
        <Icon size={24} aria-hidden="true" />
      </span>
      <div className="group-header__text">
        <h1 className="page__title group-header__name">{workspace.name}</h1>
        <p className="group-header__description">{groupDescription(workspace)}</p>
      </div>
      <div className="group-header__actions">
        <button
          type="button"
          className="icon-button"
          aria-label="Workspace settings"
          title="Workspace settings"
          onClick={() => navigate(`/app/groups/${encodeURIComponent(workspace._id)}/settings`)}
        >
          <Settings size={20} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="button button--outline button--sm"
          disabled={!online}
          title={online ? undefined : NEEDS_NETWORK}
          aria-describedby={online ? undefined : hintId}
          onClick={onLeave}
        >
          <LogOut size={16} aria-hidden="true" /> Leave
        </button>
        {!online && (
          <span id={hintId} className="group-detail__hint">
            {NEEDS_NETWORK}
          </span>
        )}
      </div>
    </header>
  );
}
