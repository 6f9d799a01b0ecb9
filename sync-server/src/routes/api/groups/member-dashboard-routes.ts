import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  addDays,
  type DateKey,
  dayStartMinutes,
  type HabitRecord,
  maxKey,
  minKey,
  pausedScheduledDays,
  personalDay,
  revealed,
  type ShareProgress,
} from '@habitat/domain';
import {
  DashboardPermissionsResponse,
  DashboardPermissionsSchema,
  DEFAULT_PROGRESS_RANGE,
  errorResponses,
  MemberDashboardQuery,
  MemberDashboardResponse,
  MemberParams,
  RANGE_DAYS,
  WorkspaceIdParams,
} from '@habitat/protocol';
import { toHabitDto } from '../../../dto/habit-dto';
import { toFigures } from '../../../dto/progress-dto';
import { forbidden, notFound } from '../../../errors';
import { checkDateRange } from '../request-rules';
import { MAX_SPAN_DAYS, memberOf } from './progress-queries';

/** The mirror's chart shows this year's months and an all-time view of the last 90 days (spec §2). */
const MIRROR_CONTINUOUS_DAYS = 90;

/**
 * The paused days the group is told of a habit: with its check-ins (full level), so the days read
 * "paused" rather than "not done", and only from the day its numbers count (its adoption: the days
 * before are not the group's) up to the member's today (what they plan stays theirs).
 */
function pausedDaysShown(habit: HabitRecord, level: ShareProgress, start: DateKey, end: DateKey): DateKey[] {
  if (!revealed(level).entries || start > end) return [];
  return pausedScheduledDays(habit, start, end);
}

/** A member's dashboard as the group sees it (the mirror), and whether they share it. */
const memberDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { groups, groupProgress } = app.repos;
  const personalHabits = app.repos.habits;
  const now = () => new Date((app.config.clock ?? Date.now)());

  /** What the member shares, as the API answers it. */
  async function sharingOf(groupId: string, userId: string) {
    const sharing = await groups.sharing(groupId, userId);
    if (!sharing) throw notFound('Member not found');
    return {
      isPublicToWorkspace: sharing.dashboard_public,
      personalHabits: sharing.personal_habits,
      sharedHabitIds: sharing.personal_habits === 'chosen' ? sharing.habitIds : [],
      sharedHabitLevels: sharing.personal_habits === 'chosen' ? sharing.levels : [],
      chosen: sharing.sharing_chosen_at !== null,
    };
  }

  app.get(
    '/:id/dashboard-permissions',
    {
      schema: {
        params: WorkspaceIdParams,
        response: { 200: DashboardPermissionsResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.requireGroupRole(request, request.params.id, 'member');
      return { success: true as const, permissions: await sharingOf(request.params.id, request.auth.userId) };
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
      const groupId = request.params.id;
      await app.requireGroupRole(request, groupId, 'member');
      await groups.setSharing(groupId, request.auth.userId, request.body, now());
      return {
        success: true as const,
        permissions: await sharingOf(groupId, request.auth.userId),
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
      const { id: groupId, memberId } = request.params;
      await app.requireGroupRole(request, groupId, 'member');
      const member = await memberOf(groups, groupId, memberId);
      if (!member.dashboard_public && memberId !== request.auth.userId) {
        throw forbidden(`${member.name} hasn't shared their dashboard with this group`);
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
      const scope = { workspaceId: groupId, memberId, allHabitsOfMember: true };
      const [figures, entries, records, sharing] = await Promise.all([
        groupProgress.habits({ ...scope, range: { days: RANGE_DAYS[DEFAULT_PROGRESS_RANGE] }, now: now() }),
        groupProgress.sharedEntries({ ...scope, range: { from, to } }),
        personalHabits.list(memberId, { includeGroup: true }),
        groups.sharing(groupId, memberId),
      ]);
      const byId = new Map(records.map((habit) => [habit.id, habit]));
      const isSelf = memberId === request.auth.userId;
      const chosenIds = new Set(sharing?.habitIds ?? []);
      const groupLevels = new Map((sharing?.levels ?? []).map((entry) => [entry.habitId, entry.level]));
      // Private habits are absent for the group, their existence included; only their owner sees them.
      // One picked for this group at a level of its own is shown here, so it is not listed.
      const privateHabits = isSelf
        ? records
            .filter(
              (habit) =>
                habit.isActive &&
                habit.workspaceSettings.shareProgress === 'private' &&
                !(chosenIds.has(habit.id) && groupLevels.has(habit.id)),
            )
            .map((habit) => ({ _id: habit.id, name: habit.name }))
        : null;
      // Habits not of this group that they have not chosen for it (issue 27), shown only to them.
      const unsharedHabits =
        isSelf && sharing?.personal_habits === 'chosen'
          ? records
              .filter(
                (habit) =>
                  habit.isActive &&
                  habit.workspaceId !== groupId &&
                  habit.workspaceSettings.shareProgress !== 'private' &&
                  !chosenIds.has(habit.id),
              )
              .map((habit) => ({ _id: habit.id, name: habit.name }))
          : isSelf
            ? []
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
          // Its routine and place in its owner's list are theirs alone (issue 30), even to themselves here.
          const { routineId: _routine, routineSince: _since, listOrder: _place, ...dto } = toHabitDto(habit);
          return [
            {
              ...dto,
              // The member's reminders are theirs alone: nobody else is told when they ring.
              schedule: isSelf
                ? dto.schedule
                : { ...dto.schedule, reminderTime: null, reminderEnabled: false },
              // The level this group sees it at, which may be one chosen for this group alone.
              workspaceSettings: { ...dto.workspaceSettings, shareProgress: row.level },
              isPersonalHabit: !isGroupHabit,
              isGroupHabit,
              figures: toFigures(row),
              countsFrom: row.counts_from,
              pausedDays: pausedDaysShown(habit, row.level, maxKey(from, row.counts_from), minKey(to, today)),
            },
          ];
        }),
        entries: entries.map((row) => ({
          habitId: row.habit_id,
          date: row.date,
          completed: row.completed,
          value: row.value,
          skipped: row.skipped,
          note: row.note,
        })),
        sharing: { dashboardShared: member.dashboard_public, privateHabits, unsharedHabits },
      };
    },
  );
};

export default memberDashboardRoutes;
