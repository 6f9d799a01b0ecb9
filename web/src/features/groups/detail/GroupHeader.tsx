import type { Workspace } from '@habitat/protocol';
import { ArrowLeft, Eye, LogOut, Settings, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { groupTypeIcon } from '../list/group-type-icon';
import { NetworkActionButton } from '../NetworkActionButton';
import { groupDescription } from './group-detail-texts';

interface GroupHeaderProps {
  group: Workspace;
  /** Shown to those who may invite: Invite is always one tap away for them (issue 27). */
  onInvite: (() => void) | null;
  onSharing(): void;
  /** Null for owners: their Leave is in the group's settings, under Danger Zone (issue 27). */
  onLeave: (() => void) | null;
}

/**
 * Spec §2 Group detail header: back, the group's icon, name and description, then the next steps:
 * Invite for those who may invite, what you share, settings, and Leave for members (an owner's
 * Leave is not offered first: it sits with Delete in the settings).
 */
export function GroupHeader({ group, onInvite, onSharing, onLeave }: GroupHeaderProps) {
  const navigate = useNavigate();
  const Icon = groupTypeIcon(group.type);
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
      <span className="group-header__icon" style={{ backgroundColor: group.color }}>
        <Icon size={24} aria-hidden="true" />
      </span>
      <div className="group-header__text">
        <h1 className="page__title group-header__name">{group.name}</h1>
        <p className="group-header__description">{groupDescription(group)}</p>
      </div>
      <div className="group-header__actions">
        {onInvite && (
          <NetworkActionButton className="button button--primary button--sm" onClick={onInvite}>
            <UserPlus size={16} aria-hidden="true" /> Invite
          </NetworkActionButton>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label="What you share"
          title="What you share"
          onClick={onSharing}
        >
          <Eye size={20} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Group settings"
          title="Group settings"
          onClick={() => navigate(`/app/groups/${encodeURIComponent(group._id)}/settings`)}
        >
          <Settings size={20} aria-hidden="true" />
        </button>
        {onLeave && (
          <NetworkActionButton className="button button--outline button--sm" onClick={onLeave}>
            <LogOut size={16} aria-hidden="true" /> Leave
          </NetworkActionButton>
        )}
      </div>
    </header>
  );
}
