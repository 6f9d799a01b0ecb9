import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  addDays,
  dayStartMinutes,
  type EntryRecord,
  type HabitRecord,
  isDateKey,
  todayKey,
  uuidv7,
} from '@habitat/domain';
import {
  ArchiveBody,
  CheckBody,
  CreateHabitBody,
  DateRangeQuery,
  EntryListResponse,
  EntryResponse,
  errorResponses,
  HabitIdParams,
  HabitListQuery,
  HabitListResponse,
  HabitResponse,
  HabitStatsResponse,
  type MutationArgs,
  type MutationName,
  OkMessage,
  OptionalDateRangeQuery,
  UpdateHabitBody,
} from '@habitat/protocol';
import { habitFieldsOf, toEntryDto, toHabitDto } from '../../../dto/habit-dto';
import { badRequest, HttpError, notFound } from '../../../errors';
import { habitStats } from '../../../services/habit-stats';
import { checkDateRange, writeOrRefuse, writeTogetherOrRefuse } from '../request-rules';

const MAX_RANGE_DAYS = 3660;

/**
 * Spec §7 habit endpoints. Every write goes through the sync mutators, so a change made here reaches
 * the person's devices on their next pull. Ids of other users' habits answer 404, as missing ones do.
 */
const habits: FastifyPluginAsyncTypebox = async (app) => {
  const { habits: habitRepo, entries: entryRepo, preferences: preferencesRepo } = app.repos;
  app.addHook('preHandler', app.authenticate);

  const write = <N extends MutationName>(userId: string, name: N, args: MutationArgs<N>) =>
    writeOrRefuse(app, userId, name, args);

  async function ownHabit(userId: string, id: string): Promise<HabitRecord> {
    const habit = await habitRepo.find(userId, id);
    if (!habit || habit.deletedAt) throw notFound('Habit not found');
    return habit;
  }

  const habitReply = (habit: unknown, message?: string) => ({
    success: true as const,
    data: { habit: toHabitDto(habit as HabitRecord) },
    ...(message ? { message } : {}),
  });

  app.get(
    '/',
    { schema: { querystring: HabitListQuery, response: { 200: HabitListResponse, ...errorResponses } } },
    async (request) => {
      const list = await habitRepo.list(request.auth.userId, {
        includeGroup: request.query.includeWorkspaceHabits ?? false,
      });
      return { success: true as const, data: { habits: list.map(toHabitDto) } };
    },
  );

  app.post(
    '/',
    { schema: { body: CreateHabitBody, response: { 201: HabitResponse, ...errorResponses } } },
    async (request, reply) => {
      const id = request.body._id ?? uuidv7();
      const habit = await write(request.auth.userId, 'habit.create', {
        id,
        fields: habitFieldsOf(request.body),
      });
      return reply.status(201).send(habitReply(habit, 'Habit created successfully'));
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        querystring: OptionalDateRangeQuery,
        response: { 200: HabitStatsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.auth.userId;
      const [list, entries, preferences] = await Promise.all([
        habitRepo.list(userId, { includeGroup: true }),
        entryRepo.listRange(userId, {}),
        preferencesRepo.find(userId),
      ]);
      const timezone = preferences?.timezone ?? 'UTC';
      const dayStart = dayStartMinutes(preferences ?? {});
      const now = (app.config.clock ?? Date.now)();
      const today = todayKey(timezone, now, dayStart);
      // A missing end is today; a missing start is 30 days before the end. Either way the range is checked.
      const endDate = request.query.endDate ?? today;
      const startDate = request.query.startDate ?? addDays(isDateKey(endDate) ? endDate : today, -29);
      checkDateRange(startDate, endDate, MAX_RANGE_DAYS);
      const stats = habitStats({
        habits: list,
        entries,
        timezone,
        dayStartMinutes: dayStart,
        weekStartsOn: preferences?.weekStartsOn ?? 1,
        now: new Date(now),
        startDate,
        endDate,
      });
      return { success: true as const, data: { stats } };
    },
  );

  app.get(
    '/:id',
    { schema: { params: HabitIdParams, response: { 200: HabitResponse, ...errorResponses } } },
    async (request) => habitReply(await ownHabit(request.auth.userId, request.params.id)),
  );

  app.put(
    '/:id',
    {
      schema: {
        params: HabitIdParams,
        body: UpdateHabitBody,
        response: { 200: HabitResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = request.auth;
      const { id } = request.params;
      await ownHabit(userId, id);
      const fields = habitFieldsOf(request.body);
      let habit: unknown = null;
      if (Object.keys(fields).length > 0) habit = await write(userId, 'habit.update', { id, patch: fields });
      if (request.body.workspaceSettings) {
        habit = await write(userId, 'habit.setWorkspaceSettings', {
          id,
          settings: request.body.workspaceSettings,
        });
      }
      return habitReply(habit ?? (await ownHabit(userId, id)), 'Habit updated successfully');
    },
  );

  app.delete(
    '/:id',
    { schema: { params: HabitIdParams, response: { 200: OkMessage, ...errorResponses } } },
    async (request) => {
      await ownHabit(request.auth.userId, request.params.id);
      await write(request.auth.userId, 'habit.delete', { id: request.params.id });
      return { success: true as const, message: 'Habit deleted successfully' };
    },
  );

  app.put(
    '/:id/archive',
    {
      schema: {
        params: HabitIdParams,
        body: ArchiveBody,
        response: { 200: HabitResponse, ...errorResponses },
      },
    },
    async (request) => {
      const archived = request.body.archived ?? true;
      const habit = await write(request.auth.userId, 'habit.archive', { id: request.params.id, archived });
      return habitReply(habit, archived ? 'Habit archived successfully' : 'Habit restored successfully');
    },
  );

  app.post(
    '/:id/check',
    {
      schema: { params: HabitIdParams, body: CheckBody, response: { 200: EntryResponse, ...errorResponses } },
    },
    async (request) => {
      const { date, completed, skipped, note } = request.body;
      if (!isDateKey(date)) throw badRequest(`"${date}" is not a calendar date`);
      const value = request.body.value ?? (completed ? 1 : 0);
      const habitId = request.params.id;
      const check = { habitId, date, completed, value, ...(skipped !== undefined ? { skipped } : {}) };
      // The check and its note commit together: a refused note takes its check back with it, and
      // a check never lands without the note its request carried.
      const written = await writeTogetherOrRefuse(app, request.auth.userId, [
        { name: 'entry.set', args: check },
        ...(note !== undefined ? [{ name: 'entry.note' as const, args: { habitId, date, note } }] : []),
      ]);
      const entry = written.at(-1);
      if (!entry) throw new HttpError(500, 'Entry was not stored');
      return { success: true as const, data: { entry: toEntryDto(entry as EntryRecord) } };
    },
  );

  app.get(
    '/:id/entries',
    {
      schema: {
        params: HabitIdParams,
        querystring: DateRangeQuery,
        response: { 200: EntryListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { startDate, endDate } = request.query;
      checkDateRange(startDate, endDate, MAX_RANGE_DAYS);
      await ownHabit(request.auth.userId, request.params.id);
      const entries = await entryRepo.listRange(request.auth.userId, {
        habitId: request.params.id,
        startDate,
        endDate,
      });
      return { success: true as const, data: { entries: entries.map(toEntryDto) } };
    },
  );
};

export default habits;
