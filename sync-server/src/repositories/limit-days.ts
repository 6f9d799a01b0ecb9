import {
  completionRate,
  computeStreaks,
  type DateKey,
  dayStartMinutes,
  figuresStartDay,
  forEachDay,
  isScheduled,
  keptLookup,
  maxKey,
  minKey,
  type PauseMap,
  pausedLookup,
  pausePlanOf,
  personalDay,
  recordLookup,
  streakWindowStart,
  type TargetPeriod,
} from '@habitat/domain';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from './executor';

/**
 * Limits (issue 30) in the group's numbers. A limit is kept on every day not gone over, logged or
 * not, and a weekly limit judges each day by the week so far: a rule SQL would have to write again
 * (running totals by each member's week start). As with pauses (paused-days.ts), the server reads
 * the few limit habits, applies the domain's rule (keptLookup) and hands the statement its answers:
 * the due days each limit went over, so done is due less those; and each limit's streak and kept
 * days since its numbers start, which the stored streak state cannot say (a limit's run grows with
 * every quiet day, with nothing written).
 */
export interface LimitAnswers {
  /** Due days a limit went over: (habit, day) pairs, as two arrays. */
  over: { habitIds: string[]; dates: DateKey[] };
  /** Each limit's current streak and kept days since its numbers start, in the member's today. */
  figures: { habitIds: string[]; streaks: number[]; kept: number[] };
}

interface LimitRow {
  id: string;
  schedule_days: number[];
  pauses: PauseMap;
  target_value: number;
  target_period: TargetPeriod;
  adopted: boolean;
  created_at: Date;
  timezone: string;
  day_starts_at: string;
  week_starts_on: number;
  dates: DateKey[];
  amounts: number[];
  skipped: boolean[];
}

/** The limit habits `which` selects (alias `h`): their over days from `start` to `end`, and figures. */
export async function readLimits(
  trx: Executor,
  which: RawBuilder<unknown>,
  now: Date,
  start: DateKey,
  end: DateKey,
): Promise<LimitAnswers> {
  const { rows } = await sql<LimitRow>`
    select h.id, h.schedule_days, h.pauses, h.target_value, h.target_period,
      h.workspace_id is not null as adopted, h.created_at,
      coalesce(p.timezone, 'UTC') as timezone, coalesce(p.day_starts_at, '00:00') as day_starts_at,
      coalesce(p.week_starts_on, 1) as week_starts_on,
      coalesce(array_agg(e.date::text order by e.date) filter (where e.date is not null), '{}') as dates,
      coalesce(array_agg(e.value order by e.date) filter (where e.date is not null), '{}') as amounts,
      coalesce(array_agg(e.skipped order by e.date) filter (where e.date is not null), '{}') as skipped
    from habits h
    left join preferences p on p.user_id = h.user_id
    left join entries e on e.habit_id = h.id and e.deleted_at is null
    where h.target_kind = 'at-most' and h.deleted_at is null and h.is_active and ${which}
    group by h.id, p.timezone, p.day_starts_at, p.week_starts_on`.execute(trx);
  const answers: LimitAnswers = {
    over: { habitIds: [], dates: [] },
    figures: { habitIds: [], streaks: [], kept: [] },
  };
  for (const row of rows) {
    const dayStart = dayStartMinutes({ dayStartsAt: row.day_starts_at });
    const today = personalDay(now, row.timezone, dayStart);
    const countsFrom = figuresStartDay({
      adopted: row.adopted,
      createdDay: personalDay(row.created_at, row.timezone, dayStart),
      firstEntryDay: row.dates[0] ?? null,
    });
    const entries = row.dates.map((date, i) => ({
      date,
      value: Number(row.amounts[i] ?? 0),
      skipped: row.skipped[i] === true,
      completed: false,
    }));
    const habit = {
      targetValue: row.target_value,
      targetKind: 'at-most' as const,
      targetPeriod: row.target_period,
    };
    const kept = keptLookup(habit, recordLookup(entries), row.week_starts_on);
    const plan = pausePlanOf(row.pauses);
    const paused = pausedLookup(plan);
    forEachDay(maxKey(start, countsFrom), minKey(end, today), (day, weekday) => {
      if (!isScheduled(row.schedule_days, day) || paused?.(day, weekday)) return;
      const state = kept(day);
      if (state && !state.skipped && !state.completed) {
        answers.over.habitIds.push(row.id);
        answers.over.dates.push(day);
      }
    });
    const input = { scheduleDays: row.schedule_days, record: kept, today, pauses: plan };
    answers.figures.habitIds.push(row.id);
    answers.figures.streaks.push(
      computeStreaks({ ...input, firstDay: streakWindowStart(countsFrom, today) }).current,
    );
    answers.figures.kept.push(completionRate({ ...input, start: countsFrom, end: today }).completed);
  }
  return answers;
}

/** The over days as a table `(habit_id, date)`, for a `with over as (…)`. */
export function overDaysTable(answers: LimitAnswers): RawBuilder<unknown> {
  const { habitIds, dates } = answers.over;
  return sql`select * from unnest(${habitIds}::uuid[], ${dates}::date[]) as o(habit_id, date)`;
}

/** The limits' figures as a table `(habit_id, streak, kept)`, for a `with limit_figures as (…)`. */
export function limitFiguresTable(answers: LimitAnswers): RawBuilder<unknown> {
  const { habitIds, streaks, kept } = answers.figures;
  return sql`select * from unnest(${habitIds}::uuid[], ${streaks}::int[], ${kept}::int[])
    as l(habit_id, streak, kept)`;
}
