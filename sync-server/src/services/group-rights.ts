import { type GroupRole, hasRole } from '@habitat/domain';
import type { WorkspaceRow } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { Executor } from '../repositories/executor';
import type { GroupRepository } from '../repositories/group-repository';

/** Why a group refuses someone, by the role the action needs: the same words on every path. */
export const NOT_ALLOWED: Readonly<Record<GroupRole, string>> = {
  member: 'You are not a member of this group',
  admin: 'Only group admins and owners can do this',
  owner: 'Only the workspace owner can do this',
};

export interface GroupStanding {
  group: WorkspaceRow;
  role: GroupRole;
}

/**
 * The writer's standing in a group as it is inside the write's own transaction, after the group is
 * locked: a queued write is checked against the group as it stands when it arrives, not as it stood
 * when the device made it. A private group does not exist for someone outside it; a public one does
 * and refuses them. The routes check the same first (group-access.ts), for their answers' codes.
 */
export async function standingIn(
  groups: GroupRepository,
  trx: Executor,
  groupId: string,
  userId: string,
  needed: GroupRole,
): Promise<GroupStanding> {
  await groups.lockForChange(groupId, trx);
  const found = await groups.findWithRole(groupId, userId, trx);
  if (!found || (!found.role && !found.workspace.is_public)) throw notFound('Group not found');
  if (!found.role) throw forbidden(NOT_ALLOWED.member);
  if (!hasRole(found.role, needed)) throw forbidden(NOT_ALLOWED[needed]);
  return { group: found.workspace, role: found.role };
}
