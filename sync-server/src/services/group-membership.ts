import { GROUP_MESSAGES, type GroupRole } from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { GroupRepository, NewGroup } from '../repositories/group-repository';
import type { JoinRequestRepository } from '../repositories/join-request-repository';
import type { GroupEffects } from './group-effects';

export interface GroupMembershipDeps {
  db: Kysely<Database>;
  groups: GroupRepository;
  joinRequests: JoinRequestRepository;
  effects: GroupEffects;
}

/**
 * Making a group, leaving it, and the owner's and admins' changes to its members (ARCHITECTURE §5).
 * Each is one transaction with its effects. Owner checks lock the owner rows first, so two owners
 * leaving or stepping down at once cannot leave the group with none.
 */
export function createGroupMembership({ db, groups, joinRequests, effects }: GroupMembershipDeps) {
  return {
    /** The group and its owner's membership, with the owner's badge and a refresh of their devices. */
    async create(group: NewGroup): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await groups.create(group, trx);
        await effects.memberJoined(trx, group.id, group.ownerId, false);
      });
    },

    /** A member leaves; a sole owner cannot. */
    async leave(groupId: string, userId: string, role: GroupRole): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (role === 'owner') {
          const owners = await groups.lockOwners(groupId, trx);
          if (owners.filter((owner) => owner !== userId).length === 0)
            throw conflict(GROUP_MESSAGES.soleOwner);
        }
        await groups.removeMember(groupId, userId, trx);
        await groups.touch(groupId, trx);
      });
    },

    /** The owner gives a member another role; the last owner cannot step down. */
    async setRole(groupId: string, memberId: string, role: GroupRole): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const owners = await groups.lockOwners(groupId, trx);
        const members = await groups.members(groupId, trx);
        const target = members.find((m) => m.user_id === memberId);
        if (!target) throw notFound('Member not found');
        if (target.role === 'owner' && role !== 'owner' && owners.length === 1) {
          throw conflict('A group needs an owner. Make another member an owner first.');
        }
        await groups.setRole(groupId, memberId, role, trx);
        await groups.touch(groupId, trx);
      });
    },

    /** Removed, not left: the group's link no longer lets them back in; an invitation does. */
    async remove(groupId: string, memberId: string, removedBy: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await groups.removeMember(groupId, memberId, trx);
        await joinRequests.markRemoved(groupId, memberId, removedBy, trx);
        await groups.touch(groupId, trx);
      });
    },
  };
}

export type GroupMembership = ReturnType<typeof createGroupMembership>;
