import { ENCOURAGEMENT_MESSAGES, type EncouragementType } from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { EncouragementListRow, EncouragementRepository } from '../repositories/encouragement-repository';
import type { GroupAudienceRepository } from '../repositories/group-audience-repository';
import type { SyncRepository } from '../repositories/sync-repository';
import type { Notifier } from './notifier';

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
  audience: GroupAudienceRepository;
  sync: SyncRepository;
  notifications: Notifier;
}

/**
 * Sending an encouragement (spec §5, §7): sender and recipient must both be members of the group,
 * nobody encourages themselves, and a habit named in it must be one the recipient shares with the
 * group and accepts encouragements on ('Allow Encouragements').
 */
export function createEncouragementSender({
  db,
  encouragements: repo,
  audience,
  sync,
  notifications,
}: EncouragementDeps) {
  return async function send(draft: EncouragementDraft): Promise<EncouragementListRow> {
    if (draft.fromUserId === draft.toUserId) throw badRequest(ENCOURAGEMENT_MESSAGES.notYourself);
    const message = draft.message.trim();
    if (message === '') throw badRequest(ENCOURAGEMENT_MESSAGES.required);
    return db.transaction().execute(async (trx) => {
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
    });
  };
}

/**
 * The recipient answers an encouragement, once: the sender hears of it in their bell (while they
 * are still in the group), and their devices refresh the feed.
 */
export function createEncouragementReply({
  db,
  encouragements: repo,
  audience,
  sync,
  notifications,
}: EncouragementDeps) {
  return async function reply(encouragement: EncouragementListRow, message: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
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
    });
  };
}
