import { addDays, type DateKey, type PauseMap, type ShareProgress } from '@habitat/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';
import { type LimitAnswers, limitFiguresTable, overDaysTable, readLimits } from './limit-days';
import { type PausedDays, pausedDaysTable, readPausedDays } from './paused-days';
import { groupLevelOf, inGroupView, reveals } from './share-level-sql';

/**
 * Members' numbers as the group may see them, computed in SQL from real entries: one statement for
 * a whole group (spec §9 bench: 50 members × 10 habits in well under 100 ms).
 *
 * Rules, the same as packages/domain: "today" is each member's own day in their time zone; a day is
 * due when it is on the habit's schedule, from the day the habit's numbers start on, and not
 * skipped or paused; completion is done over due; the current streak comes from the stored streak numbers
 * (habit_streaks, the shared streak rule), alive while its next due day has not passed.
 *
 * Where numbers start (domain group-figures.ts figuresStartDay): a habit adopted into a group on its
 * adoption day, the day its adopted copy was created by its owner's clock; a personal habit on its
 * creation day or its earliest entry, whichever is first. Completion, entries and the streak all
 * count from there: check-ins logged for days before an adoption are the owner's history, not the
 * group's (issue 16: adopted today with a week logged before is 1 of 1 and 1 entry, not 100% and 8).
 *
 * Privacy (spec §3, ARCHITECTURE §5): a member who does not share their dashboard with the group
 * shows nothing; a private habit is absent; progress-only hides streaks; streaks-only hides
 * completion and counts. Hidden numbers are null, never 0. `owner` asks for a member's own view of
 * themselves instead: every live habit, every number, whatever they share (their own row, issue 16).
 */

export interface HabitFiguresRow {
  /** The member's own numbers and rank, repeated on each of their habits. */
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
  /** The days the completion covers (null when it is hidden or nothing could be due yet). */
  period_start: string | null;
  period_end: string | null;
  /** The first day the habit's numbers count (adoption day or first day); never hidden. */
  counts_from: string;
}

export interface MemberFiguresRow {
  user_id: string;
  member_name: string;
  rank: number;
  completion_rate: number | null;
  completed: number | null;
  due: number | null;
  current_streak: number | null;
  total_entries: number | null;
  habits_tracked: number;
  period_start: string | null;
  period_end: string | null;
  /**
   * The pauses of each habit counted, and the member's today: whether they are away
   * (domain pausedTogether), decided where the pause rule lives rather than again in SQL.
   */
  habit_pauses: PauseMap[];
  today: string;
}

interface RuleAnswers {
  paused: PausedDays;
  limits: LimitAnswers;
}

export interface FiguresScope {
  workspaceId: string;
  /** Only these members (a member's stats); all current members when absent. */
  memberId?: string;
  /** A member's own habits of every group and none (the mirror dashboard), not just this group's. */
  allHabitsOfMember?: boolean;
  /**
   * The member's own view of themselves (needs memberId): every live habit and number, whatever
   * their share levels and dashboard choice. Only ever answered to that member.
   */
  owner?: boolean;
  /** The last `days` days up to each member's today, or explicit dates. */
  range: { days: number } | { from: string; to: string };
  /** The instant whose date, in each member's time zone and by their day start, is their today. */
  now: Date;
}

/** A member's day of an instant column: their time zone, their day start (the CTE's `tz`, `day_start`). */
function memberDay(instant: RawBuilder<unknown>, member: string): RawBuilder<string> {
  return sql<string>`((${instant} - ${sql.ref(`${member}.day_start`)}) at time zone ${sql.ref(`${member}.tz`)})::date`;
}

/**
 * The widest span of days the range can cover in any member's time zone: a day either side of the
 * server's UTC dates, since every member's today is within a day of it.
 */
function daySpanOf(scope: FiguresScope): { start: DateKey; end: DateKey } {
  const utcToday = scope.now.toISOString().slice(0, 10);
  // Nothing after any member's today counts, so an open pause is not expanded into the future.
  const lastToday = addDays(utcToday, 1);
  if (!('days' in scope.range)) {
    return { start: scope.range.from, end: scope.range.to < lastToday ? scope.range.to : lastToday };
  }
  return { start: addDays(utcToday, -scope.range.days), end: lastToday };
}

export function createGroupProgressRepository(db: Kysely<Database>) {
  /**
   * The days the habits of the group's members (or of the one member) rest on within the range:
   * neither due nor done in any number here (issue 30).
   */
  /** The habits the statement counts: the group's, or all of one member's for their dashboard. */
  function habitsCounted(scope: FiguresScope): RawBuilder<unknown> {
    return scope.allHabitsOfMember
      ? sql`h.user_id = ${scope.memberId ?? null} and h.user_id in
          (select user_id from workspace_members where workspace_id = ${scope.workspaceId})`
      : sql`h.workspace_id = ${scope.workspaceId}
          ${scope.memberId ? sql`and h.user_id = ${scope.memberId}` : sql``}`;
  }

  /**
   * What the statement is handed, read by the domain's rules: the days the habits rest on (issue
   * 30: neither due nor done in any number here), and the limits' over days and figures.
   */
  async function ruleAnswers(scope: FiguresScope, trx: Executor): Promise<RuleAnswers> {
    const { start, end } = daySpanOf(scope);
    const which = habitsCounted(scope);
    const paused = await readPausedDays(trx, which, start, end);
    const limits = await readLimits(trx, which, scope.now, start, end);
    return { paused, limits };
  }

  function figures(scope: FiguresScope, { paused, limits }: RuleAnswers) {
    if (scope.owner && !scope.memberId) throw new Error("A member's own figures need the member");
    const from =
      'days' in scope.range ? sql`m.today - ${scope.range.days - 1}::int` : sql`${scope.range.from}::date`;
    const to = 'days' in scope.range ? sql`m.today` : sql`least(${scope.range.to}::date, m.today)`;
    const group = { id: scope.workspaceId };
    const habitsOf = scope.allHabitsOfMember
      ? scope.owner
        ? sql`true`
        : inGroupView('h', sql`m.personal_habits`, group)
      : sql`h.workspace_id = ${scope.workspaceId}`;
    const shown = (what: 'progress' | 'streaks') => (scope.owner ? sql`true` : reveals(sql`s.level`, what));
    return sql`
      with paused as (${pausedDaysTable(paused)}),
      over as (${overDaysTable(limits)}),
      limit_figures as (${limitFiguresTable(limits)}),
      members as (
        select wm.user_id, u.name, wm.personal_habits, coalesce(p.timezone, 'UTC') as tz,
          coalesce(p.day_starts_at, '00:00')::interval as day_start,
          ((${scope.now.toISOString()}::timestamptz - coalesce(p.day_starts_at, '00:00')::interval)
            at time zone coalesce(p.timezone, 'UTC'))::date as today
        from workspace_members wm
        join users u on u.id = wm.user_id
        left join preferences p on p.user_id = wm.user_id
        where wm.workspace_id = ${scope.workspaceId}
          ${scope.owner ? sql`` : sql`and wm.dashboard_public`}
          ${scope.memberId ? sql`and wm.user_id = ${scope.memberId}` : sql``}
      ),
      chosen as (
        select h.id, h.user_id, m.name as member_name, h.name, h.icon, h.color, h.group_habit_id,
          h.schedule_days, h.pauses, ${groupLevelOf('h', group)} as level, m.today,
          h.workspace_id is not null as adopted, ${memberDay(sql`h.created_at`, 'm')} as created_day,
          ${from} as range_start, ${to} as end_day
        from habits h
        join members m on m.user_id = h.user_id
        where ${habitsOf} and h.deleted_at is null and h.is_active
          ${scope.owner ? sql`` : sql`and ${reveals(groupLevelOf('h', group), 'anything')}`}
      ),
      -- Where each habit's figures start (domain figuresStartDay): the adoption day, or for a
      -- personal habit its creation or earliest entry, whichever is first.
      started as (
        select c.*, case when c.adopted then c.created_day else least(c.created_day, coalesce(
          (select min(e.date) from entries e where e.habit_id = c.id and e.deleted_at is null),
          c.created_day)) end as counts_from
        from chosen c
      ),
      -- The schedule as a weekday bit mask, and its due days in the range counted per weekday
      -- (floor((span - offset) / 7) + 1), rather than walking the range a day at a time.
      shared as (
        select c.*, greatest(c.range_start, c.counts_from) as start_day, sch.mask,
          sch.scheduled
        from started c cross join lateral (
          select coalesce(sum(1 << k::int), 0)::int as mask,
            coalesce(sum(greatest(0, floor(((c.end_day - greatest(c.range_start, c.counts_from))
              - ((k::int - extract(dow from greatest(c.range_start, c.counts_from))::int + 7) % 7)) / 7.0)
              + 1)), 0)::int as scheduled
          from jsonb_array_elements_text(c.schedule_days) as k
        ) sch
      ),
      -- Each habit's scheduled days a pause covers in its span, counted once for all habits:
      -- neither due nor done (a check on one counts for nothing).
      paused_in_range as (
        select s.id as habit_id, count(*)::int as paused
        from shared s join paused p on p.habit_id = s.id and p.date between s.start_day and s.end_day
        group by s.id
      ),
      -- Each habit's own counts, as laterals of its row: whatever join order the planner picks
      -- (its estimates are stale right after a bulk write), each runs once per habit on that
      -- habit's entries alone, never once per pair of habits.
      habit_rows as (
        select s.id as habit_id, s.user_id, s.member_name, s.name, s.icon, s.color, s.group_habit_id, s.level,
          ${shown('progress')} as shows_progress,
          ${shown('streaks')} as shows_streaks,
          s.scheduled - mk.skipped - coalesce(pz.paused, 0) as due_n,
          -- A limit is kept on every due day it did not go over, logged or not (limit-days.ts).
          case when lf.habit_id is not null
            then s.scheduled - mk.skipped - coalesce(pz.paused, 0) - ov.over
            else mk.done end as done_n,
          -- The stored run, cut at the start when done days before it may belong to it
          -- (domain streakSince: the run's done days from the start on); a limit's, from the rule.
          case when lf.habit_id is not null then lf.streak
          when st.breaks_on >= s.today then
            case when ea.done_before = 0 then st.length else least(st.length, rn.done_since) end
          else 0 end as streak_n,
          case when lf.habit_id is not null then lf.kept
            else greatest(0, coalesce(st.completed_count, 0) - ea.done_before) end as total_n,
          s.start_day, s.end_day, s.counts_from, s.pauses, s.today
        from shared s
        -- Its check-ins in the range, from the live-entries index of that habit.
        cross join lateral (
          select count(*) filter (where e.completed and not e.skipped)::int as done,
            count(*) filter (where e.skipped)::int as skipped
          from entries e
          where e.habit_id = s.id and e.date between s.start_day and s.end_day and e.deleted_at is null
            and (s.mask >> extract(dow from e.date)::int) & 1 = 1
            and not exists (select 1 from paused p where p.habit_id = e.habit_id and p.date = e.date)
        ) mk
        left join paused_in_range pz on pz.habit_id = s.id
        left join limit_figures lf on lf.habit_id = s.id
        -- The due days in the range a limit went over (limit-days.ts gives only due ones).
        cross join lateral (
          select count(*)::int as over from over o
          where o.habit_id = s.id and o.date between s.start_day and s.end_day
        ) ov
        -- Check-ins done for days before an adoption: the stored count and streak leave them out.
        -- A personal habit's figures start at its earliest entry or before, so it has none.
        cross join lateral (
          select case when s.adopted then (
            select count(*)::int from entries e
            where e.habit_id = s.id and e.date < s.counts_from and e.deleted_at is null
              and e.completed and not e.skipped) else 0 end as done_before
        ) ea
        left join habit_streaks st on st.habit_id = s.id
        left join lateral (
          select count(*)::int as done_since from entries e
          where ea.done_before > 0 and e.habit_id = s.id and e.date between s.counts_from and st.last_done
            and e.deleted_at is null and e.completed and not e.skipped
            and (s.mask >> extract(dow from e.date)::int) & 1 = 1
            and not exists (select 1 from paused p where p.habit_id = e.habit_id and p.date = e.date)
        ) rn on true
      ),
      member_rows as (
        select user_id, member_name,
          case when sum(due_n) filter (where shows_progress) > 0
            then round(100.0 * sum(done_n) filter (where shows_progress)
              / sum(due_n) filter (where shows_progress))::int end as completion_rate,
          (sum(done_n) filter (where shows_progress))::int as completed,
          (sum(due_n) filter (where shows_progress))::int as due,
          (max(streak_n) filter (where shows_streaks))::int as current_streak,
          (sum(total_n) filter (where shows_progress))::int as total_entries,
          count(*)::int as habits_tracked,
          min(start_day) filter (where shows_progress and start_day <= end_day) as period_start,
          max(end_day) filter (where shows_progress and start_day <= end_day) as period_end,
          -- Away is told only of habits whose progress the group sees (review): a level that
          -- hides progress hides the pause too.
          coalesce(jsonb_agg(pauses) filter (where shows_progress), '[]'::jsonb) as habit_pauses,
          max(today)::text as today
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
     * What every number of the group depends on, besides the time: its members with their dashboard
     * choice, and the sum of their sync-scope versions (every check-in, habit or privacy change of
     * a member bumps their version).
     */
    async fingerprint(groupId: string, trx: Executor = db): Promise<string> {
      const { rows } = await sql<{ fingerprint: string | null }>`
        select coalesce(sum(s.version), 0)::text || '|' || string_agg(
          wm.user_id::text || (case when wm.dashboard_public then '+' else '-' end), ',' order by wm.user_id
        ) as fingerprint
        from workspace_members wm
        left join sync_scopes s on s.scope_id = 'u:' || wm.user_id::text
        where wm.workspace_id = ${groupId}`.execute(trx);
      return rows[0]?.fingerprint ?? '';
    },

    /** Of these habits, those whose person takes encouragements on them ('Allow Encouragements'). */
    async takingEncouragements(habitIds: readonly string[], trx: Executor = db): Promise<Set<string>> {
      if (habitIds.length === 0) return new Set();
      const rows = await trx
        .selectFrom('habits')
        .select('id')
        .where('id', 'in', habitIds)
        .where(sql<boolean>`coalesce((workspace_settings->>'allowInteraction')::boolean, false)`)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Each member's last check-in up to their today of the group's live habits the group sees at
     * any level (a streak shows recent check-ins as much as a rate does; a private habit says nothing),
     * and the day they joined, both by their own zone and day start (issue 31, who is away).
     */
    async lastCheckIns(
      groupId: string,
      now: Date,
      trx: Executor = db,
    ): Promise<{ user_id: string; last_check_in: string | null; joined_day: string }[]> {
      const { rows } = await sql<{ user_id: string; last_check_in: string | null; joined_day: string }>`
        with m as (
          select wm.user_id, wm.joined_at, coalesce(p.timezone, 'UTC') as tz,
            coalesce(p.day_starts_at, '00:00')::interval as day_start,
            ((${now.toISOString()}::timestamptz - coalesce(p.day_starts_at, '00:00')::interval)
              at time zone coalesce(p.timezone, 'UTC'))::date as today
          from workspace_members wm left join preferences p on p.user_id = wm.user_id
          where wm.workspace_id = ${groupId}
        )
        select m.user_id, ${memberDay(sql`m.joined_at`, 'm')}::text as joined_day,
          (select max(e.date)::text from entries e join habits h on h.id = e.habit_id
            where h.workspace_id = ${groupId} and h.user_id = m.user_id
              and h.deleted_at is null and h.is_active
              and e.completed and not e.skipped and e.deleted_at is null and e.date <= m.today
              and ${reveals(groupLevelOf('h', { id: groupId }), 'anything')}) as last_check_in
        from m`.execute(trx);
      return rows;
    },

    /** Each member's numbers and rank (competition ranking: equal numbers share a rank). */
    async members(scope: FiguresScope, trx: Executor = db): Promise<MemberFiguresRow[]> {
      const { rows } = await sql<MemberFiguresRow>`${figures(scope, await ruleAnswers(scope, trx))}
        select user_id, member_name, rank, completion_rate, completed, due, current_streak, total_entries,
          habits_tracked, period_start, period_end, habit_pauses, today
        from ranked order by rank, member_name, user_id`.execute(trx);
      return rows;
    },

    /** Each visible habit's numbers with its member's numbers and rank, members in rank order. */
    async habits(scope: FiguresScope, trx: Executor = db): Promise<HabitFiguresRow[]> {
      const { rows } = await sql<HabitFiguresRow>`${figures(scope, await ruleAnswers(scope, trx))}
        select h.habit_id, h.user_id, h.member_name, h.name, h.icon, h.color, h.group_habit_id, h.level,
          case when h.shows_progress and h.due_n > 0 then round(100.0 * h.done_n / h.due_n)::int end
            as completion_rate,
          case when h.shows_progress then h.done_n end as completed,
          case when h.shows_progress then h.due_n end as due,
          case when h.shows_streaks then h.streak_n end as current_streak,
          case when h.shows_progress then h.total_n end as total_entries,
          case when h.shows_progress and h.start_day <= h.end_day then h.start_day end as period_start,
          case when h.shows_progress and h.start_day <= h.end_day then h.end_day end as period_end,
          h.counts_from,
          json_build_object('rank', r.rank, 'completion_rate', r.completion_rate,
            'completed', r.completed, 'due', r.due,
            'current_streak', r.current_streak, 'total_entries', r.total_entries,
            'habits_tracked', r.habits_tracked, 'period_start', r.period_start,
            'period_end', r.period_end, 'habit_pauses', r.habit_pauses, 'today', r.today) as member
        from habit_rows h join ranked r on r.user_id = h.user_id
        order by r.rank, h.member_name, h.user_id, h.name, h.habit_id`.execute(trx);
      return rows;
    },

    /**
     * Check-ins of fully shared habits in a date range (trackers, mirror dashboard); an adopted
     * habit's from its adoption day on, since days logged before it are not the group's to see.
     */
    async sharedEntries(
      scope: Omit<FiguresScope, 'now'> & { range: { from: string; to: string } },
      trx: Executor = db,
    ) {
      const group = { id: scope.workspaceId };
      const habitsOf = scope.allHabitsOfMember
        ? inGroupView('h', sql`wm.personal_habits`, group)
        : sql`h.workspace_id = ${scope.workspaceId}`;
      const { rows } = await sql<{
        habit_id: string;
        habit_name: string;
        user_id: string;
        date: string;
        completed: boolean;
        value: number;
        skipped: boolean;
        /** Only where the habit's level shows notes (full); null otherwise. */
        note: string | null;
      }>`
        select e.habit_id, h.name as habit_name, e.user_id, e.date, e.completed, e.value, e.skipped,
          case when ${reveals(groupLevelOf('h', group), 'notes')} then e.note end as note
        from entries e
        join habits h on h.id = e.habit_id
        join workspace_members wm on wm.user_id = h.user_id and wm.workspace_id = ${scope.workspaceId}
        left join preferences p on p.user_id = h.user_id
        where ${habitsOf} and h.deleted_at is null and h.is_active and wm.dashboard_public
          and ${reveals(groupLevelOf('h', group), 'entries')}
          and e.deleted_at is null and e.date between ${scope.range.from}::date and ${scope.range.to}::date
          and (h.workspace_id is null or e.date >= ((h.created_at - coalesce(p.day_starts_at, '00:00')::interval)
            at time zone coalesce(p.timezone, 'UTC'))::date)
          ${scope.memberId ? sql`and h.user_id = ${scope.memberId}` : sql``}
        order by e.date, h.name, e.habit_id`.execute(trx);
      return rows;
    },
  };
}

export type GroupProgressRepository = ReturnType<typeof createGroupProgressRepository>;
