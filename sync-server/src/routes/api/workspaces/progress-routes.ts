import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ACTIVITY_LIMIT,
  addDays,
  type DateKey,
  dayStartMinutes,
  isDateKey,
  minKey,
  personalDay,
  startOfWeek,
  toDateKey,
} from '@habitat/domain';
import {
  ActivityQuery,
  ActivityResponse,
  DashboardPermissionsResponse,
  DashboardPermissionsSchema,
  DEFAULT_PROGRESS_RANGE,
  errorResponses,
  GroupTrackersResponse,
  LeaderboardQuery,
  LeaderboardResponse,
  MemberDashboardQuery,
  MemberDashboardResponse,
  MemberParams,
  MemberStatsResponse,
  OverviewResponse,
  type ProgressRange,
  RangeQuery,
  SharedHabitsOverviewResponse,
  SharedHabitsResponse,
  TrackerQuery,
  WorkspaceIdParams,
} from '@habitat/protocol';
import { badRequest, forbidden, notFound } from '../../../errors';
import { createHabitRepository } from '../../../repositories/personal-repositories';
import { createGroupFigures } from '../../../services/group-figures';
import { toHabitDto } from '../habits/habit-dto';
import { checkDateRange } from '../request-rules';
import {
  toActivityDto,
  toFigures,
  toLeaderboardEntry,
  toMemberProgress,
  toMemberStats,
  toSharedHabit,
  withOwnProgress,
  withOwnRank,
} from './progress-dto';
import { toGroupHabitDto } from './workspace-dto';

const RANGE_DAYS: Readonly<Record<ProgressRange, number>> = { '7d': 7, '30d': 30, '90d': 90 };
/** The longest span a tracker or mirror request may ask for. */
const MAX_SPAN_DAYS = 400;
/** The mirror's chart shows this year's months and an all-time view of the last 90 days (spec §2). */
const MIRROR_CONTINUOUS_DAYS = 90;

/**
 * What a group shows of its members (spec §7 overview, activity, leaderboard, member stats,
 * trackers, shared habits, dashboard permissions, member dashboard). Every figure comes from the
 * group progress repository, which applies each member's sharing choices in SQL.
 */
const progressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { workspaces, groupProgress, activity } = app.repos;
  const personalHabits = createHabitRepository(app.database.db);
  const now = () => new Date((app.config.clock ?? Date.now)());
  const figures = createGroupFigures(groupProgress);

  /**
   * The viewer's own figures in the group, over every habit of theirs whatever they share (issue 16:
   * your own row shows you your real figures). Computed for the viewer alone and never cached with
   * the group's figures, so nothing of it can reach another member.
   */
  function ownHabits(workspaceId: string, viewerId: string, days: number, at: Date) {
    return groupProgress.habits({ workspaceId, memberId: viewerId, owner: true, range: { days }, now: at });
  }

  /** A current member of the group, or 404. */
  async function memberOf(workspaceId: string, memberId: string) {
    const member = await workspaces.member(workspaceId, memberId);
    if (!member) throw notFound('Member not found');
    return member;
  }

  /** A day asked for as YYYY-MM-DD, or as an instant read in the viewer's time zone. */
  function dayOf(value: string, timeZone: string): DateKey {
    // The date part must be a real day: Date would roll 30 February over into March.
    const day = value.slice(0, 10);
    if (!isDateKey(day)) throw badRequest(`"${day}" is not a calendar date`);
    if (day === value) return day;
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) throw badRequest('Dates must be YYYY-MM-DD or an ISO date-time');
    return toDateKey(instant, timeZone);
  }

  app.get(
    '/:id/overview',
    {
      schema: {
        params: WorkspaceIdParams,
        querystring: RangeQuery,
        response: { 200: OverviewResponse, ...errorResponses },
      },
    },
    async (request) => {
      const workspaceId = request.params.id;
      await app.requireWorkspaceRole(request, workspaceId, 'member');
      const range = request.query.range ?? DEFAULT_PROGRESS_RANGE;
      const viewer = request.auth.userId;
      const at = now();
      const [habits, own] = await Promise.all([
        figures.habits(workspaceId, RANGE_DAYS[range], at),
        ownHabits(workspaceId, viewer, RANGE_DAYS[range], at),
      ]);
      const memberProgress = withOwnProgress(toMemberProgress(habits), toMemberProgress(own)[0], viewer);
      return { success: true as const, overview: { range, memberProgress } };
    },
  );

  app.get(
    '/:id/leaderboard',
    {
      schema: {
        params: WorkspaceIdParams,
        querystring: LeaderboardQuery,
        response: { 200: LeaderboardResponse, ...errorResponses },
      },
    },
    async (request) => {
      const workspaceId = request.params.id;
      await app.requireWorkspaceRole(request, workspaceId, 'member');
      const range = request.query.range ?? DEFAULT_PROGRESS_RANGE;
      const viewer = request.auth.userId;
      const at = now();
      const [members, [own]] = await Promise.all([
        figures.members(workspaceId, RANGE_DAYS[range], at),
        groupProgress.members({
          workspaceId,
          memberId: viewer,
          owner: true,
          range: { days: RANGE_DAYS[range] },
          now: at,
        }),
      ]);
      const board = withOwnRank(members.map(toLeaderboardEntry), own, viewer);
      return {
        success: true as const,
        range,
        leaderboard: board.slice(0, request.query.limit ?? board.length),
      };
    },
  );

  app.get(
    '/:id/member-stats/:memberId',
    {
      schema: {
        params: MemberParams,
        querystring: RangeQuery,
        response: { 200: MemberStatsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id: workspaceId, memberId } = request.params;
      await app.requireWorkspaceRole(request, workspaceId, 'member');
      const member = await memberOf(workspaceId, memberId);
      const range = request.query.range ?? DEFAULT_PROGRESS_RANGE;
      const at = now();
      const scope = { workspaceId, memberId, range: { days: RANGE_DAYS[range] }, now: at };
      const isSelf = memberId === request.auth.userId;
      const [seen, own] = await Promise.all([
        groupProgress.habits(scope),
        isSelf ? groupProgress.habits({ ...scope, owner: true }) : Promise.resolve(null),
      ]);
      const [progress] = toMemberProgress(own ?? seen);
      const [seenProgress] = toMemberProgress(seen);
      return {
        success: true as const,
        member: { _id: member.user_id, name: member.name },
        range,
        habits: progress?.habits ?? [],
        stats: progress?.stats ?? toMemberStats(undefined),
        // Their own stats carry their real figures; this is what the group sees of them.
        ...(isSelf ? { seenByGroup: seenProgress?.stats ?? null } : {}),
      };
    },
  );

  app.get(
    '/:id/activity',
    {
      schema: {
        params: WorkspaceIdParams,
        querystring: ActivityQuery,
        response: { 200: ActivityResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.requireWorkspaceRole(request, request.params.id, 'member');
      const rows = await activity.feed(request.params.id, request.query.limit ?? ACTIVITY_LIMIT);
      return { success: true as const, activities: rows.map(toActivityDto) };
    },
  );

  app.get(
    '/:id/group-trackers',
    {
      schema: {
        params: WorkspaceIdParams,
        querystring: TrackerQuery,
        response: { 200: GroupTrackersResponse, ...errorResponses },
      },
    },
    async (request) => {
      const workspaceId = request.params.id;
      await app.requireWorkspaceRole(request, workspaceId, 'member');
      const viewer = await memberOf(workspaceId, request.auth.userId);
      // The group page's week runs Sunday to Saturday (spec §7).
      const today = personalDay(
        now(),
        viewer.timezone,
        dayStartMinutes({ dayStartsAt: viewer.day_starts_at }),
      );
      const from = request.query.startDate
        ? dayOf(request.query.startDate, viewer.timezone)
        : startOfWeek(today, 0);
      const to = request.query.endDate ? dayOf(request.query.endDate, viewer.timezone) : addDays(from, 6);
      checkDateRange(from, to, MAX_SPAN_DAYS);
      const scope = { workspaceId, range: { from, to }, now: now() };
      const [habits, entries, groupHabits] = await Promise.all([
        groupProgress.habits(scope),
        groupProgress.sharedEntries(scope),
        workspaces.habits(workspaceId),
      ]);
      const adopters = await app.repos.groupHabits.adopters(
        groupHabits.map((row) => row.id),
        request.auth.userId,
      );
      return {
        success: true as const,
        range: { startDate: from, endDate: to },
        trackers: habits.map((row) => ({
          _id: row.habit_id,
          habitId: row.habit_id,
          habitName: row.name,
          groupHabitId: row.group_habit_id,
          icon: row.icon,
          color: row.color,
          userId: row.user_id,
          memberName: row.member_name,
          shareProgress: toSharedHabit(row).shareProgress,
          figures: toFigures(row),
        })),
        entries: entries.map((row) => ({
          habitId: row.habit_id,
          habitName: row.habit_name,
          userId: row.user_id,
          date: row.date,
          completed: row.completed,
          value: row.value,
        })),
        habits: groupHabits.map((row) => toGroupHabitDto(row, adopters.get(row.id) ?? [])),
      };
    },
  );

  app.get(
    '/:id/shared-habits',
    {
      schema: {
        params: WorkspaceIdParams,
        querystring: RangeQuery,
        response: { 200: SharedHabitsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const workspaceId = request.params.id;
      await app.requireWorkspaceRole(request, workspaceId, 'member');
      const range = request.query.range ?? DEFAULT_PROGRESS_RANGE;
      const rows = await groupProgress.habits({
        workspaceId,
        range: { days: RANGE_DAYS[range] },
        now: now(),
      });
      return {
        success: true as const,
        habits: rows.map((row) => ({
          ...toSharedHabit(row),
          owner: { _id: row.user_id, name: row.member_name },
        })),
      };
    },
  );

  app.get(
    '/:id/shared-habits-overview',
    {
      schema: {
        params: WorkspaceIdParams,
        querystring: RangeQuery,
        response: { 200: SharedHabitsOverviewResponse, ...errorResponses },
      },
    },
    async (request) => {
      const workspaceId = request.params.id;
      await app.requireWorkspaceRole(request, workspaceId, 'member');
      const range = request.query.range ?? DEFAULT_PROGRESS_RANGE;
      const [groupHabits, rows] = await Promise.all([
        workspaces.habits(workspaceId),
        groupProgress.habits({ workspaceId, range: { days: RANGE_DAYS[range] }, now: now() }),
      ]);
      return {
        success: true as const,
        overview: groupHabits.map((habit) => {
          const adopted = rows.filter((row) => row.group_habit_id === habit.id);
          const progress = adopted.filter((row) => row.due !== null);
          const due = progress.reduce((sum, row) => sum + (row.due ?? 0), 0);
          const completed = progress.reduce((sum, row) => sum + (row.completed ?? 0), 0);
          const streaks = adopted.flatMap((row) => (row.current_streak === null ? [] : [row.current_streak]));
          return {
            habitId: habit.id,
            name: habit.name,
            icon: habit.icon,
            color: habit.color,
            adopters: adopted.length,
            completionRate: due > 0 ? Math.round((100 * completed) / due) : null,
            bestStreak: streaks.length > 0 ? Math.max(...streaks) : null,
          };
        }),
      };
    },
  );

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
      const me = await memberOf(request.params.id, request.auth.userId);
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
      const member = await memberOf(workspaceId, memberId);
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

export default progressRoutes;
