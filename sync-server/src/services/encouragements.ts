import {
  CHEER,
  CHEER_LIMITS,
  CHEER_MESSAGES,
  ENCOURAGEMENT_MESSAGES,
  type EncouragementType,
} from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { EncouragementListRow, EncouragementRepository } from '../repositories/encouragement-repository';
import type { Executor } from '../repositories/executor';
import type { GroupAudienceRepository } from '../repositories/group-audience-repository';
import type { NotificationRepository } from '../repositories/notification-repository';
import type { SyncRepository } from '../repositories/sync-repository';
import type { Notifier } from './notifier';

export interface EncouragementDraft {
  /** Made by the device for a write it queued (issue 31); made here for a REST send. */
  id?: string;
  fromUserId: string;
  toUserId: string;
  workspaceId: string;
  habitId: string | null;
  type: EncouragementType;
  message: string;
  reaction: string | null;
}

export interface EncouragementDeps {
  db: Kysely<Database>;
  encouragements: EncouragementRepository;
  audience: GroupAudienceRepository;
  sync: SyncRepository;
  notifications: Notifier;
  /** The bell's rows, whose notices of an encouragement read are read with it. */
  notices: NotificationRepository;
}

/**
 * Encouragements written (spec §5, §7), each in the caller's transaction (`…In`, for a write a device
 * queued, issue 31) or in one of its own (REST). Sending: sender and recipient must both be members
 * of the group, nobody encourages themselves, and a habit named in it must be one the recipient
 * shares with the group and accepts encouragements on ('Allow Encouragements'). Answering: the
 * recipient, once; the sender hears of it in their bell while they are still in the group.
 */
export function createEncouragementWrites(deps: EncouragementDeps) {
  const { db, encouragements: repo, audience, sync, notifications } = deps;

  async function sendIn(trx: Executor, draft: EncouragementDraft): Promise<EncouragementListRow> {
    if (draft.fromUserId === draft.toUserId) throw badRequest(ENCOURAGEMENT_MESSAGES.notYourself);
    const message = draft.message.trim();
    if (message === '') throw badRequest(ENCOURAGEMENT_MESSAGES.required);
    {
      if (!(await audience.bothMembers(draft.workspaceId, draft.fromUserId, draft.toUserId, trx))) {
        throw forbidden(ENCOURAGEMENT_MESSAGES.notShared);
      }
      let habitName: string | undefined;
      if (draft.habitId) {
        const habit = await audience.sharedHabit(draft.workspaceId, draft.toUserId, draft.habitId, trx);
        if (!habit) throw notFound('Habit not found');
        if (!habit.allow_interaction) throw forbidden(ENCOURAGEMENT_MESSAGES.interactionOff);
        habitName = habit.name;
      }
      const id = await repo.create({ ...draft, message }, trx);
      if (id === null) throw conflict('This encouragement was sent already');
      await notifications.add(trx, [
        {
          userId: draft.toUserId,
          type: 'encouragement_received',
          workspaceId: draft.workspaceId,
          actorId: draft.fromUserId,
          data: {
            memberName: await audience.nameOf(draft.fromUserId, trx),
            message,
            encouragementId: id,
            ...(habitName ? { habitName } : {}),
          },
        },
      ]);
      await sync.notifyUser(draft.toUserId, trx);
      const row = await repo.find(id, trx);
      if (!row) throw notFound('Encouragement not found');
      return row;
    }
  }

  /**
   * A cheer (issue 31): an encouragement about a member's habit still open today, sent with one tap,
   * within the sender's limits. The habit must be one the group sees and that takes encouragements (sendIn).
   */
  async function cheerIn(
    trx: Executor,
    cheer: { id: string; fromUserId: string; toUserId: string; workspaceId: string; habitId: string },
  ): Promise<void> {
    // Membership first: someone outside the group learns nothing of its members' habits.
    if (!(await audience.bothMembers(cheer.workspaceId, cheer.fromUserId, cheer.toUserId, trx)))
      throw forbidden(ENCOURAGEMENT_MESSAGES.notShared);
    const habit = await audience.sharedHabit(cheer.workspaceId, cheer.toUserId, cheer.habitId, trx);
    if (!habit) throw notFound('Habit not found');
    const { windowHours, perHabit, perSender } = CHEER_LIMITS;
    const about = { toUserId: cheer.toUserId, habitId: cheer.habitId };
    if ((await repo.sentLately(cheer.fromUserId, windowHours, about, trx)) >= perHabit)
      throw conflict(CHEER_MESSAGES.again(await audience.nameOf(cheer.toUserId, trx), habit.name));
    if ((await repo.sentLately(cheer.fromUserId, windowHours, null, trx)) >= perSender)
      throw conflict(CHEER_MESSAGES.tooMany);
    await sendIn(trx, { ...cheer, type: CHEER.type, message: CHEER.message, reaction: CHEER.reaction });
  }

  /** Reading an encouragement in the feed also reads its notification: the bell agrees with the feed. */
  async function markReadIn(trx: Executor, userId: string, ids: readonly string[]): Promise<number> {
    const updated = await repo.markRead(userId, ids, trx);
    await deps.notices.markReadAbout(userId, 'encouragementId', ids, trx);
    return updated;
  }

  async function replyIn(trx: Executor, encouragement: EncouragementListRow, message: string): Promise<void> {
    {
      if (!(await repo.respond(encouragement.id, message, trx))) {
        throw conflict('You have already responded to this encouragement');
      }
      const { workspace_id: groupId, from_user_id: senderId, to_user_id: recipientId } = encouragement;
      if (await audience.bothMembers(groupId, senderId, recipientId, trx)) {
        await notifications.add(trx, [
          {
            userId: senderId,
            type: 'encouragement_replied',
            workspaceId: groupId,
            actorId: recipientId,
            data: {
              memberName: await audience.nameOf(recipientId, trx),
              message,
              encouragementId: encouragement.id,
            },
          },
        ]);
      }
      await sync.notifyUser(senderId, trx);
    }
  }

  return {
    sendIn,
    cheerIn,
    send: (draft: EncouragementDraft) => db.transaction().execute((trx) => sendIn(trx, draft)),
    replyIn,
    reply: (encouragement: EncouragementListRow, message: string) =>
      db.transaction().execute((trx) => replyIn(trx, encouragement, message)),
    markReadIn,
    markRead: (userId: string, ids: readonly string[]) =>
      db.transaction().execute((trx) => markReadIn(trx, userId, ids)),
  };
}

export type EncouragementWrites = ReturnType<typeof createEncouragementWrites>;
