import type { ShareProgress } from '@habitat/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';
import { reveals, shareLevelOf } from './share-level-sql';

/**
 * Members' figures as the group may see them, computed in SQL from real entries: one statement for
 * a whole group (spec §9 bench: 50 members × 10 habits in well under 100 ms).
 *
 * Rules, the same as packages/domain: "today" is each member's own day in their time zone; a day is
 * due when it is on the habit's schedule, from the habit's first day on, and not skipped; completion
 * is done over due; the current streak comes from the stored streak figures (habit_streaks, the
 * shared streak rule), alive while its next due day has not passed.
 *
 * Privacy (spec §3, ARCHITECTURE §5): a member who does not share their dashboard with the group
 * shows nothing; a private habit is absent; progress-only hides streaks; streaks-only hides
 * completion and counts. Hidden figures are null, never 0. Everyone sees the same board, the
 * viewer's own row included: it is what the group sees of them.
 */

export interface HabitFiguresRow {
  /** The member's own figures and rank, repeated on each of their habits. */
  member: Omit<MemberFiguresRow, 'user_id' | 'member_name'>;
  habit_id: string;
  user_id: string;
  member_name: string;
  name: string;
  icon: string;
  color: string;
  group_habit_id: string | null;
  level: ShareProgress;
  completion_rate: number | null;
  completed: number | null;
  due: number | null;
  current_streak: number | null;
  total_entries: number | null;
}

export interface MemberFiguresRow {
  user_id: string;
  member_name: string;
  rank: number;
  completion_rate: number | null;
  current_streak: number | null;
  total_entries: number | null;
  habits_tracked: number;
}

export interface FiguresScope {
  workspaceId: string;
  /** Only these members (a member's stats); all current members when absent. */
  memberId?: string;
  /** A member's own habits of every group and none (the mirror dashboard), not just this group's. */
  allHabitsOfMember?: boolean;
  /** The last `days` days up to each member's today, or explicit dates. */
  range: { days: number } | { from: string; to: string };
  /** The instant whose date, in each member's time zone and by their day start, is their today. */
  now: Date;
}

export function createGroupProgressRepository(db: Kysely<Database>) {
  function figures(scope: FiguresScope) {
    const from =
      'days' in scope.range ? sql`m.today - ${scope.range.days - 1}::int` : sql`${scope.range.from}::date`;
    const to = 'days' in scope.range ? sql`m.today` : sql`least(${scope.range.to}::date, m.today)`;
    const habitsOf = scope.allHabitsOfMember ? sql`true` : sql`h.workspace_id = ${scope.workspaceId}`;
    return sql`
      with members as (
        select wm.user_id, u.name, coalesce(p.timezone, 'UTC') as tz,
          coalesce(p.day_starts_at, '00:00')::interval as day_start,
          ((${scope.now.toISOString()}::timestamptz - coalesce(p.day_starts_at, '00:00')::interval)
            at time zone coalesce(p.timezone, 'UTC'))::date as today
        from workspace_members wm
        join users u on u.id = wm.user_id
        left join preferences p on p.user_id = wm.user_id
        where wm.workspace_id = ${scope.workspaceId} and wm.dashboard_public
          ${scope.memberId ? sql`and wm.user_id = ${scope.memberId}` : sql``}
      ),
      chosen as (
        select h.id, h.user_id, m.name as member_name, h.name, h.icon, h.color, h.group_habit_id,
          h.schedule_days, h.workspace_settings->>'shareProgress' as level, m.today,
          greatest(${from}, ((h.created_at - m.day_start) at time zone m.tz)::date) as start_day,
          ${to} as end_day
        from habits h
        join members m on m.user_id = h.user_id
        where ${habitsOf} and h.deleted_at is null and h.is_active
          and ${reveals(shareLevelOf('h'), 'anything')}
      ),
      -- The schedule as a weekday bit mask, and its due days in the range counted per weekday
      -- (floor((span - offset) / 7) + 1), rather than walking the range a day at a time.
      shared as (
        select c.*, sch.mask, sch.scheduled
        from chosen c cross join lateral (
          select coalesce(sum(1 << k::int), 0)::int as mask,
            coalesce(sum(greatest(0, floor(((c.end_day - c.start_day)
              - ((k::int - extract(dow from c.start_day)::int + 7) % 7)) / 7.0) + 1)), 0)::int as scheduled
          from jsonb_array_elements_text(c.schedule_days) as k
        ) sch
      ),
      -- Each habit's check-ins in the range, read from the live-entries index of that habit alone.
      marks as (
        select s.id, mk.done, mk.skipped
        from shared s cross join lateral (
          select count(*) filter (where e.completed and not e.skipped)::int as done,
            count(*) filter (where e.skipped)::int as skipped
          from entries e
          where e.habit_id = s.id and e.date between s.start_day and s.end_day and e.deleted_at is null
            and (s.mask >> extract(dow from e.date)::int) & 1 = 1
        ) mk
      ),
      habit_rows as (
        select s.id as habit_id, s.user_id, s.member_name, s.name, s.icon, s.color, s.group_habit_id, s.level,
          ${reveals(sql`s.level`, 'progress')} as shows_progress,
          ${reveals(sql`s.level`, 'streaks')} as shows_streaks,
          s.scheduled - coalesce(mk.skipped, 0) as due_n,
          coalesce(mk.done, 0) as done_n,
          case when st.breaks_on >= s.today then st.length else 0 end as streak_n,
          coalesce(st.completed_count, 0) as total_n
        from shared s
        left join marks mk on mk.id = s.id
        left join habit_streaks st on st.habit_id = s.id
      ),
      member_rows as (
        select user_id, member_name,
          case when sum(due_n) filter (where shows_progress) > 0
            then round(100.0 * sum(done_n) filter (where shows_progress)
              / sum(due_n) filter (where shows_progress))::int end as completion_rate,
          (max(streak_n) filter (where shows_streaks))::int as current_streak,
          (sum(total_n) filter (where shows_progress))::int as total_entries,
          count(*)::int as habits_tracked
        from habit_rows
        group by user_id, member_name
      ),
      ranked as (
        select *, rank() over (
          order by completion_rate desc nulls last, current_streak desc nulls last,
            total_entries desc nulls last
        )::int as rank
        from member_rows
      )`;
  }

  return {
    /**
     * What every figure of the group depends on, besides the time: its members with their dashboard
     * choice, and the sum of their sync-scope versions (every check-in, habit or privacy change of
     * a member bumps their version).
     */
    async fingerprint(workspaceId: string, trx: Executor = db): Promise<string> {
      const { rows } = await sql<{ fingerprint: string | null }>`
        select coalesce(sum(s.version), 0)::text || '|' || string_agg(
          wm.user_id::text || (case when wm.dashboard_public then '+' else '-' end), ',' order by wm.user_id
        ) as fingerprint
        from workspace_members wm
        left join sync_scopes s on s.scope_id = 'u:' || wm.user_id::text
        where wm.workspace_id = ${workspaceId}`.execute(trx);
      return rows[0]?.fingerprint ?? '';
    },

    /** Each member's figures and rank (competition ranking: equal figures share a rank). */
    async members(scope: FiguresScope, trx: Executor = db): Promise<MemberFiguresRow[]> {
      const { rows } = await sql<MemberFiguresRow>`${figures(scope)}
        select user_id, member_name, rank, completion_rate, current_streak, total_entries, habits_tracked
        from ranked order by rank, member_name, user_id`.execute(trx);
      return rows;
    },

    /** Each visible habit's figures with its member's figures and rank, members in rank order. */
    async habits(scope: FiguresScope, trx: Executor = db): Promise<HabitFiguresRow[]> {
      const { rows } = await sql<HabitFiguresRow>`${figures(scope)}
        select h.habit_id, h.user_id, h.member_name, h.name, h.icon, h.color, h.group_habit_id, h.level,
          case when h.shows_progress and h.due_n > 0 then round(100.0 * h.done_n / h.due_n)::int end
            as completion_rate,
          case when h.shows_progress then h.done_n end as completed,
          case when h.shows_progress then h.due_n end as due,
          case when h.shows_streaks then h.streak_n end as current_streak,
          case when h.shows_progress then h.total_n end as total_entries,
          json_build_object('rank', r.rank, 'completion_rate', r.completion_rate,
            'current_streak', r.current_streak, 'total_entries', r.total_entries,
            'habits_tracked', r.habits_tracked) as member
        from habit_rows h join ranked r on r.user_id = h.user_id
        order by r.rank, h.member_name, h.user_id, h.name, h.habit_id`.execute(trx);
      return rows;
    },

    /** Check-ins of fully shared habits in a date range (trackers, mirror dashboard). */
    async sharedEntries(
      scope: Omit<FiguresScope, 'now'> & { range: { from: string; to: string } },
      trx: Executor = db,
    ) {
      const habitsOf = scope.allHabitsOfMember ? sql`true` : sql`h.workspace_id = ${scope.workspaceId}`;
      const { rows } = await sql<{
        habit_id: string;
        habit_name: string;
        user_id: string;
        date: string;
        completed: boolean;
        value: number;
        skipped: boolean;
      }>`
        select e.habit_id, h.name as habit_name, e.user_id, e.date, e.completed, e.value, e.skipped
        from entries e
        join habits h on h.id = e.habit_id
        join workspace_members wm on wm.user_id = h.user_id and wm.workspace_id = ${scope.workspaceId}
        where ${habitsOf} and h.deleted_at is null and h.is_active and wm.dashboard_public
          and ${reveals(shareLevelOf('h'), 'entries')}
          and e.deleted_at is null and e.date between ${scope.range.from}::date and ${scope.range.to}::date
          ${scope.memberId ? sql`and h.user_id = ${scope.memberId}` : sql``}
        order by e.date, h.name, e.habit_id`.execute(trx);
      return rows;
    },
  };
}

export type GroupProgressRepository = ReturnType<typeof createGroupProgressRepository>;
