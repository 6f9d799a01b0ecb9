import type { Encouragement } from '@habitat/protocol';
import type { EncouragementListRow } from '../repositories/encouragement-repository';

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
