import type { GroupRole } from '@habitat/domain';
import type { WorkspaceMember } from '@habitat/protocol';

/** How a member is shown wherever the groups screens list people: role words, order and avatar letter. */

export const ROLE_LABELS: Readonly<Record<GroupRole, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

const ROLE_ORDER: Readonly<Record<GroupRole, number>> = { owner: 0, admin: 1, member: 2 };

/** Owners first, then admins, then members, each by name; the list reads like an org chart. */
export function sortMembers(members: readonly WorkspaceMember[]): WorkspaceMember[] {
  return [...members].sort(
    (a, b) =>
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
      a.userId.name.localeCompare(b.userId.name, undefined, { sensitivity: 'base' }),
  );
}

/** The avatar fallback: the first letter of the name, or of the email when the name is blank. */
export function initialOf(person: { name: string; email: string }): string {
  const source = person.name.trim() || person.email.trim();
  return (source[0] ?? '?').toUpperCase();
}
