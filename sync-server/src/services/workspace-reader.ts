import { dayStartMinutes, startOfWeek, todayKey } from '@habitat/domain';
import type { Workspace, WorkspaceSummary } from '@habitat/protocol';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import type { WeekFigures, WeekSoFar } from '../repositories/workspace-repository';
import { toSummaryDto, toWorkspaceDto } from '../routes/api/workspaces/workspace-dto';
import { WeeklyProgressCache } from './weekly-progress-cache';

/**
 * Reads workspaces as the wire has them: counts from the repository, and weekly progress computed
 * only for groups whose fingerprint moved since it was last computed (weekly-progress-cache.ts).
 * One reader per app, so one cache per process.
 */
export function createWorkspaceReader(app: FastifyInstance) {
  const repo = app.repos.workspaces;
  const cache = new WeeklyProgressCache();

  /** The viewer's week so far in their own time zone and week start: what 'This week' means to them. */
  async function viewerWeek(userId: string): Promise<WeekSoFar> {
    const profile = await app.repos.users.findProfile(userId);
    const timezone = profile?.preferences.timezone ?? 'UTC';
    const to = todayKey(
      timezone,
      (app.config.clock ?? Date.now)(),
      dayStartMinutes(profile?.preferences ?? {}),
    );
    return { from: startOfWeek(to, profile?.preferences.weekStartsOn ?? 1), to };
  }

  /** The caller's groups (or the one of `onlyId`) with counts and weekly progress. */
  async function loadSummaries(userId: string, onlyId?: string): Promise<WorkspaceSummary[]> {
    const [week, rows] = await Promise.all([viewerWeek(userId), repo.summaries(userId, onlyId)]);
    const progress = new Map<string, WeekFigures | null>();
    const stale: string[] = [];
    for (const row of rows) {
      const known =
        row.fingerprint === null ? undefined : cache.get(row.id, week.from, week.to, row.fingerprint);
      if (known === undefined) stale.push(row.id);
      else progress.set(row.id, known);
    }
    const computed = await repo.weeklyProgress(stale, week);
    for (const row of rows) {
      if (!computed.has(row.id)) continue;
      const value = computed.get(row.id) ?? null;
      progress.set(row.id, value);
      if (row.fingerprint !== null) cache.set(row.id, week.from, week.to, row.fingerprint, value);
    }
    return rows.map((row) => toSummaryDto(row, progress.get(row.id) ?? null, week));
  }

  /** The full workspace as its detail screens read it: counts, settings and members. */
  async function loadWorkspace(workspaceId: string, userId: string): Promise<Workspace> {
    const [[summary], workspace, members] = await Promise.all([
      loadSummaries(userId, workspaceId),
      repo.find(workspaceId),
      repo.members(workspaceId),
    ]);
    if (!summary || !workspace) throw notFound('Workspace not found');
    return toWorkspaceDto(summary, workspace, members);
  }

  return { loadSummaries, loadWorkspace };
}
