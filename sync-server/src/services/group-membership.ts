import { GROUP_MESSAGES, type GroupRole, successionOnLeave } from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { Executor } from '../repositories/executor';
import { type GroupRepository, type NewGroup, successionMember } from '../repositories/group-repository';
import type { JoinRequestRepository } from '../repositories/join-request-repository';
import type { GroupEffects } from './group-effects';
import { standingIn } from './group-rights';

export interface GroupMembershipDeps {
  db: Kysely<Database>;
  groups: GroupRepository;
  joinRequests: JoinRequestRepository;
  effects: GroupEffects;
}

/** Who acts on which member of which group. */
export interface MemberChange {
  groupId: string;
  actorId: string;
  memberId: string;
}

/**
 * Making a group, leaving it, and the owner's and admins' changes to its members (ARCHITECTURE §5).
 * Each is one transaction with its effects. Owner checks lock the owner rows first, so two owners
 * leaving or stepping down at once cannot leave the group with none.
 */
export function createGroupMembership({ db, groups, joinRequests, effects }: GroupMembershipDeps) {
  /** The owner's change of a member's role, checked against the group as it stands. */
  async function setRoleIn(trx: Executor, change: MemberChange, role: GroupRole): Promise<void> {
    await standingIn(groups, trx, change.groupId, change.actorId, 'owner');
    const owners = await groups.lockOwners(change.groupId, trx);
    const target = (await groups.findWithRole(change.groupId, change.memberId, trx))?.role;
    if (!target) throw notFound('Member not found');
    if (target === 'owner' && role !== 'owner' && owners.length === 1) {
      throw conflict('A group needs an owner. Make another member an owner first.');
    }
    await groups.setRole(change.groupId, change.memberId, role, trx);
    await groups.touch(change.groupId, trx);
  }

  /** An owner's or admin's removal of a member: never an owner, never oneself. */
  async function removeIn(trx: Executor, change: MemberChange): Promise<void> {
    await standingIn(groups, trx, change.groupId, change.actorId, 'admin');
    if (change.memberId === change.actorId) {
      throw badRequest('You cannot remove yourself. Use Leave group instead.');
    }
    const target = (await groups.findWithRole(change.groupId, change.memberId, trx))?.role;
    if (!target) throw notFound('Member not found');
    if (target === 'owner') throw forbidden('The group owner cannot be removed');
    await groups.removeMember(change.groupId, change.memberId, trx);
    await joinRequests.markRemoved(change.groupId, change.memberId, change.actorId, trx);
    await groups.touch(change.groupId, trx);
  }

  return {
    /** The group and its owner's membership, with the owner's badge and a refresh of their devices. */
    async create(group: NewGroup): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await groups.create(group, trx);
        await effects.memberJoined(trx, group.id, group.ownerId, false);
      });
    },

    /**
     * A member leaves. The group's last owner hands it on as they go (an admin, or the longest
     * member: the domain's `successionOnLeave`), so the group never waits on them; its only member
     * cannot leave it, only delete it.
     */
    async leave(groupId: string, userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // The group first, as every change to a group takes it (lockForChange), then its owners.
        await groups.lockForChange(groupId, trx);
        await groups.lockOwners(groupId, trx);
        const members = await groups.members(groupId, trx);
        const succession = successionOnLeave(members.map(successionMember), userId);
        if (succession.kind === 'alone') throw conflict(GROUP_MESSAGES.soleMember);
        if (succession.kind === 'handed') await groups.setRole(groupId, succession.to, 'owner', trx);
        await groups.removeMember(groupId, userId, trx);
        await groups.touch(groupId, trx);
      });
    },

    setRoleIn,
    removeIn,
    /** The owner gives a member another role; the last owner cannot step down. */
    setRole: (change: MemberChange, role: GroupRole) =>
      db.transaction().execute((trx) => setRoleIn(trx, change, role)),
    /** Removed, not left: the group's link no longer lets them back in; an invitation does. */
    remove: (change: MemberChange) => db.transaction().execute((trx) => removeIn(trx, change)),
  };
}

export type GroupMembership = ReturnType<typeof createGroupMembership>;
