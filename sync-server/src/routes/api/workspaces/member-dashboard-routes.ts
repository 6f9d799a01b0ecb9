import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addDays, dayStartMinutes, minKey, personalDay } from '@habitat/domain';
import {
  DashboardPermissionsResponse,
  DashboardPermissionsSchema,
  DEFAULT_PROGRESS_RANGE,
  errorResponses,
  MemberDashboardQuery,
  MemberDashboardResponse,
  MemberParams,
  WorkspaceIdParams,
} from '@habitat/protocol';
import { toHabitDto } from '../../../dto/habit-dto';
import { toFigures } from '../../../dto/progress-dto';
import { forbidden } from '../../../errors';
import { checkDateRange } from '../request-rules';
import { MAX_SPAN_DAYS, memberOf, RANGE_DAYS } from './progress-queries';

/** The mirror's chart shows this year's months and an all-time view of the last 90 days (spec §2). */
const MIRROR_CONTINUOUS_DAYS = 90;

/** A member's dashboard as the group sees it (the mirror), and whether they share it. */
const memberDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { workspaces, groupProgress } = app.repos;
  const personalHabits = app.repos.habits;
  const now = () => new Date((app.config.clock ?? Date.now)());

  app.get(
    '/:id/dashboard-permissions',
    {
      schema: {
        params: WorkspaceIdParams,
        response: { 200: DashboardPermissionsResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.requireWorkspaceRole(request, request.params.id, 'member');
      const me = await memberOf(workspaces, request.params.id, request.auth.userId);
      return { success: true as const, permissions: { isPublicToWorkspace: me.dashboard_public } };
    },
  );

  app.put(
    '/:id/dashboard-permissions',
    {
      schema: {
        params: WorkspaceIdParams,
        body: DashboardPermissionsSchema,
        response: { 200: DashboardPermissionsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const workspaceId = request.params.id;
      await app.requireWorkspaceRole(request, workspaceId, 'member');
      const { isPublicToWorkspace } = request.body;
      await workspaces.setDashboardPublic(workspaceId, request.auth.userId, isPublicToWorkspace);
      return {
        success: true as const,
        permissions: { isPublicToWorkspace },
        message: 'Dashboard sharing settings updated successfully!',
      };
    },
  );

  app.get(
    '/:id/members/:memberId/dashboard',
    {
      schema: {
        params: MemberParams,
        querystring: MemberDashboardQuery,
        response: { 200: MemberDashboardResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id: workspaceId, memberId } = request.params;
      await app.requireWorkspaceRole(request, workspaceId, 'member');
      const member = await memberOf(workspaces, workspaceId, memberId);
      if (!member.dashboard_public && memberId !== request.auth.userId) {
        throw forbidden(`${member.name} keeps their dashboard private`);
      }
      const today = personalDay(
        now(),
        member.timezone,
        dayStartMinutes({ dayStartsAt: member.day_starts_at }),
      );
      const from =
        request.query.startDate ??
        minKey(`${today.slice(0, 4)}-01-01`, addDays(today, 1 - MIRROR_CONTINUOUS_DAYS));
      const to = request.query.endDate ?? today;
      checkDateRange(from, to, MAX_SPAN_DAYS);
      const scope = { workspaceId, memberId, allHabitsOfMember: true };
      const [figures, entries, records] = await Promise.all([
        groupProgress.habits({ ...scope, range: { days: RANGE_DAYS[DEFAULT_PROGRESS_RANGE] }, now: now() }),
        groupProgress.sharedEntries({ ...scope, range: { from, to } }),
        personalHabits.list(memberId, { includeWorkspace: true }),
      ]);
      const byId = new Map(records.map((habit) => [habit.id, habit]));
      const isSelf = memberId === request.auth.userId;
      // Private habits are absent for the group, their existence included; only their owner is told.
      const privateHabits = isSelf
        ? records
            .filter((habit) => habit.isActive && habit.workspaceSettings.shareProgress === 'private')
            .map((habit) => ({ _id: habit.id, name: habit.name }))
        : null;
      return {
        success: true as const,
        member: {
          _id: member.user_id,
          name: member.name,
          email: member.email,
          avatar: member.avatar,
          role: member.role,
          timezone: member.timezone,
          weekStartsOn: member.week_starts_on,
        },
        range: { startDate: from, endDate: to, today },
        habits: figures.flatMap((row) => {
          const habit = byId.get(row.habit_id);
          if (!habit) return [];
          const isGroupHabit = habit.source === 'workspace';
          return [
            {
              ...toHabitDto(habit),
              isPersonalHabit: !isGroupHabit,
              isGroupHabit,
              figures: toFigures(row),
              countsFrom: row.counts_from,
            },
          ];
        }),
        entries: entries.map((row) => ({
          habitId: row.habit_id,
          date: row.date,
          completed: row.completed,
          value: row.value,
          skipped: row.skipped,
        })),
        sharing: { dashboardShared: member.dashboard_public, privateHabits },
      };
    },
  );
};

export default memberDashboardRoutes;
