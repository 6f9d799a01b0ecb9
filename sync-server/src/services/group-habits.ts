import { canAddGroupHabit, canEditGroupHabit, GROUP_HABIT_RIGHTS_MESSAGES } from '@habitat/domain';
import type { CreateGroupHabitBody, UpdateGroupHabitBody } from '@habitat/protocol';
import type { Kysely } from 'kysely';
import type { Database, WorkspaceHabitRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import type { Executor } from '../repositories/executor';
import type { GroupHabitRepository } from '../repositories/group-habit-repository';
import { type GroupRepository, settingsOf } from '../repositories/group-repository';
import type { GroupEffects } from './group-effects';
import { standingIn } from './group-rights';

export interface GroupHabitWritesDeps {
  db: Kysely<Database>;
  groupHabits: GroupHabitRepository;
  groups: GroupRepository;
  effects: GroupEffects;
}

/** Who changes which habit: the writer, and the habit with the group it is in. */
export interface GroupHabitChange {
  id: string;
  groupId: string;
  userId: string;
}

/**
 * Adding, editing and removing a group's habits, from a route or from a device's queued mutation
 * (issue 31). Each runs in one transaction with its effects (the group marked changed, its feed
 * updated, members poked), so a habit is never added without its news, nor the news sent of a habit
 * that rolled back. Who may do it is checked here, against the group as it stands when the write
 * arrives: an owner or admin; a member adds while the group allows it, and changes what they added.
 */
export function createGroupHabitWrites({ db, groupHabits, groups, effects }: GroupHabitWritesDeps) {
  /** The live habit of this group the writer may change, or the refusal in the group's words. */
  async function changeable(trx: Executor, change: GroupHabitChange): Promise<WorkspaceHabitRow> {
    const { role } = await standingIn(groups, trx, change.groupId, change.userId, 'member');
    const habit = await groupHabits.findLive(change.id, trx);
    if (!habit || habit.workspace_id !== change.groupId) throw notFound('Group habit not found');
    if (!canEditGroupHabit(role, change.userId, habit.created_by))
      throw forbidden(GROUP_HABIT_RIGHTS_MESSAGES.editRefused);
    return habit;
  }

  async function createIn(trx: Executor, change: GroupHabitChange, body: CreateGroupHabitBody) {
    const { role, group } = await standingIn(groups, trx, change.groupId, change.userId, 'member');
    if (!canAddGroupHabit(role, settingsOf(group))) throw forbidden(GROUP_HABIT_RIGHTS_MESSAGES.addRefused);
    if (!(await groupHabits.create(change.id, change.groupId, change.userId, body, trx)))
      throw conflict('This habit was added already');
    await groups.touch(change.groupId, trx);
    await effects.groupHabitChanged(trx, change.groupId, change.userId, 'habit_created', body.name.trim());
  }

  async function updateIn(trx: Executor, change: GroupHabitChange, body: UpdateGroupHabitBody) {
    await changeable(trx, change);
    await groupHabits.update(change.id, body, trx);
  }

  async function removeIn(trx: Executor, change: GroupHabitChange) {
    const habit = await changeable(trx, change);
    await groupHabits.softDelete(habit.id, trx);
    await groups.touch(habit.workspace_id, trx);
    await effects.groupHabitChanged(trx, habit.workspace_id, change.userId, 'habit_deleted', habit.name);
  }

  /** The habit as stored after a write, for a route's answer. */
  async function stored(trx: Executor, id: string): Promise<WorkspaceHabitRow> {
    const row = await groupHabits.findLive(id, trx);
    if (!row) throw notFound('Group habit not found');
    return row;
  }

  return {
    createIn,
    updateIn,
    removeIn,
    /** Adds a habit to the group; answers it as stored. */
    create: (change: GroupHabitChange, body: CreateGroupHabitBody) =>
      db.transaction().execute(async (trx) => {
        await createIn(trx, change, body);
        return stored(trx, change.id);
      }),
    /** Changes a live habit; answers it as stored. */
    update: (change: GroupHabitChange, body: UpdateGroupHabitBody) =>
      db.transaction().execute(async (trx) => {
        await updateIn(trx, change, body);
        return stored(trx, change.id);
      }),
    /** Removes a habit from the group; copies members adopted stay theirs, with their history. */
    remove: (change: GroupHabitChange) => db.transaction().execute((trx) => removeIn(trx, change)),
  };
}

export type GroupHabitWrites = ReturnType<typeof createGroupHabitWrites>;
