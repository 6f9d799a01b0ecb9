import { ENCOURAGEMENT_MESSAGES, type EncouragementType } from '@habitat/domain';
import type { Encouragement } from '@habitat/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import type { EncouragementListRow, EncouragementRepository } from '../repositories/encouragement-repository';
import { groupAudience } from '../repositories/group-audience-repository';
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

/**
 * Sending an encouragement (spec §5, §7): sender and recipient must both be members of the group,
 * nobody encourages themselves, and a habit named in it must be one the recipient shares with the
 * group and accepts encouragements on ('Allow Encouragements').
 */
export function createEncouragementSender(db: Kysely<Database>, repo: EncouragementRepository) {
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
      await notifyUser(trx, draft.toUserId);
      const row = await repo.find(id, trx);
      if (!row) throw notFound('Encouragement not found');
      return row;
    });
  };
}

export function toEncouragementDto(row: EncouragementListRow): Encouragement {
  return {
    _id: row.id,
    workspaceId: row.workspace_id,
    fromUser: { _id: row.from_user_id, name: row.from_name },
    toUser: { _id: row.to_user_id, name: row.to_name },
    habitId: row.habit_id,
    habitName: row.habit_name,
    type: row.type,
    message: row.message,
    reaction: row.reaction,
    isRead: row.read_at !== null,
    response:
      row.response_message && row.responded_at
        ? { message: row.response_message, respondedAt: row.responded_at.toISOString() }
        : null,
    createdAt: row.created_at.toISOString(),
  };
}
