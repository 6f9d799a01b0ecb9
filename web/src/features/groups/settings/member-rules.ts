import { isManager, WORKSPACE_ROLES, type WorkspaceRole } from '@habitat/domain';
import type { SentInvitation, WorkspaceMember } from '@habitat/protocol';

/**
 * Which member controls a role may see. The server enforces the same rules (ARCHITECTURE §5): only
 * the owner changes roles; admins and owners remove members but never an owner; nobody acts on
 * themselves here (leaving has its own flow). Hiding what the server would refuse keeps the screen
 * honest instead of offering buttons that only fail.
 */
export const ROLE_LABELS: Readonly<Record<WorkspaceRole, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

export const ROLE_OPTIONS = WORKSPACE_ROLES;

function isSelf(member: WorkspaceMember, userId: string | undefined): boolean {
  return member.userId._id === userId;
}

export function canChangeRole(
  viewerRole: WorkspaceRole,
  member: WorkspaceMember,
  userId: string | undefined,
): boolean {
  return viewerRole === 'owner' && !isSelf(member, userId);
}

export function canRemoveMember(
  viewerRole: WorkspaceRole,
  member: WorkspaceMember,
  userId: string | undefined,
): boolean {
  return isManager(viewerRole) && member.role !== 'owner' && !isSelf(member, userId);
}

/** Pending invitations carry email addresses: only the people who can send or cancel them see them. */
export function canSeeInvitations(viewerRole: WorkspaceRole): boolean {
  return isManager(viewerRole);
}

const ROLE_ORDER: Readonly<Record<WorkspaceRole, number>> = { owner: 0, admin: 1, member: 2 };

/** Owners first, then admins, then members, each by name; the list reads like an org chart. */
export function sortMembers(members: readonly WorkspaceMember[]): WorkspaceMember[] {
  return [...members].sort(
    (a, b) =>
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
      a.userId.name.localeCompare(b.userId.name, undefined, { sensitivity: 'base' }),
  );
}

/** 'Role updated: Ana is now an admin' (the toast after a role change). */
export function roleUpdatedMessage(name: string, role: WorkspaceRole): string {
  const article = role === 'member' ? 'a' : 'an';
  return `Role updated: ${name} is now ${article} ${role}`;
}

/** 'Expires Nov 22, 2025': invitations last 7 days, so the day matters more than the time. */
export function expiryText(invitation: Pick<SentInvitation, 'expiresAt'>): string {
  const date = new Date(invitation.expiresAt);
  if (Number.isNaN(date.getTime())) return 'Expiry unknown';
  return `Expires ${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

/** The avatar fallback: the first letter of the name, or of the email when the name is blank. */
export function initialOf(member: WorkspaceMember): string {
  const source = member.userId.name.trim() || member.userId.email;
  return (source[0] ?? '?').toUpperCase();
}
