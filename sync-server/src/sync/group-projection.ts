import { awaySince, type DateKey } from '@habitat/domain';
import {
  GROUP_RECORD_KINDS,
  type GroupRecordKind,
  groupScope,
  type MemberFigures,
  type MemberRef,
  PROGRESS_RANGES,
  type ProgressRange,
  RANGE_DAYS,
  type RangeFigures,
} from '@habitat/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toEncouragementDto } from '../dto/encouragement-dto';
import { toGroupHabitDto, toJoinRequestDto, toMemberDto } from '../dto/group-dto';
import { toActivityDto, toMemberProgress, toMemberStats } from '../dto/progress-dto';
import type { ActivityRepository } from '../repositories/activity-repository';
import type { EncouragementRepository } from '../repositories/encouragement-repository';
import type { Executor } from '../repositories/executor';
import type { GroupHabitRepository } from '../repositories/group-habit-repository';
import type { GroupProgressRepository } from '../repositories/group-progress-repository';
import type { GroupRecordRepository, ProjectedRow, StoredRow } from '../repositories/group-record-repository';
import { type GroupRepository, settingsOf } from '../repositories/group-repository';
import type { JoinRequestRepository } from '../repositories/join-request-repository';
import type { SyncRepository } from '../repositories/sync-repository';

/**
 * A group's scope is a projection (issue 31): each kind of row is computed from the group's tables
 * by one rule below, the single statement of what a member may see of that kind, and stored with
 * who sees it. Triggers mark the kinds a write touched (migration 0026), whatever made the write;
 * the next pull by a member computes the marked kinds again here, and only rows whose content or
 * audience changed take a new version. So the rows equal the rules applied to the tables as they
 * stand, by construction, and a test holds them to it after every kind of write.
 *
 * Kinds whose rows grow without end keep the latest: the activity feed's last ACTIVITY_KEPT items
 * and the last ENCOURAGEMENTS_KEPT encouragements of the group. Older ones leave the scope as
 * tombstones, as anything else that stops being visible does.
 */

/** The activity items a group scope holds: the feed's latest. */
export const ACTIVITY_KEPT = 100;
/** The encouragements a group scope holds: the group's feed, latest first. */
export const ENCOURAGEMENTS_KEPT = 300;

export interface GroupProjectionDeps {
  db: Kysely<Database>;
  records: GroupRecordRepository;
  sync: SyncRepository;
  groups: GroupRepository;
  groupHabits: GroupHabitRepository;
  activity: ActivityRepository;
  encouragements: EncouragementRepository;
  joinRequests: JoinRequestRepository;
  progress: GroupProgressRepository;
  /** The server's clock: members' todays, and when figures are stale. */
  now: () => number;
}

/**
 * Figures change with time as well as with writes (a member's day turns over): they are computed
 * again in any quarter hour after the one they were computed in, at the first pull that asks.
 */
export const FIGURES_TURNOVER_MS = 15 * 60 * 1000;
export const quarterOf = (at: number) => Math.floor(at / FIGURES_TURNOVER_MS);

type KindRule = (trx: Executor, groupId: string) => Promise<ProjectedRow[]>;

const everyMember = (key: string, data: unknown): ProjectedRow => ({
  key,
  audience: 'members',
  people: [],
  data,
});

/**
 * Members' figures over every range, by the REST answers' statements: what the group sees of each
 * member, or (`memberId` with `owner`) one member's own real numbers. A member seen in one range
 * and not another (they stopped sharing between statements) is left out until the next computing.
 */
async function figuresOf(
  { progress, groups }: Pick<GroupProjectionDeps, 'progress' | 'groups'>,
  trx: Executor,
  who: { workspaceId: string; memberId?: string; owner?: boolean },
  at: Date,
): Promise<MemberFigures[]> {
  const byMember = new Map<
    string,
    { member: MemberRef; today: string; ranges: Partial<Record<ProgressRange, RangeFigures>> }
  >();
  for (const range of PROGRESS_RANGES) {
    const scope = { ...who, range: { days: RANGE_DAYS[range] }, now: at };
    const members = await progress.members(scope, trx);
    const habits = new Map(
      toMemberProgress(await progress.habits(scope, trx)).map((item) => [item.member._id, item]),
    );
    for (const row of members) {
      const entry = byMember.get(row.user_id) ?? {
        member: { _id: row.user_id, name: row.member_name },
        today: String(row.today),
        ranges: {},
      };
      entry.ranges[range] = {
        rank: row.rank,
        stats: toMemberStats(row),
        habits: habits.get(row.user_id)?.habits ?? [],
      };
      byMember.set(row.user_id, entry);
    }
  }
  // Today alone: a habit due (on the schedule, not paused or resting) and not done. Its counts are
  // null where the level hides progress, so a streaks-only habit is never said to be open.
  const open = new Map<string, NonNullable<MemberFigures['openToday']>>();
  const todays = (await progress.habits({ ...who, range: { days: 1 }, now: at }, trx)).filter(
    (row) => row.due === 1 && row.completed === 0,
  );
  const cheerable = await progress.takingEncouragements(
    todays.map((row) => row.habit_id),
    trx,
  );
  for (const row of todays) {
    const list = open.get(row.user_id) ?? [];
    list.push({
      _id: row.habit_id,
      groupHabitId: row.group_habit_id,
      name: row.name,
      icon: row.icon,
      color: row.color,
      allowsCheers: cheerable.has(row.habit_id),
    });
    open.set(row.user_id, list);
  }
  // Who is away: no check-in the group sees for the group's number of days (domain awaySince).
  const group = await groups.find(who.workspaceId, trx);
  const awayAfter = group ? settingsOf(group).awayAfterDays : null;
  const last = new Map(
    (await progress.lastCheckIns(who.workspaceId, at, trx)).map((row) => [row.user_id, row]),
  );
  const awayOf = (userId: string, today: string) => {
    const seen = last.get(userId);
    if (!seen || awayAfter === null) return null;
    const since = awaySince(
      seen.last_check_in as DateKey | null,
      seen.joined_day as DateKey,
      today as DateKey,
      awayAfter,
    );
    return since ? { since } : null;
  };
  const result: MemberFigures[] = [];
  for (const { member, today, ranges } of byMember.values()) {
    const [week, month, quarter] = PROGRESS_RANGES.map((range) => ranges[range]);
    if (week && month && quarter)
      result.push({
        member,
        today,
        away: awayOf(member._id, today),
        openToday: open.get(member._id) ?? [],
        ranges: { '7d': week, '30d': month, '90d': quarter },
      });
  }
  return result;
}

/**
 * The kinds computed for the whole group when marked. A member's own figures ('ownFigures') are
 * computed for that member alone, when they pull (projectOwnFigures).
 */
type GroupWideKind = Exclude<GroupRecordKind, 'ownFigures'>;
const GROUP_WIDE_KINDS = GROUP_RECORD_KINDS.filter((kind): kind is GroupWideKind => kind !== 'ownFigures');

function kindRules(deps: GroupProjectionDeps): { [K in GroupWideKind]: KindRule } {
  const { groups, groupHabits, activity, encouragements, joinRequests } = deps;
  return {
    async group(trx, groupId) {
      const [group, memberCount, habits] = await Promise.all([
        groups.find(groupId, trx),
        groups.memberCount(groupId, trx),
        groups.habits(groupId, trx),
      ]);
      if (!group) return [];
      return [
        everyMember(groupId, {
          _id: group.id,
          name: group.name,
          description: group.description,
          type: group.type,
          isPublic: group.is_public,
          color: group.color,
          settings: settingsOf(group),
          memberCount,
          habitCount: habits.length,
          createdAt: group.created_at.toISOString(),
          updatedAt: group.updated_at.toISOString(),
        }),
      ];
    },
    async member(trx, groupId) {
      const members = await groups.members(groupId, trx);
      return members.map((row) => everyMember(row.user_id, toMemberDto(row)));
    },
    async habit(trx, groupId) {
      const rows = await groups.habits(groupId, trx);
      // Only adoptions the group is shown; a device adds its own person's from their habits.
      const adopters = await groupHabits.adopters(
        rows.map((row) => row.id),
        null,
        trx,
      );
      return rows.map((row) => everyMember(row.id, toGroupHabitDto(row, adopters.get(row.id) ?? [])));
    },
    async activity(trx, groupId) {
      const rows = await activity.feed(groupId, ACTIVITY_KEPT, trx);
      return rows.map((row) => everyMember(row.id, toActivityDto(row)));
    },
    async encouragement(trx, groupId) {
      const { rows } = await encouragements.list(
        { workspaceId: groupId, limit: ENCOURAGEMENTS_KEPT, offset: 0 },
        trx,
      );
      // The group's feed: every member reads it (docs/decisions.md, Encouragements).
      return rows.map((row) => everyMember(row.id, toEncouragementDto(row)));
    },
    async figures(trx, groupId) {
      const seen = await figuresOf(deps, trx, { workspaceId: groupId }, new Date(deps.now()));
      return seen.map((figures) => everyMember(figures.member._id, figures));
    },
    async joinRequest(trx, groupId) {
      const rows = await joinRequests.listPending(groupId, trx);
      return rows.map((row) => ({
        key: row.id,
        audience: 'admins',
        people: [],
        data: toJoinRequestDto(row),
      }));
    },
  };
}

/**
 * JSON with its object keys sorted: the database gives a jsonb document back with its keys in an
 * order of its own, so two equal records are compared in this form.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    return Object.fromEntries(
      Object.entries(inner as Record<string, unknown>)
        .filter(([, field]) => field !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });
}

function sameRow(stored: StoredRow, row: ProjectedRow): boolean {
  return (
    stored.audience === row.audience &&
    canonicalJson([...stored.people].sort()) === canonicalJson([...row.people].sort()) &&
    canonicalJson(stored.data) === canonicalJson(row.data)
  );
}

export function createGroupProjection(deps: GroupProjectionDeps) {
  const { db, records, sync } = deps;
  const rules = kindRules(deps);

  /**
   * Stores a kind's rows as computed (of the keys `covers`, every key when absent): a new version
   * for rows that changed, a tombstone for those gone. Answers whether a row changed.
   */
  async function storeKind(
    trx: Executor,
    groupId: string,
    kind: GroupRecordKind,
    current: ProjectedRow[],
    version: () => Promise<number>,
    covers?: (key: string) => boolean,
  ): Promise<boolean> {
    const stored = (await records.stored(groupId, kind, trx)).filter((row) => !covers || covers(row.key));
    const before = new Map(stored.map((row) => [row.key, row]));
    const changed = current.filter((row) => {
      const old = before.get(row.key);
      return old === undefined || !sameRow(old, row);
    });
    const keys = new Set(current.map((row) => row.key));
    const gone = stored.filter((row) => !keys.has(row.key)).map((row) => row.key);
    if (changed.length === 0 && gone.length === 0) return false;
    const at = await version();
    await records.put(groupId, kind, changed, at, trx);
    await records.bury(groupId, kind, gone, at, trx);
    return true;
  }

  /**
   * Who reads the scope, from the members and their roles: someone new, or whose rights changed
   * (owner or admin, or not), reads it from this version on, so their device pulls it afresh.
   */
  async function projectViewers(trx: Executor, groupId: string, version: () => Promise<number>) {
    const [members, viewers] = await Promise.all([
      groups.members(groupId, trx),
      records.viewers(groupId, trx),
    ]);
    const known = new Map(viewers.map((row) => [row.user_id, row]));
    for (const member of members) {
      const isAdmin = member.role === 'owner' || member.role === 'admin';
      const viewer = known.get(member.user_id);
      if (viewer && viewer.is_admin === isAdmin) continue;
      await records.putViewer(groupId, member.user_id, isAdmin, await version(), trx);
    }
    const present = new Set(members.map((row) => row.user_id));
    const gone = viewers.filter((row) => !present.has(row.user_id)).map((row) => row.user_id);
    await records.dropViewers(groupId, gone, trx);
    // Their own numbers leave with them; one who comes back has them computed afresh.
    if (gone.length > 0)
      await storeKind(trx, groupId, 'ownFigures', [], version, (key) => gone.includes(key));
  }
  const { groups } = deps;

  /**
   * Brings a group's rows up to date with its tables, in one transaction under the scope's lock (so
   * two members pulling at once compute it once). Answers whether anything was marked.
   */
  async function project(groupId: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const scopeId = groupScope(groupId);
      await sync.lockScope(scopeId, trx);
      const marked = await records.takeMarks(groupId, trx);
      if (marked.size === 0) return false;
      // A deleted group took its rows and viewers with it; retention purges what is left.
      if (await records.groupExists(groupId, trx)) {
        let version: number | undefined;
        const next = async () => {
          version ??= await sync.bumpScopeVersion(scopeId, trx);
          return version;
        };
        for (const kind of GROUP_WIDE_KINDS)
          if (marked.has(kind)) await storeKind(trx, groupId, kind, await rules[kind](trx, groupId), next);
        if (marked.has('figures')) await records.figuresComputed(groupId, quarterOf(deps.now()), trx);
        if (marked.has('member')) await projectViewers(trx, groupId, next);
      }
      return true;
    });
  }

  /**
   * The person's own real numbers in each of their groups (issue 16's own row), seen by them alone.
   * They depend on the person's own data and the time only: computed again when the person's scope
   * version or the quarter hour moved since they were last computed.
   */
  async function projectOwnFigures(userId: string, onProblem: (groupId: string, error: unknown) => void) {
    const { version: personal } = await sync.scopeState(`u:${userId}`);
    const basis = `${personal}|${quarterOf(deps.now())}`;
    for (const groupId of await records.staleOwnFigures(userId, basis)) {
      try {
        await db.transaction().execute(async (trx) => {
          const scopeId = groupScope(groupId);
          await sync.lockScope(scopeId, trx);
          const own = await figuresOf(
            deps,
            trx,
            { workspaceId: groupId, memberId: userId, owner: true },
            new Date(deps.now()),
          );
          const rows = own.map((figures) => ({
            key: userId,
            audience: 'people' as const,
            people: [userId],
            data: figures,
          }));
          let version: number | undefined;
          const next = async () => {
            version ??= await sync.bumpScopeVersion(scopeId, trx);
            return version;
          };
          await storeKind(trx, groupId, 'ownFigures', rows, next, (key) => key === userId);
          await records.ownFiguresComputed(groupId, userId, basis, trx);
        });
      } catch (error) {
        onProblem(groupId, error);
      }
    }
  }

  return {
    project,
    /**
     * Brings every group of the person up to date before their pull reads them. A group that
     * cannot be computed now (a full disk, a deadlock with the group's deletion) keeps the rows
     * computed before, and the others go on: one group never holds up a person's sync.
     */
    async projectGroupsOf(
      userId: string,
      onProblem: (groupId: string, error: unknown) => void,
    ): Promise<void> {
      await records.markStaleFigures(userId, quarterOf(deps.now()));
      for (const groupId of await records.dirtyGroupsOf(userId)) {
        try {
          await project(groupId);
        } catch (error) {
          onProblem(groupId, error);
        }
      }
      await projectOwnFigures(userId, onProblem);
    },
  };
}

export type GroupProjection = ReturnType<typeof createGroupProjection>;
