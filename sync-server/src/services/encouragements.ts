import { ENCOURAGEMENT_MESSAGES, type EncouragementType } from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { EncouragementListRow, EncouragementRepository } from '../repositories/encouragement-repository';
import type { Executor } from '../repositories/executor';
import { groupAudience } from '../repositories/group-audience-repository';
import type { NotificationRepository } from '../repositories/notification-repository';
import { notifyUser } from '../repositories/sync-repository';

export interface EncouragementDraft {
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
  notifications: NotificationRepository;
}

/**
 * Sending an encouragement (spec §5, §7): sender and recipient must both be members of the group,
 * nobody encourages themselves, and a habit named in it must be one the recipient shares with the
 * group and accepts encouragements on ('Allow Encouragements').
 */
export function createEncouragementSender({ db, encouragements: repo, notifications }: EncouragementDeps) {
  return async function send(draft: EncouragementDraft): Promise<EncouragementListRow> {
    if (draft.fromUserId === draft.toUserId) throw badRequest(ENCOURAGEMENT_MESSAGES.notYourself);
    const message = draft.message.trim();
    if (message === '') throw badRequest(ENCOURAGEMENT_MESSAGES.required);
    return db.transaction().execute(async (trx) => {
      if (!(await groupAudience.bothMembers(trx, draft.workspaceId, draft.fromUserId, draft.toUserId))) {
        throw forbidden(ENCOURAGEMENT_MESSAGES.notShared);
      }
      if (draft.habitId) {
        const habit = await groupAudience.sharedHabit(trx, draft.workspaceId, draft.toUserId, draft.habitId);
        if (!habit) throw notFound('Habit not found');
        if (!habit.allow_interaction) throw forbidden(ENCOURAGEMENT_MESSAGES.interactionOff);
      }
      const id = await repo.create(trx, { ...draft, message });
      const habitName = draft.habitId ? await habitNameOf(trx, draft.habitId) : undefined;
      await notifications.add(trx, [
        {
          userId: draft.toUserId,
          type: 'encouragement_received',
          workspaceId: draft.workspaceId,
          actorId: draft.fromUserId,
          data: {
            memberName: await groupAudience.nameOf(trx, draft.fromUserId),
            message,
            encouragementId: id,
            ...(habitName ? { habitName } : {}),
          },
        },
      ]);
      await notifyUser(trx, draft.toUserId);
      const row = await repo.find(id, trx);
      if (!row) throw notFound('Encouragement not found');
      return row;
    });
  };
}

async function habitNameOf(trx: Executor, habitId: string): Promise<string | undefined> {
  const row = await trx.selectFrom('habits').select('name').where('id', '=', habitId).executeTakeFirst();
  return row?.name;
}

/**
 * The recipient answers an encouragement, once: the sender hears of it in their bell (while they
 * are still in the group), and their devices refresh the feed.
 */
export function createEncouragementReply({ db, encouragements: repo, notifications }: EncouragementDeps) {
  return async function reply(encouragement: EncouragementListRow, message: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (!(await repo.respond(encouragement.id, message, trx))) {
        throw conflict('You have already responded to this encouragement');
      }
      const { workspace_id: workspaceId, from_user_id: senderId, to_user_id: recipientId } = encouragement;
      if (await groupAudience.bothMembers(trx, workspaceId, senderId, recipientId)) {
        await notifications.add(trx, [
          {
            userId: senderId,
            type: 'encouragement_replied',
            workspaceId,
            actorId: recipientId,
            data: {
              memberName: await groupAudience.nameOf(trx, recipientId),
              message,
              encouragementId: encouragement.id,
            },
          },
        ]);
      }
      await notifyUser(trx, senderId);
    });
  };
}
