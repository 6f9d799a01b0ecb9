import {
  declinedMessage,
  JOIN_MESSAGES,
  JOIN_REQUEST_PENDING_MAX,
  JOIN_REQUESTS_PER_GROUP_PER_DAY,
  type JoinChoice,
  type JoinPolicy,
  joinAction,
  joinPolicy,
  joinRequestWindowStart,
  requestAnsweredMessage,
  uuidv7,
} from '@habitat/domain';
import type { DashboardPermissions, JoinRequest, WorkspacePreview } from '@habitat/protocol';
import type { Kysely } from 'kysely';
import type { Database, JoinRequestRow, WorkspaceRow } from '../db/schema';
import { toJoinRequestDto } from '../dto/group-dto';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../errors';
import type { Executor } from '../repositories/executor';
import type { GroupAudienceRepository } from '../repositories/group-audience-repository';
import { contradictorySharing, type GroupRepository, settingsOf } from '../repositories/group-repository';
import type { JoinRequestRepository } from '../repositories/join-request-repository';
import type { SyncRepository } from '../repositories/sync-repository';
import type { GroupEffects } from './group-effects';
import type { Notifier } from './notifier';

/**
 * Joining a group through its link (issue 16), by the domain's `joinPolicy` and `joinAction`: the
 * preview a signed-in person sees, joining at once or asking, and the owners' and admins' answer.
 * Every change runs in one transaction with its notifications, so a request and the news of it
 * commit together, and the pokes reach devices only once they have.
 */

export type JoinOutcome =
  | { outcome: 'joined'; workspace: WorkspaceRow }
  | { outcome: 'requested'; workspace: WorkspaceRow; request: JoinRequestRow; fresh: boolean };

const tooMany = (message: string) => new HttpError(429, message);

export interface GroupJoiningDeps {
  db: Kysely<Database>;
  groups: GroupRepository;
  joinRequests: JoinRequestRepository;
  audience: GroupAudienceRepository;
  sync: SyncRepository;
  notifications: Notifier;
  effects: GroupEffects;
}

export function createGroupJoining({
  db,
  groups,
  joinRequests: requests,
  audience,
  sync,
  notifications,
  effects,
}: GroupJoiningDeps) {
  /**
   * The group as the link shows it to `userId`, with its policy and what it offers them. A group
   * that does not exist, or is private and not theirs (nor asked to join by them), is not found.
   */
  async function situation(groupId: string, userId: string, now: Date, trx: Executor) {
    const found = await groups.findWithRole(groupId, userId, trx);
    if (!found) throw notFound('Group not found');
    const policy: JoinPolicy = joinPolicy(settingsOf(found.workspace));
    const [pending, lastDeclinedAt, removed] = await Promise.all([
      requests.pending(groupId, userId, trx),
      requests.lastDeclinedAt(groupId, userId, trx),
      requests.isRemoved(groupId, userId, trx),
    ]);
    // A group that turned private since someone asked still shows them their waiting request, so
    // they can withdraw it; to everyone else outside it does not exist.
    if (!found.role && !policy.preview && !pending) throw notFound('Group not found');
    const choice: JoinChoice = joinAction(
      policy,
      { member: found.role !== undefined, removed, pending: pending !== undefined, lastDeclinedAt },
      now,
    );
    return { workspace: found.workspace, role: found.role, policy, pending, choice };
  }

  /** The owners and admins hear that someone asked; their devices refresh the list. */
  async function announceRequest(trx: Executor, groupId: string, userId: string) {
    const managers = await audience.recipients(groupId, userId, 'managers', null, trx);
    const memberName = await audience.nameOf(userId, trx);
    await notifications.add(
      trx,
      managers.map((recipient) => ({
        userId: recipient,
        type: 'join_requested' as const,
        workspaceId: groupId,
        actorId: userId,
        data: { memberName },
      })),
    );
    for (const manager of managers) await sync.notifyUser(manager, trx);
  }

  /** The requester hears the answer. Sent by "the group", not by the admin who gave it. */
  async function announceAnswer(
    trx: Executor,
    groupId: string,
    userId: string,
    type: 'join_approved' | 'join_declined',
  ) {
    await notifications.add(trx, [{ userId, type, workspaceId: groupId, data: {} }]);
    await sync.notifyUser(userId, trx);
  }

  /**
   * A request that stopped waiting (answered or withdrawn) leaves the bells of the owners and admins
   * who have not opened it yet, and their open lists refresh.
   */
  async function settleNotices(trx: Executor, groupId: string, userId: string) {
    await requests.retractUnreadNotices(groupId, userId, trx);
    for (const manager of await audience.recipients(groupId, userId, 'managers', null, trx))
      await sync.notifyUser(manager, trx);
  }

  /** Why a request that is no longer waiting cannot be answered (or that there is none). */
  async function notWaiting(trx: Executor, groupId: string, requestId: string): Promise<never> {
    const existing = await requests.find(groupId, requestId, trx);
    if (!existing || existing.status === 'pending') throw notFound(JOIN_MESSAGES.requestNotFound);
    throw conflict(requestAnsweredMessage(existing.status));
  }

  const answerIn = async (
    trx: Executor,
    answer: { groupId: string; requestId: string; adminId: string; verb: 'accept' | 'decline' },
    now: Date,
  ): Promise<JoinRequestRow> => {
    const { groupId, requestId, adminId, verb } = answer;
    const status = verb === 'accept' ? 'accepted' : 'declined';
    await groups.lockForChange(groupId, trx);
    const row = await requests.decide({ workspaceId: groupId, requestId }, status, adminId, now, trx);
    if (!row) return notWaiting(trx, groupId, requestId);
    if (verb === 'accept') {
      const added = await groups.addMember(groupId, row.user_id, 'member', trx);
      // An admin letting someone in answers any earlier removal, as an invitation does.
      await requests.clearRemoved(groupId, row.user_id, trx);
      await effects.memberJoined(trx, groupId, row.user_id, added);
      await announceAnswer(trx, groupId, row.user_id, 'join_approved');
    } else {
      await announceAnswer(trx, groupId, row.user_id, 'join_declined');
    }
    await settleNotices(trx, groupId, row.user_id);
    if (verb === 'accept') await groups.touch(groupId, trx);
    return row;
  };

  return {
    async preview(groupId: string, userId: string, now: Date): Promise<WorkspacePreview> {
      const { workspace: group, policy, pending, choice } = await situation(groupId, userId, now, db);
      const [memberCount, habits] = await Promise.all([
        groups.memberCount(groupId),
        policy.previewHabits ? groups.habits(groupId) : Promise.resolve(null),
      ]);
      return {
        _id: group.id,
        name: group.name,
        description: group.description,
        type: group.type,
        color: group.color,
        memberCount,
        habits: habits?.map((h) => ({ _id: h.id, name: h.name, icon: h.icon, color: h.color })) ?? null,
        linkJoin: policy.linkJoin,
        action: choice.action,
        retryAt: choice.retryAt?.toISOString() ?? null,
        request: pending ? { _id: pending.id, createdAt: pending.created_at.toISOString() } : null,
      };
    },

    /**
     * Joins at once or asks, as the group's policy says. The person's row is locked first, so two
     * clicks (or two devices) at once make one membership or one request, and the limits hold.
     */
    /**
     * Joins at once or asks, by the group's policy. `sharing` is what the person chose to share,
     * stored with a join made at once (issue 27); a request stores nothing, and the person is asked
     * on the group's page once they are let in. Without it they share nothing.
     */
    join(groupId: string, userId: string, now: Date, sharing?: DashboardPermissions): Promise<JoinOutcome> {
      const contradiction = sharing && contradictorySharing(sharing);
      if (contradiction) return Promise.reject(badRequest(contradiction));
      return db.transaction().execute(async (trx) => {
        await requests.lockPerson(userId, trx);
        const { workspace: group, pending, choice } = await situation(groupId, userId, now, trx);
        switch (choice.action) {
          case 'member':
            throw conflict(JOIN_MESSAGES.alreadyMember);
          case 'closed':
            throw notFound('Group not found');
          case 'removed':
            throw forbidden(JOIN_MESSAGES.removed);
          case 'declined':
            throw conflict(declinedMessage(choice.retryAt ?? now));
          case 'pending':
            if (!pending) throw new Error('A pending choice without a pending request');
            return { outcome: 'requested', workspace: group, request: pending, fresh: false };
          case 'join': {
            const added = await groups.addMember(groupId, userId, 'member', trx);
            if (added && sharing) await groups.setSharing(groupId, userId, sharing, now, trx);
            await requests.closeOnJoin(groupId, userId, now, trx);
            await effects.memberJoined(trx, groupId, userId, added);
            await groups.touch(groupId, trx);
            return { outcome: 'joined', workspace: group };
          }
          case 'request': {
            const counts = await requests.counts(userId, groupId, joinRequestWindowStart(now), trx);
            if (counts.recentToGroup >= JOIN_REQUESTS_PER_GROUP_PER_DAY)
              throw tooMany(JOIN_MESSAGES.tooOften);
            if (counts.pending >= JOIN_REQUEST_PENDING_MAX) throw tooMany(JOIN_MESSAGES.tooManyPending);
            const { row, fresh } = await requests.insertPending(
              { id: uuidv7(now.getTime()), workspaceId: groupId, userId, at: now },
              trx,
            );
            if (fresh) await announceRequest(trx, groupId, userId);
            return { outcome: 'requested', workspace: group, request: row, fresh };
          }
        }
      });
    },

    /**
     * The requester withdraws their waiting request; the admins' unread news of it goes too. Someone
     * with nothing to cancel in a private group they are not in learns nothing of it (404 as for no
     * group at all); a request, even to a group that has since turned private, can always be withdrawn.
     */
    cancel(groupId: string, userId: string, now: Date): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const cancelled = await requests.cancelOwn(groupId, userId, now, trx);
        if (cancelled) {
          await settleNotices(trx, groupId, userId);
          return;
        }
        // Nothing waiting: say why, as things stand now (an accept may just have won).
        const found = await groups.findWithRole(groupId, userId, trx);
        if (found?.role) throw conflict(JOIN_MESSAGES.alreadyMember);
        const latest = found ? await requests.latest(groupId, userId, trx) : undefined;
        if (latest?.status === 'declined') throw conflict(requestAnsweredMessage('declined'));
        const visible = found?.workspace.is_public === true;
        throw notFound(visible ? JOIN_MESSAGES.noPendingRequest : 'Group not found');
      });
    },

    async listPending(groupId: string): Promise<JoinRequest[]> {
      const rows = await requests.listPending(groupId);
      return rows.map(toJoinRequestDto);
    },

    /**
     * An owner or admin lets the person in. The request turns accepted only from pending, in the
     * same transaction as the membership: a second accept, or a decline or cancel at the same
     * moment, finds it answered and changes nothing. Someone who left before is welcome back.
     */
    /**
     * An owner or admin answers a request, in the caller's transaction (a write a device queued,
     * issue 31) or in one of its own (REST). Accepting: the request turns accepted only from
     * pending, in the same transaction as the membership, so a second accept, or a decline or
     * cancel at the same moment, finds it answered and changes nothing. Someone who left before is
     * welcome back.
     */
    answerIn,
    accept(groupId: string, requestId: string, adminId: string, now: Date): Promise<JoinRequestRow> {
      return db
        .transaction()
        .execute((trx) => answerIn(trx, { groupId, requestId, adminId, verb: 'accept' }, now));
    },
    decline(groupId: string, requestId: string, adminId: string, now: Date): Promise<JoinRequestRow> {
      return db
        .transaction()
        .execute((trx) => answerIn(trx, { groupId, requestId, adminId, verb: 'decline' }, now));
    },
  };
}

export type GroupJoining = ReturnType<typeof createGroupJoining>;
