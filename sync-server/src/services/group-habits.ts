import { uuidv7 } from '@habitat/domain';
import type { CreateGroupHabitBody, UpdateGroupHabitBody } from '@habitat/protocol';
import type { Kysely } from 'kysely';
import type { Database, WorkspaceHabitRow } from '../db/schema';
import type { GroupHabitRepository } from '../repositories/group-habit-repository';
import type { GroupRepository } from '../repositories/group-repository';
import type { GroupEffects } from './group-effects';

export interface GroupHabitWritesDeps {
  db: Kysely<Database>;
  groupHabits: GroupHabitRepository;
  groups: GroupRepository;
  effects: GroupEffects;
}

/**
 * Adding, editing and removing a group's habits. Each is one transaction with its effects (the
 * group marked changed, its feed updated, members' pages poked), so a habit is never added without
 * its news, nor the news sent of a habit that rolled back. Who may do it is the route's check.
 */
export function createGroupHabitWrites({ db, groupHabits, groups, effects }: GroupHabitWritesDeps) {
  return {
    /** Adds a habit to the group; answers it as stored. */
    async create(
      groupId: string,
      userId: string,
      body: CreateGroupHabitBody,
    ): Promise<WorkspaceHabitRow | undefined> {
      const id = uuidv7();
      return db.transaction().execute(async (trx) => {
        await groupHabits.create(id, groupId, userId, body, trx);
        await groups.touch(groupId, trx);
        await effects.groupHabitChanged(trx, groupId, userId, 'habit_created', body.name.trim());
        return groupHabits.findLive(id, trx);
      });
    },

    /** Changes a live habit; answers it as stored, or undefined when it was removed meanwhile. */
    async update(id: string, body: UpdateGroupHabitBody): Promise<WorkspaceHabitRow | undefined> {
      return db.transaction().execute(async (trx) => {
        await groupHabits.update(id, body, trx);
        return groupHabits.findLive(id, trx);
      });
    },

    /** Removes a habit from the group; copies members adopted stay theirs, with their history. */
    async remove(habit: WorkspaceHabitRow, userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await groupHabits.softDelete(habit.id, trx);
        await groups.touch(habit.workspace_id, trx);
        await effects.groupHabitChanged(trx, habit.workspace_id, userId, 'habit_deleted', habit.name);
      });
    },
  };
}

export type GroupHabitWrites = ReturnType<typeof createGroupHabitWrites>;
