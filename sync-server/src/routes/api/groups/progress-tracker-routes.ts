import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  addDays,
  type DateKey,
  dayStartMinutes,
  isDateKey,
  personalDay,
  startOfWeek,
  toDateKey,
} from '@habitat/domain';
import {
  DEFAULT_PROGRESS_RANGE,
  errorResponses,
  GroupTrackersResponse,
  RANGE_DAYS,
  RangeQuery,
  SharedHabitsOverviewResponse,
  SharedHabitsResponse,
  TrackerQuery,
  WorkspaceIdParams,
} from '@habitat/protocol';
import { toGroupHabitDto } from '../../../dto/group-dto';
import { toFigures, toSharedHabit } from '../../../dto/progress-dto';
import { badRequest } from '../../../errors';
import { checkDateRange } from '../request-rules';
import { MAX_SPAN_DAYS, memberOf } from './progress-queries';

/** The group's habits as its members track them: the week's trackers, the shared habits and their overview. */
const progressTrackerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { groups, groupProgress } = app.repos;
  const now = () => new Date((app.config.clock ?? Date.now)());

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
    '/:id/group-trackers',
    {
      schema: {
        params: WorkspaceIdParams,
        querystring: TrackerQuery,
        response: { 200: GroupTrackersResponse, ...errorResponses },
      },
    },
    async (request) => {
      const groupId = request.params.id;
      await app.requireGroupRole(request, groupId, 'member');
      const viewer = await memberOf(groups, groupId, request.auth.userId);
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
      const scope = { workspaceId: groupId, range: { from, to }, now: now() };
      const [habits, entries, groupHabits] = await Promise.all([
        groupProgress.habits(scope),
        groupProgress.sharedEntries(scope),
        groups.habits(groupId),
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
      const groupId = request.params.id;
      await app.requireGroupRole(request, groupId, 'member');
      const range = request.query.range ?? DEFAULT_PROGRESS_RANGE;
      const rows = await groupProgress.habits({
        workspaceId: groupId,
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
      const groupId = request.params.id;
      await app.requireGroupRole(request, groupId, 'member');
      const range = request.query.range ?? DEFAULT_PROGRESS_RANGE;
      const [groupHabits, rows] = await Promise.all([
        groups.habits(groupId),
        groupProgress.habits({ workspaceId: groupId, range: { days: RANGE_DAYS[range] }, now: now() }),
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
};

export default progressTrackerRoutes;
