import { GROUP_ROLES, type GroupRole, isManager } from '@habitat/domain';
import type { SentInvitation, WorkspaceMember } from '@habitat/protocol';

/**
 * Which member controls a role may see. The server enforces the same rules (ARCHITECTURE §5): only
 * the owner changes roles; admins and owners remove members but never an owner; nobody acts on
 * themselves here (leaving has its own flow). Hiding what the server would refuse keeps the screen
 * honest instead of offering buttons that only fail.
 */

/** The roles an owner can give, in the order the role select lists them. */
export const ROLE_OPTIONS = GROUP_ROLES;

function isSelf(member: WorkspaceMember, userId: string | undefined): boolean {
  return member.userId._id === userId;
}

export function canChangeRole(
  viewerRole: GroupRole,
  member: WorkspaceMember,
  userId: string | undefined,
): boolean {
  return viewerRole === 'owner' && !isSelf(member, userId);
}

export function canRemoveMember(
  viewerRole: GroupRole,
  member: WorkspaceMember,
  userId: string | undefined,
): boolean {
  return isManager(viewerRole) && member.role !== 'owner' && !isSelf(member, userId);
}

/** Pending invitations carry email addresses: only the people who can send or cancel them see them. */
export function canSeeInvitations(viewerRole: GroupRole): boolean {
  return isManager(viewerRole);
}

/** 'Expires Nov 22, 2025': invitations last 7 days, so the day matters more than the time. */
export function expiryText(invitation: Pick<SentInvitation, 'expiresAt'>): string {
  const date = new Date(invitation.expiresAt);
  if (Number.isNaN(date.getTime())) return 'Expiry unknown';
  return `Expires ${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
}
