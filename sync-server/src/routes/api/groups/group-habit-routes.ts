import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type HabitRecord, shareLevelForVisibility, uuidv7 } from '@habitat/domain';
import {
  AdoptBody,
  AdoptParams,
  AdoptResponse,
  adoptionArgs,
  CreateGroupHabitBody,
  errorResponses,
  GroupHabitParams,
  GroupHabitResponse,
  GroupHabitsResponse,
  MemberHabitsResponse,
  OkMessage,
  UpdateGroupHabitBody,
  WorkspaceIdParams,
} from '@habitat/protocol';
import type { WorkspaceHabitRow } from '../../../db/schema';
import { toGroupHabitDto } from '../../../dto/group-dto';
import { toHabitDto } from '../../../dto/habit-dto';
import { notFound } from '../../../errors';
import { writeOrRefuse } from '../request-rules';

/**
 * A group's habits (spec §2 Group Habits, §6): members read and adopt them; admins and owners add,
 * edit and delete them; with 'Members can create habits' on, members add them too, and may edit and
 * delete the ones they added (the domain's `canAddGroupHabit`, `canEditGroupHabit`). Adopting writes a personal habit through the sync mutators — the same
 * `habit.create` a device sends offline — so it reaches all the person's devices.
 */
const groupHabitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.groupHabits;
  const personalHabits = app.repos.habits;
  const writes = app.services.groupHabits;

  async function withAdopters(row: WorkspaceHabitRow, viewerId: string) {
    const adopters = await repo.adopters([row.id], viewerId);
    return toGroupHabitDto(row, adopters.get(row.id) ?? []);
  }

  /**
   * The live group habit's group, checked as every group route checks its caller (a private group
   * does not exist for an outsider); who may change the habit is the service's check.
   */
  async function groupOf(request: Parameters<typeof app.requireGroupRole>[0], habitId: string) {
    const habit = await repo.findLive(habitId);
    if (!habit) throw notFound('Group habit not found');
    await app.requireGroupRole(request, habit.workspace_id, 'member');
    return habit.workspace_id;
  }

  app.get(
    '/:id/habits',
    { schema: { params: WorkspaceIdParams, response: { 200: GroupHabitsResponse, ...errorResponses } } },
    async (request) => {
      await app.requireGroupRole(request, request.params.id, 'member');
      const rows = await app.repos.groups.habits(request.params.id);
      const adopters = await repo.adopters(
        rows.map((row) => row.id),
        request.auth.userId,
      );
      return {
        success: true as const,
        habits: rows.map((row) => toGroupHabitDto(row, adopters.get(row.id) ?? [])),
      };
    },
  );

  app.post(
    '/:id/habits',
    {
      schema: {
        params: WorkspaceIdParams,
        body: CreateGroupHabitBody,
        response: { 201: GroupHabitResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.requireGroupRole(request, request.params.id, 'member');
      const change = { id: uuidv7(), groupId: request.params.id, userId: request.auth.userId };
      const row = await writes.create(change, request.body);
      reply.code(201);
      return {
        success: true as const,
        habit: await withAdopters(row, request.auth.userId),
        message: 'Habit created successfully',
      };
    },
  );

  app.put(
    '/workspace-habits/:habitId',
    {
      schema: {
        params: GroupHabitParams,
        body: UpdateGroupHabitBody,
        response: { 200: GroupHabitResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { habitId: id } = request.params;
      const groupId = await groupOf(request, id);
      const row = await writes.update({ id, groupId, userId: request.auth.userId }, request.body);
      return {
        success: true as const,
        habit: await withAdopters(row, request.auth.userId),
        message: 'Habit updated successfully',
      };
    },
  );

  app.delete(
    '/workspace-habits/:habitId',
    { schema: { params: GroupHabitParams, response: { 200: OkMessage, ...errorResponses } } },
    async (request) => {
      const { habitId: id } = request.params;
      const groupId = await groupOf(request, id);
      await writes.remove({ id, groupId, userId: request.auth.userId });
      return { success: true as const, message: 'Habit deleted successfully' };
    },
  );

  app.post(
    '/:id/habits/:habitId/adopt',
    {
      schema: {
        params: AdoptParams,
        body: AdoptBody,
        response: { 201: AdoptResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, habitId } = request.params;
      const { userId } = request.auth;
      const { workspace: group } = await app.requireGroupRole(request, id, 'member');
      const groupHabit = await repo.findLive(habitId);
      if (!groupHabit || groupHabit.workspace_id !== id) throw notFound('Group habit not found');
      const habitIdForMe = uuidv7();
      const shareProgress =
        request.body.personalSettings?.shareProgress ??
        shareLevelForVisibility(group.default_habit_visibility);
      await writeOrRefuse(
        app,
        userId,
        'habit.create',
        // The device's offline adoption makes the very same mutation, so both store the same habit.
        adoptionArgs(toGroupHabitDto(groupHabit), id, shareProgress, habitIdForMe),
        'Group habit not found',
        // Online, adopting twice is a mistake to point out (spec §4), checked under the scope's
        // lock; a second adoption made offline elsewhere becomes an alias instead.
        { adoptOnce: true },
      );
      const habit = (await personalHabits.find(userId, habitIdForMe)) as HabitRecord;
      reply.code(201);
      return { success: true as const, habit: toHabitDto(habit), message: `${groupHabit.name} adopted` };
    },
  );

  app.get(
    '/:id/member-habits',
    { schema: { params: WorkspaceIdParams, response: { 200: MemberHabitsResponse, ...errorResponses } } },
    async (request) => {
      await app.requireGroupRole(request, request.params.id, 'member');
      const mine = await personalHabits.list(request.auth.userId, { includeGroup: true });
      return {
        success: true as const,
        habits: mine.filter((habit) => habit.workspaceId === request.params.id).map(toHabitDto),
      };
    },
  );
};

export default groupHabitRoutes;
