import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACTIVITY_LIMIT } from '@habitat/domain';
import {
  ActivityQuery,
  ActivityResponse,
  DEFAULT_PROGRESS_RANGE,
  errorResponses,
  LeaderboardQuery,
  LeaderboardResponse,
  MemberParams,
  MemberStatsResponse,
  OverviewResponse,
  RANGE_DAYS,
  RangeQuery,
  WorkspaceIdParams,
  withOwnProgress,
  withOwnRank,
} from '@habitat/protocol';
import {
  toActivityDto,
  toLeaderboardEntry,
  toMemberProgress,
  toMemberStats,
} from '../../../dto/progress-dto';
import { memberOf } from './progress-queries';

/** A group's numbers of its members: the overview, the leaderboard, one member's stats, the activity feed. */
const progressOverviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { groups, groupProgress, activity } = app.repos;
  const now = () => new Date((app.config.clock ?? Date.now)());
  const figures = app.services.groupFigures;

  /**
   * The viewer's own numbers in the group, over every habit of theirs whatever they share (issue 16:
   * your own row shows you your real numbers). Computed for the viewer alone and never cached with
   * the group's numbers, so nothing of it can reach another member.
   */
  function ownHabits(groupId: string, viewerId: string, days: number, at: Date) {
    return groupProgress.habits({
      workspaceId: groupId,
      memberId: viewerId,
      owner: true,
      range: { days },
      now: at,
    });
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
      const groupId = request.params.id;
      await app.requireGroupRole(request, groupId, 'member');
      const range = request.query.range ?? DEFAULT_PROGRESS_RANGE;
      const viewer = request.auth.userId;
      const at = now();
      const [habits, own] = await Promise.all([
        figures.habits(groupId, RANGE_DAYS[range], at),
        ownHabits(groupId, viewer, RANGE_DAYS[range], at),
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
      const groupId = request.params.id;
      await app.requireGroupRole(request, groupId, 'member');
      const range = request.query.range ?? DEFAULT_PROGRESS_RANGE;
      const viewer = request.auth.userId;
      const at = now();
      const [members, [own]] = await Promise.all([
        figures.members(groupId, RANGE_DAYS[range], at),
        groupProgress.members({
          workspaceId: groupId,
          memberId: viewer,
          owner: true,
          range: { days: RANGE_DAYS[range] },
          now: at,
        }),
      ]);
      const board = withOwnRank(
        members.map(toLeaderboardEntry),
        own ? { member: { _id: own.user_id, name: own.member_name }, stats: toMemberStats(own) } : undefined,
        viewer,
      );
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
      const { id: groupId, memberId } = request.params;
      await app.requireGroupRole(request, groupId, 'member');
      const member = await memberOf(groups, groupId, memberId);
      const range = request.query.range ?? DEFAULT_PROGRESS_RANGE;
      const at = now();
      const scope = { workspaceId: groupId, memberId, range: { days: RANGE_DAYS[range] }, now: at };
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
        // Their own stats carry their real numbers; this is what the group sees of them.
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
      await app.requireGroupRole(request, request.params.id, 'member');
      const rows = await activity.feed(request.params.id, request.query.limit ?? ACTIVITY_LIMIT);
      return { success: true as const, activities: rows.map(toActivityDto) };
    },
  );
};

export default progressOverviewRoutes;
