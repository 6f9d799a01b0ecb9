import type { GroupRole } from '@habitat/domain';
import type { Workspace, WorkspaceMember } from '@habitat/protocol';
import { UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { mutateLocal } from '../../../data/mutations';
import { useSync } from '../../../sync/SyncProvider';
import { Avatar } from '../../../ui/Avatar';
import { counted } from '../../../ui/counted';
import { initialOf, ROLE_LABELS, sortMembers } from '../../../ui/member-display';
import { useToast } from '../../../ui/toast/ToastProvider';
import { ConfirmDialog } from '../ConfirmDialog';
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
}

type Pending =
  | { kind: 'role'; member: WorkspaceMember; role: GroupRole }
  | { kind: 'remove'; member: WorkspaceMember };

/**
 * Spec §2 Workspace settings, Member Management. Role changes and removals act at once (they are not
 * part of the settings draft); granting ownership and removing someone are confirmed first.
 */
export function MemberManagementCard({ group, viewerRole, userId, online }: MemberManagementCardProps) {
  const toast = useToast();
  const { syncNow } = useSync();
  const [pending, setPending] = useState<Pending | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const members = sortMembers(group.members);

  /**
   * Written on this device and queued (issue 31); the server checks it against the group as it
   * stands when it arrives, and a refusal comes back through the sync by name and reason.
   */
  const write = async (change: () => Promise<unknown>, confirmed: boolean, failed: string) => {
    try {
      await change();
    } catch (error) {
      if (confirmed) setDialogError((error as Error).message);
      else toast.error(`${failed}: ${(error as Error).message}`);
      return;
    }
    setPending(null);
    syncNow();
  };

  const changeRole = (member: WorkspaceMember, role: GroupRole, confirmed: boolean) =>
    write(
      () => mutateLocal('member.setRole', { workspaceId: group._id, memberId: member.userId._id, role }),
      confirmed,
      'Failed to update role',
    );

  const remove = (member: WorkspaceMember) =>
    write(
      () => mutateLocal('member.remove', { workspaceId: group._id, memberId: member.userId._id }),
      true,
      'Failed to remove member',
    );

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
                  value={member.role}
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
                  title={`Remove ${name}`}
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
      {canSeeInvitations(viewerRole) && (
        <>
          <GroupLink groupId={group._id} settings={group.settings} />
          <JoinRequests groupId={group._id} isPublic={group.settings.isPublic} />
          <PendingInvitations groupId={group._id} online={online} />
        </>
      )}

      {pending?.kind === 'remove' && (
        <ConfirmDialog
          title="Remove Member"
          confirmLabel="Remove Member"
          error={dialogError}
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
          tone="primary"
          error={dialogError}
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
