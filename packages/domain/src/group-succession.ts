import type { GroupRole } from './groups';

/** One member as succession reads them: who, in which role, since when (ISO). */
export interface SuccessionMember {
  userId: string;
  role: GroupRole;
  joinedAt: string;
}

/**
 * What happens to a group's ownership when a member goes (leaving, or deleting their account):
 * - `kept`: they were not its last owner, so nothing changes hands;
 * - `handed`: its last owner goes and the group passes to `to`;
 * - `alone`: its last owner is its only member, so there is nobody to hand it to.
 */
export type Succession = { kind: 'kept' } | { kind: 'handed'; to: string } | { kind: 'alone' };

const ORDER: Record<GroupRole, number> = { owner: 0, admin: 1, member: 2 };

/**
 * Nothing waits on one person (issue 31): a group whose last owner goes passes to an admin, or,
 * with none, to the member who has been in it longest (ties by id, so every server and device
 * names the same one). The same rule when an owner leaves and when one deletes their account, and
 * on the device that tells the owner, before they leave, who will hold the group.
 */
export function successionOnLeave(members: readonly SuccessionMember[], leavingId: string): Succession {
  const leaving = members.find((member) => member.userId === leavingId);
  const others = members.filter((member) => member.userId !== leavingId);
  if (leaving?.role !== 'owner' || others.some((member) => member.role === 'owner')) return { kind: 'kept' };
  const [next] = [...others].sort(
    (a, b) =>
      ORDER[a.role] - ORDER[b.role] ||
      a.joinedAt.localeCompare(b.joinedAt) ||
      a.userId.localeCompare(b.userId),
  );
  return next ? { kind: 'handed', to: next.userId } : { kind: 'alone' };
}
