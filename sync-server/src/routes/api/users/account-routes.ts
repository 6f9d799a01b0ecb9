import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dayStartMinutes, IMPORT_BODY_BYTES, ImportFileError, MutationRejected } from '@habitat/domain';
import {
  DeleteAccountBody,
  ExportDataResponse,
  errorResponses,
  ImportDataBody,
  ImportDataResponse,
  OkMessage,
  UserStatsResponse,
} from '@habitat/protocol';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, notFound } from '../../../errors';
import { toEntryRecord, toHabitRecord } from '../../../repositories/personal-records';
import { buildAccountExport } from '../../../services/account-export';
import { planAccountImport, readImportSet } from '../../../services/account-import';
import { habitStats } from '../../../services/habit-stats';
import type { Lease } from '../../../services/limits/limit-guard';
import { verifyPassword } from '../../../services/passwords';
import { BulkWriteInterrupted, BulkWriteStopped } from '../../../sync/write-errors';

/**
 * An export of a few years of check-ins is a few megabytes; a Loop export's CSVs are smaller. The
 * body is refused while it streams in once past this (Fastify counts the bytes as they arrive), so
 * a larger file never sits in memory whole; one import per person at a time bounds the rest.
 */
export const IMPORT_BODY_LIMIT = IMPORT_BODY_BYTES;

/**
 * Imports this process reads and parses at once, whoever sends them: each can hold its 12 MB body
 * and the objects parsed from it, so a crowd of people importing cannot take all the memory.
 */
export const IMPORT_PARSES_AT_ONCE = 2;
const IMPORT_BUSY_RETRY_SECONDS = 5;
export const IMPORT_BUSY_MESSAGE =
  'The server is busy with other imports. Please try again in a few seconds.';

/** Spec §7 Users: stats, export-data and account deletion; import (issue 7) beside its export. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, accounts } = app.repos;
  const now = () => new Date((app.config.clock ?? Date.now)());

  app.get(
    '/stats',
    { schema: { response: { 200: UserStatsResponse, ...errorResponses } } },
    async (request) => {
      const userId = request.auth.userId;
      const data = await accounts.readAll(userId);
      const { user, preferences } = data;
      if (!user || !preferences) throw notFound('User not found');
      const habits = data.habits.map(toHabitRecord);
      const entries = data.entries.map(toEntryRecord);
      const stats = habitStats({
        habits,
        entries,
        timezone: preferences.timezone,
        dayStartMinutes: dayStartMinutes({ dayStartsAt: preferences.day_starts_at }),
        weekStartsOn: preferences.week_starts_on,
        now: now(),
      });
      return {
        success: true as const,
        data: {
          stats: {
            totalHabits: stats.totalHabits,
            activeHabits: stats.activeHabits,
            totalCheckIns: entries.filter((entry) => entry.completed).length,
            currentStreak: stats.bestCurrentStreak,
            bestStreak: Math.max(0, ...stats.habits.map((habit) => habit.bestStreak)),
            completionRate30d: stats.completionRate,
            groups: data.memberships.length,
            badges: data.badges.map((row) => ({ badge: row.badge, earnedAt: row.earned_at.toISOString() })),
            memberSince: user.created_at.toISOString(),
          },
        },
      };
    },
  );

  app.post(
    '/export-data',
    { schema: { response: { 200: ExportDataResponse, ...errorResponses } } },
    async (request) => {
      const document = await app.limits.alone('exportsAtOnce', request.auth.userId, () =>
        buildAccountExport(accounts, request.auth.userId, now()),
      );
      if (!document) throw notFound('User not found');
      return { success: true as const, data: document };
    },
  );

  /** Imports whose bodies are being read or worked on in this process (at most IMPORT_PARSES_AT_ONCE). */
  let parsing = 0;
  /** What each import holds until its answer: its place in `parsing` and its lease. */
  const held = new WeakMap<FastifyRequest, () => Promise<void>>();
  const giveBack = async (request: FastifyRequest) => {
    const release = held.get(request);
    held.delete(request);
    await release?.();
  };

  app.post(
    '/import-data',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: ImportDataBody, response: { 200: ImportDataResponse, ...errorResponses } },
      // Before the body (up to 12 MB) is read and parsed: who asks, their hourly count, a place
      // among the few imports this process works on at once, and their one import at a time. A
      // refused request costs the server the headers only.
      preParsing: async (request, _reply, payload) => {
        await app.authenticate(request);
        const userId = request.auth.userId;
        await app.limits.take(['importsPerAccount'], { userId, address: request.ip });
        if (parsing >= IMPORT_PARSES_AT_ONCE) {
          throw new HttpError(503, IMPORT_BUSY_MESSAGE, { 'retry-after': String(IMPORT_BUSY_RETRY_SECONDS) });
        }
        parsing += 1;
        let lease: Lease;
        try {
          lease = await app.limits.hold('importsAtOnce', userId);
        } catch (error) {
          parsing -= 1;
          throw error;
        }
        held.set(request, async () => {
          parsing -= 1;
          await lease.release();
        });
        return payload;
      },
      onResponse: async (request) => giveBack(request),
      onRequestAbort: async (request) => giveBack(request),
    },
    (request) => importData(request.auth.userId, request.body),
  );

  /**
   * Previews an import, and applies it when asked, in short transactions (writer.writeMany). The plan
   * matches habits and days already there, so the same file imported again after a failure adds only
   * what is missing.
   */
  async function importData(userId: string, body: ImportDataBody) {
    let plan: Awaited<ReturnType<typeof planAccountImport>>;
    try {
      plan = await planAccountImport(accounts, userId, await readImportSet(body));
    } catch (error) {
      if (error instanceof ImportFileError) throw badRequest(error.message);
      throw error;
    }
    const apply = body.apply && plan.mutations.length > 0;
    if (apply) {
      try {
        await app.writer.writeMany(userId, plan.mutations, { signal: app.stopping });
      } catch (error) {
        if (error instanceof BulkWriteInterrupted)
          throw new HttpError(
            503,
            'The server is restarting. What the import saved is kept; importing the same file again adds the rest.',
            { 'retry-after': '5' },
          );
        if (error instanceof BulkWriteStopped)
          throw badRequest(
            `The import stopped partway: ${error.message}. What it saved before that is kept.`,
          );
        if (error instanceof MutationRejected)
          throw badRequest(`The import could not be saved: ${error.message}`);
        throw error;
      }
    }
    return { success: true as const, data: { preview: plan.preview, applied: apply } };
  }

  app.delete(
    '/account',
    { schema: { body: DeleteAccountBody, response: { 200: OkMessage, ...errorResponses } } },
    async (request) => {
      const profile = await users.findProfile(request.auth.userId);
      if (!profile) throw notFound('User not found');
      await app.countPasswordCheck(request, `user:${profile.id}`);
      // An account made with Google or GitHub alone has no password: its email address confirms instead.
      const confirmed = profile.password_hash
        ? await verifyPassword(profile.password_hash, request.body.password, app.config.passwordHashing)
        : request.body.password.trim().toLowerCase() === profile.email;
      // 400, not 401: a mistyped password must not read as an expired session and sign the person out.
      if (!confirmed) throw badRequest('Password is incorrect');
      const summary = await app.services.deleteAccount(profile);
      app.sessionCache.forget(profile.id);
      request.log.info({ userId: profile.id, ...summary }, 'account deleted');
      return { success: true as const, message: 'Account deleted successfully' };
    },
  );
};

export default accountRoutes;
