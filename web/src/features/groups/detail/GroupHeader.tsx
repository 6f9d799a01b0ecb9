import type { Workspace } from '@habitat/protocol';
import { ArrowLeft, LogOut, Settings } from 'lucide-react';
import { useNavigate } from 'react-router';
import { groupTypeIcon } from '../list/group-type-icon';
import { NetworkActionButton } from '../NetworkActionButton';
import { groupDescription } from './group-detail-texts';

interface GroupHeaderProps {
  workspace: Workspace;
  onLeave(): void;
}

/** Spec §2 Group detail header: back, the group's icon, name and description, settings, and Leave. */
export function GroupHeader({ workspace, onLeave }: GroupHeaderProps) {
  const navigate = useNavigate();
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
        <NetworkActionButton className="button button--outline button--sm" onClick={onLeave}>
          <LogOut size={16} aria-hidden="true" /> Leave
        </NetworkActionButton>
      </div>
    </header>
  );
}
