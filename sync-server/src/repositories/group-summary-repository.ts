import type { DateKey, GroupRole } from '@habitat/domain';
import { type Kysely, sql } from 'kysely';
import type { Database, WorkspaceRow } from '../db/schema';
import type { Executor } from './executor';
import { overDaysTable, readLimits } from './limit-days';
import { pausedDaysTable, readPausedDays } from './paused-days';
import { groupLevelOf, reveals } from './share-level-sql';

/**
 * What a group's card shows: its counts and its weekly progress. Counts are computed by the
 * queries that read them, never stored: `habitCount` is the group's live habits and weekly
 * progress the members' check-ins this week, so no write can leave them stale. A list or a detail
 * costs a fixed number of queries whatever the number of groups or members.
 */

export interface GroupSummaryRow {
  id: string;
  name: string;
  description: string;
  type: WorkspaceRow['type'];
  color: string;
  is_public: boolean;
  role: GroupRole;
  member_count: number;
  habit_count: number;
  /** Changes whenever the group's weekly progress may have (see `summaries`). */
  fingerprint: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The viewer's week so far, in their time zone: weekly progress counts due days from..to. */
export interface WeekSoFar {
  from: DateKey;
  to: DateKey;
}

/** A group's week so far: check-ins done of those due, and the percent the card shows. */
export interface WeekFigures {
  percent: number;
  completed: number;
  due: number;
}

export function createGroupSummaryRepository(db: Kysely<Database>) {
  /**
   * Every group of `userId` (or the one of `onlyId`) with its counts and a fingerprint of what its
   * weekly progress depends on: the sum and number of its members' sync-scope versions (any write
   * to a member's habits or entries raises the sum) and the group's `updated_at` (joins and leaves
   * touch it). Progress itself comes from `weeklyProgress`, computed only when the fingerprint moved.
   */
  async function summaries(userId: string, onlyId?: string, trx: Executor = db): Promise<GroupSummaryRow[]> {
    const { rows } = await sql<GroupSummaryRow>`
      with mine as (
        select w.*, m.role
        from workspaces w
        join workspace_members m on m.workspace_id = w.id and m.user_id = ${userId}
        where ${onlyId === undefined ? sql`true` : sql`w.id = ${onlyId}`}
      ),
      member_counts as (
        select wm.workspace_id, count(*)::int as n,
          coalesce(sum(s.version), 0)::text || '/' || extract(epoch from max(mine.updated_at))::text as fingerprint
        from workspace_members wm
        join mine on mine.id = wm.workspace_id
        left join sync_scopes s on s.scope_id = 'u:' || wm.user_id::text
        group by wm.workspace_id
      ),
      habit_counts as (
        select workspace_id, count(*)::int as n from workspace_habits
        where workspace_id in (select id from mine) and deleted_at is null group by workspace_id
      )
      select mine.id, mine.name, mine.description, mine.type, mine.color, mine.is_public, mine.role,
        coalesce(mc.n, 0) as member_count, coalesce(hc.n, 0) as habit_count, mc.fingerprint,
        mine.created_at, mine.updated_at
      from mine
      left join member_counts mc on mc.workspace_id = mine.id
      left join habit_counts hc on hc.workspace_id = mine.id
      order by mine.updated_at desc, mine.id`.execute(trx);
    return rows;
  }

  /**
   * Weekly progress of each group: done over due. For each current member's live habit adopted in
   * the group whose completion they share (the same rule as the group's numbers), the days of
   * `week` on its schedule from its adoption day are due, less the skipped and the paused ones; done
   * are the completed check-ins on the days due. Null where nothing was due.
   */
  async function weeklyProgress(
    groupIds: readonly string[],
    week: WeekSoFar,
    /** The instant each member's today is read at (a limit is judged up to it). */
    now: Date,
    trx: Executor = db,
  ): Promise<Map<string, WeekFigures | null>> {
    const result = new Map<string, WeekFigures | null>(groupIds.map((id) => [id, null]));
    if (groupIds.length === 0) return result;
    const which = sql`h.workspace_id in (${sql.join(groupIds)})`;
    const paused = await readPausedDays(trx, which, week.from, week.to);
    // A limit is kept on each due day it did not go over, logged or not (limit-days.ts).
    const limits = await readLimits(trx, which, now, week.from, week.to);
    const { rows } = await sql<{ workspace_id: string; done: number; due: number }>`
      with paused as (${pausedDaysTable(paused)}),
      over as (${overDaysTable(limits)}),
      adopted as (
        select h.id, h.workspace_id, h.schedule_days, h.target_kind = 'at-most' as is_limit,
          ((h.created_at - coalesce(p.day_starts_at, '00:00')::interval)
            at time zone coalesce(p.timezone, 'UTC'))::date as first_day
        from habits h
        join workspace_members wm on wm.workspace_id = h.workspace_id and wm.user_id = h.user_id
        left join preferences p on p.user_id = h.user_id
        where h.workspace_id in (${sql.join(groupIds)}) and h.deleted_at is null and h.is_active
          and wm.dashboard_public and ${reveals(groupLevelOf('h', { column: 'h.workspace_id' }), 'progress')}
      ),
      days as (
        select d::date as day, extract(dow from d)::int as dow
        from generate_series(${week.from}::date, ${week.to}::date, interval '1 day') as d
      ),
      scheduled as (
        select a.workspace_id, count(*) as due
        from adopted a join days on a.schedule_days @> to_jsonb(days.dow) and days.day >= a.first_day
        where not exists (select 1 from paused p where p.habit_id = a.id and p.date = days.day)
        group by a.workspace_id
      ),
      marks as (
        select a.workspace_id,
          count(*) filter (where e.completed and not e.skipped and not a.is_limit) as done,
          count(*) filter (where e.skipped) as skipped
        from adopted a
        join entries e on e.habit_id = a.id and e.date between ${week.from}::date and ${week.to}::date
          and e.date >= a.first_day
        where e.deleted_at is null and a.schedule_days @> to_jsonb(extract(dow from e.date)::int)
          and not exists (select 1 from paused p where p.habit_id = a.id and p.date = e.date)
        group by a.workspace_id
      ),
      limits_kept as (
        select a.workspace_id, count(*) as kept
        from adopted a join days on a.schedule_days @> to_jsonb(days.dow) and days.day >= a.first_day
        where a.is_limit
          and not exists (select 1 from paused p where p.habit_id = a.id and p.date = days.day)
          and not exists (select 1 from over o where o.habit_id = a.id and o.date = days.day)
          and not exists (select 1 from entries e
            where e.habit_id = a.id and e.date = days.day and e.deleted_at is null and e.skipped)
        group by a.workspace_id
      )
      select s.workspace_id, (coalesce(m.done, 0) + coalesce(k.kept, 0))::int as done,
        (s.due - coalesce(m.skipped, 0))::int as due
      from scheduled s left join marks m on m.workspace_id = s.workspace_id
        left join limits_kept k on k.workspace_id = s.workspace_id`.execute(trx);
    for (const row of rows) {
      if (row.due > 0) {
        const percent = Math.round((100 * row.done) / row.due);
        result.set(row.workspace_id, { percent, completed: row.done, due: row.due });
      }
    }
    return result;
  }

  return { summaries, weeklyProgress };
}

export type GroupSummaryRepository = ReturnType<typeof createGroupSummaryRepository>;
