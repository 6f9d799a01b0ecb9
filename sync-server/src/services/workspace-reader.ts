import { dayStartMinutes, startOfWeek, todayKey } from '@habitat/domain';
import type { Workspace, WorkspaceSummary } from '@habitat/protocol';
import { toSummaryDto, toWorkspaceDto } from '../dto/workspace-dto';
import { notFound } from '../errors';
import type { UserRepository } from '../repositories/user-repository';
import type { WorkspaceRepository } from '../repositories/workspace-repository';
import type {
  WeekFigures,
  WeekSoFar,
  WorkspaceSummaryRepository,
} from '../repositories/workspace-summary-repository';
import { WeeklyProgressCache } from './weekly-progress-cache';

export interface WorkspaceReaderDeps {
  workspaces: WorkspaceRepository;
  workspaceSummaries: WorkspaceSummaryRepository;
  users: UserRepository;
  /** The server's clock in milliseconds: tests fix it. */
  now: () => number;
}

/**
 * Reads workspaces as the wire has them: counts from the repository, and weekly progress computed
 * only for groups whose fingerprint moved since it was last computed (weekly-progress-cache.ts).
 * One reader per app, so one cache per process.
 */
export function createWorkspaceReader({
  workspaces: repo,
  workspaceSummaries: summaryRepo,
  users,
  now,
}: WorkspaceReaderDeps) {
  const cache = new WeeklyProgressCache();

  /** The viewer's week so far in their own time zone and week start: what 'This week' means to them. */
  async function viewerWeek(userId: string): Promise<WeekSoFar> {
    const profile = await users.findProfile(userId);
    const timezone = profile?.preferences.timezone ?? 'UTC';
    const to = todayKey(timezone, now(), dayStartMinutes(profile?.preferences ?? {}));
    return { from: startOfWeek(to, profile?.preferences.weekStartsOn ?? 1), to };
  }

  /** The caller's groups (or the one of `onlyId`) with counts and weekly progress. */
  async function loadSummaries(userId: string, onlyId?: string): Promise<WorkspaceSummary[]> {
    const [week, rows] = await Promise.all([viewerWeek(userId), summaryRepo.summaries(userId, onlyId)]);
    const progress = new Map<string, WeekFigures | null>();
    const stale: string[] = [];
    for (const row of rows) {
      const known =
        row.fingerprint === null ? undefined : cache.get(row.id, week.from, week.to, row.fingerprint);
      if (known === undefined) stale.push(row.id);
      else progress.set(row.id, known);
    }
    const computed = await summaryRepo.weeklyProgress(stale, week);
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
    if (!summary || !workspace) throw notFound('Group not found');
    return toWorkspaceDto(summary, workspace, members);
  }

  return { loadSummaries, loadWorkspace };
}
