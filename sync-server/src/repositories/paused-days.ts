import { type DateKey, type PauseMap, pausedScheduledDays } from '@habitat/domain';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from './executor';

/**
 * The days habits rest on (issue 30), for the group's numbers in SQL: read the pauses of the few
 * habits that have any, expand them by the domain's rule (pausedScheduledDays) and hand the habit
 * days to the statement as two arrays. A pause then counts against nobody in the group as it does
 * on the member's own device, neither due nor done, and the rule is written once, in the domain.
 */
export interface PausedDays {
  habitIds: string[];
  dates: DateKey[];
}

/** The paused scheduled days from `start` to `end` of the live habits `which` selects (alias `h`). */
export async function readPausedDays(
  trx: Executor,
  which: RawBuilder<unknown>,
  start: DateKey,
  end: DateKey,
): Promise<PausedDays> {
  const { rows } = await sql<{ id: string; schedule_days: number[]; pauses: PauseMap }>`
    select h.id, h.schedule_days, h.pauses from habits h
    where h.pauses <> '{}'::jsonb and h.deleted_at is null and h.is_active and ${which}`.execute(trx);
  const paused: PausedDays = { habitIds: [], dates: [] };
  for (const habit of rows) {
    for (const date of pausedScheduledDays(
      { scheduleDays: habit.schedule_days, pauses: habit.pauses },
      start,
      end,
    )) {
      paused.habitIds.push(habit.id);
      paused.dates.push(date);
    }
  }
  return paused;
}

/** The days as a table `(habit_id, date)`, for a `with paused as (…)`. */
export function pausedDaysTable(paused: PausedDays): RawBuilder<unknown> {
  return sql`select * from unnest(${paused.habitIds}::uuid[], ${paused.dates}::date[]) as p(habit_id, date)`;
}
