import { dayStartMinutes, startOfWeek, todayKey } from '@habitat/domain';
import type { Workspace, WorkspaceSummary } from '@habitat/protocol';
import { toGroupDto, toSummaryDto } from '../dto/group-dto';
import { notFound } from '../errors';
import type { GroupRepository } from '../repositories/group-repository';
import type {
  GroupSummaryRepository,
  WeekFigures,
  WeekSoFar,
} from '../repositories/group-summary-repository';
import type { UserRepository } from '../repositories/user-repository';
import { WeeklyProgressCache } from './weekly-progress-cache';

export interface GroupReaderDeps {
  groups: GroupRepository;
  groupSummaries: GroupSummaryRepository;
  users: UserRepository;
  /** The server's clock in milliseconds: tests fix it. */
  now: () => number;
}

/**
 * Reads groups as the wire has them: counts from the repository, and weekly progress computed
 * only for groups whose fingerprint moved since it was last computed (weekly-progress-cache.ts).
 * One reader per app, so one cache per process.
 */
export function createGroupReader({
  groups: repo,
  groupSummaries: summaryRepo,
  users,
  now,
}: GroupReaderDeps) {
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
    const computed = await summaryRepo.weeklyProgress(stale, week, new Date(now()));
    for (const row of rows) {
      if (!computed.has(row.id)) continue;
      const value = computed.get(row.id) ?? null;
      progress.set(row.id, value);
      if (row.fingerprint !== null) cache.set(row.id, week.from, week.to, row.fingerprint, value);
    }
    return rows.map((row) => toSummaryDto(row, progress.get(row.id) ?? null, week));
  }

  /** The full group as its detail screens read it: counts, settings and members. */
  async function loadGroup(groupId: string, userId: string): Promise<Workspace> {
    const [[summary], group, members] = await Promise.all([
      loadSummaries(userId, groupId),
      repo.find(groupId),
      repo.members(groupId),
    ]);
    if (!summary || !group) throw notFound('Group not found');
    return toGroupDto(summary, group, members);
  }

  return { loadSummaries, loadGroup };
}
