import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  dayStartMinutes,
  encouragementSentText,
  HABIT_NUDGES,
  type HabitNudge,
  type HabitRecord,
  isPausedOn,
  pausePlanOf,
  personalDay,
} from '@habitat/domain';
import {
  errorResponses,
  MemberHabitParams,
  MemberHabitResponse,
  type MutationArgs,
  type MutationName,
  NudgeBody,
  NudgeResponse,
  OkMessage,
  OwnMemberHabitParams,
  UpdateHabitBody,
} from '@habitat/protocol';
import { toEncouragementDto } from '../../../dto/encouragement-dto';
import { habitFieldsOf, toHabitDto } from '../../../dto/habit-dto';
import { conflict, notFound } from '../../../errors';
import { writeOrRefuse } from '../request-rules';
import { memberOf } from './progress-queries';

/**
 * A member's own adopted habits of a group (spec §7 PUT/DELETE /{id}/member-habits/{id}), written
 * through the sync mutators like any personal change, and the one-click encourage, celebrate and
 * check-in on another member's habit.
 */
const memberHabitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const personalHabits = app.repos.habits;
  const { send } = app.services.encouragementWrites;
  const now = () => new Date((app.config.clock ?? Date.now)());

  const write = <N extends MutationName>(userId: string, name: N, args: MutationArgs<N>) =>
    writeOrRefuse(app, userId, name, args);

  /** The caller's live habit adopted in this group, or 404. */
  async function adoptedHabit(userId: string, groupId: string, habitId: string): Promise<HabitRecord> {
    const habit = await personalHabits.find(userId, habitId);
    if (!habit || habit.deletedAt || habit.workspaceId !== groupId) throw notFound('Habit not found');
    return habit;
  }

  app.put(
    '/:id/member-habits/:habitId',
    {
      schema: {
        params: OwnMemberHabitParams,
        body: UpdateHabitBody,
        response: { 200: MemberHabitResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id, habitId } = request.params;
      const { userId } = request.auth;
      await app.requireGroupRole(request, id, 'member');
      await adoptedHabit(userId, id, habitId);
      const fields = habitFieldsOf(request.body);
      if (Object.keys(fields).length > 0) await write(userId, 'habit.update', { id: habitId, patch: fields });
      if (request.body.workspaceSettings) {
        await write(userId, 'habit.setWorkspaceSettings', {
          id: habitId,
          settings: request.body.workspaceSettings,
        });
      }
      const habit = await adoptedHabit(userId, id, habitId);
      return { success: true as const, habit: toHabitDto(habit), message: 'Habit updated successfully' };
    },
  );

  app.delete(
    '/:id/member-habits/:habitId',
    { schema: { params: OwnMemberHabitParams, response: { 200: OkMessage, ...errorResponses } } },
    async (request) => {
      const { id, habitId } = request.params;
      await app.requireGroupRole(request, id, 'member');
      await adoptedHabit(request.auth.userId, id, habitId);
      await write(request.auth.userId, 'habit.delete', { id: habitId });
      return { success: true as const, message: 'Habit deleted successfully' };
    },
  );

  for (const nudge of Object.keys(HABIT_NUDGES) as HabitNudge[]) {
    app.post(
      `/:id/members/:memberId/habits/:habitId/${nudge}`,
      {
        schema: {
          params: MemberHabitParams,
          body: NudgeBody,
          response: { 201: NudgeResponse, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { id, memberId, habitId } = request.params;
        await app.requireGroupRole(request, id, 'member');
        const habit = await personalHabits.find(memberId, habitId);
        if (!habit || habit.deletedAt) throw notFound('Habit not found');
        // Only a habit the group sees is talked about: any other answers 404 from send(), so a
        // pause never tells a private habit's name.
        const shared = await app.repos.groupAudience.sharedHabit(id, memberId, habitId);
        if (nudge === 'check-in' && shared) {
          // A paused or resting day asks nothing of its person (issue 30): nobody asks how it goes.
          const member = await memberOf(app.repos.groups, id, memberId);
          const today = personalDay(
            now(),
            member.timezone,
            dayStartMinutes({ dayStartsAt: member.day_starts_at }),
          );
          const plan = pausePlanOf(habit.pauses);
          // One message for a pause and a rest: which it is stays the member's.
          if (isPausedOn(plan, today)) throw conflict(`${habit.name} asks nothing of ${member.name} today`);
        }
        const { type, message } = HABIT_NUDGES[nudge];
        const row = await send({
          fromUserId: request.auth.userId,
          toUserId: memberId,
          workspaceId: id,
          habitId,
          type,
          message: request.body?.message ?? message(habit.name),
          reaction: request.body?.reaction ?? null,
        });
        reply.code(201);
        return {
          success: true as const,
          encouragement: toEncouragementDto(row),
          message: encouragementSentText(row.to_name),
        };
      },
    );
  }
};

export default memberHabitRoutes;
