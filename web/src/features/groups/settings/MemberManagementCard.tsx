import type { GroupRole } from '@habitat/domain';
import type { Workspace, WorkspaceMember } from '@habitat/protocol';
import { UserMinus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { removeMember, updateMemberRole } from '../../../api/groups-api';
import { Avatar } from '../../../ui/Avatar';
import { counted } from '../../../ui/counted';
import { initialOf, ROLE_LABELS, sortMembers } from '../../../ui/member-display';
import { useToast } from '../../../ui/toast/ToastProvider';
import { NEEDS_NETWORK } from '../../../ui/useOnline';
import { ConfirmDialog } from '../ConfirmDialog';
import { useLocalGroup } from '../data/useLocalGroup';
import { GroupLink } from './GroupLink';
import { JoinRequests } from './JoinRequests';
import { canChangeRole, canRemoveMember, canSeeInvitations, ROLE_OPTIONS } from './member-rules';
import { PendingInvitations } from './PendingInvitations';
import { SettingsCard } from './SettingsCard';

interface MemberManagementCardProps {
  group: Workspace;
  viewerRole: GroupRole;
  userId: string | undefined;
  online: boolean;
  /** Called after a role change or removal so the screen (and the lists elsewhere) reload. */
  onChanged(): Promise<void>;
}

type Pending =
  | { kind: 'role'; member: WorkspaceMember; role: GroupRole }
  | { kind: 'remove'; member: WorkspaceMember };

/**
 * Spec §2 Workspace settings, Member Management. Role changes and removals act at once (they are not
 * part of the settings draft); granting ownership and removing someone are confirmed first.
 */
export function MemberManagementCard({
  group,
  viewerRole,
  userId,
  online,
  onChanged,
}: MemberManagementCardProps) {
  const toast = useToast();
  const hintId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  // The member being acted on, and the role being given, shown in the select until the reload lands.
  const [busy, setBusy] = useState<{ id: string; role?: GroupRole } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  // The device's copy of the group when it holds one (issue 31): someone let in from a request
  // shows at once, offline too; the settings copy otherwise.
  const local = useLocalGroup(group._id, userId);
  const members = sortMembers(local?.held ? local.local.group.members : group.members);
  const offlineReason = online ? undefined : NEEDS_NETWORK;
  const offlineHint = online ? undefined : hintId;
  const hasActions = members.some(
    (member) => canChangeRole(viewerRole, member, userId) || canRemoveMember(viewerRole, member, userId),
  );

  const changeRole = async (member: WorkspaceMember, role: GroupRole, confirmed: boolean) => {
    setBusy({ id: member.userId._id, role });
    try {
      await updateMemberRole(group._id, member.userId._id, role);
      setPending(null);
      await onChanged();
    } catch (error) {
      if (confirmed) setDialogError((error as Error).message);
      else toast.error(`Failed to update role: ${(error as Error).message}`);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (member: WorkspaceMember) => {
    setBusy({ id: member.userId._id });
    try {
      await removeMember(group._id, member.userId._id);
      setPending(null);
      await onChanged();
    } catch (error) {
      setDialogError((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const onRoleSelect = (member: WorkspaceMember, role: GroupRole) => {
    if (role === member.role) return;
    setDialogError(null);
    // Ownership is the one grant that gives away control of the group: ask first.
    if (role === 'owner') setPending({ kind: 'role', member, role });
    else void changeRole(member, role, false);
  };

  const closeDialog = () => {
    setPending(null);
    setDialogError(null);
  };

  return (
    <SettingsCard title="Member Management" icon={Users}>
      <p className="workspace-settings__muted">{counted(members.length, 'member', 'members')}</p>
      <ul className="member-list workspace-settings__people">
        {members.map((member) => {
          const self = member.userId._id === userId;
          const name = member.userId.name || member.userId.email;
          const memberBusy = busy?.id === member.userId._id;
          return (
            <li key={member.userId._id} className="member-row">
              <Avatar
                user={member.userId}
                fallback={initialOf(member.userId)}
                className="member-row__avatar"
              />
              <span className="member-row__text">
                <span className="member-row__name">
                  {name}
                  {self && <span className="member-row__you"> (You)</span>}
                </span>
                <span className="member-row__detail">{member.userId.email}</span>
              </span>
              {canChangeRole(viewerRole, member, userId) ? (
                <select
                  className="input workspace-settings__role-select"
                  aria-label={`Role for ${name}`}
                  value={(memberBusy && busy?.role) || member.role}
                  disabled={!online || memberBusy}
                  title={offlineReason}
                  aria-describedby={offlineHint}
                  onChange={(event) => onRoleSelect(member, event.target.value as GroupRole)}
                >
                  {ROLE_OPTIONS.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
              ) : (
                <span className={`member-row__role member-row__role--${member.role}`}>
                  {ROLE_LABELS[member.role]}
                </span>
              )}
              {canRemoveMember(viewerRole, member, userId) && (
                <button
                  type="button"
                  className="icon-button workspace-settings__remove"
                  aria-label={`Remove ${name}`}
                  title={offlineReason ?? `Remove ${name}`}
                  aria-describedby={offlineHint}
                  disabled={!online || memberBusy}
                  onClick={() => {
                    setDialogError(null);
                    setPending({ kind: 'remove', member });
                  }}
                >
                  <UserMinus size={18} aria-hidden="true" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {hasActions && !online && (
        <p id={hintId} className="workspace-settings__hint">
          {NEEDS_NETWORK}
        </p>
      )}
      {canSeeInvitations(viewerRole) && (
        <>
          <GroupLink groupId={group._id} settings={group.settings} />
          <JoinRequests groupId={group._id} isPublic={group.settings.isPublic} onAccepted={onChanged} />
          <PendingInvitations groupId={group._id} online={online} />
        </>
      )}

      {pending?.kind === 'remove' && (
        <ConfirmDialog
          title="Remove Member"
          confirmLabel="Remove Member"
          busyLabel="Removing..."
          busy={busy !== null}
          error={dialogError}
          disabledReason={offlineReason ?? null}
          onConfirm={() => void remove(pending.member)}
          onClose={closeDialog}
        >
          <p>
            Remove <strong>{pending.member.userId.name}</strong> from {group.name}?
          </p>
          <p className="confirm-dialog__muted">
            They lose access to the group at once. To come back they will need a new invitation.
          </p>
        </ConfirmDialog>
      )}
      {pending?.kind === 'role' && (
        <ConfirmDialog
          title="Make Owner"
          confirmLabel="Make Owner"
          busyLabel="Updating..."
          tone="primary"
          busy={busy !== null}
          error={dialogError}
          disabledReason={offlineReason ?? null}
          onConfirm={() => void changeRole(pending.member, pending.role, true)}
          onClose={closeDialog}
        >
          <p>
            Make <strong>{pending.member.userId.name}</strong> an owner of {group.name}?
          </p>
          <p className="confirm-dialog__muted">
            Owners have full control: they change roles, remove members and can delete the workspace.
          </p>
        </ConfirmDialog>
      )}
    </SettingsCard>
  );
}
