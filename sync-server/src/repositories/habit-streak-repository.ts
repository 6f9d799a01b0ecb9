import { EMPTY_STREAK, type PauseMap, pausePlanOf, type StreakState, streakState } from '@habitat/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';

/**
 * The stored streak numbers of each habit (migration 0005 habit_streaks), rewritten from the
 * habit's entries by every write that can change them, with the shared rule of
 * packages/domain/streak-state.ts. Group numbers read them instead of walking each habit's year.
 */

/** A run is capped at 365 days, so two years of entries before the latest one are all it can use. */
const HISTORY_DAYS = 2 * 366;

export interface StreakChange {
  before: StreakState;
  after: StreakState;
  /** A limit's run (issue 30): kept days are not done ones, so it earns no check-in badge. */
  limit: boolean;
}

export function createHabitStreakRepository(db: Kysely<Database>) {
  /**
   * Recomputes habits' numbers from their entries; returns them as they were and are now, by habit
   * (a habit that does not exist is left out). One statement reads the habits, their stored
   * numbers, their check-in counts and the entries a streak can use; a second stores the results,
   * however many habits: a push's batch over twenty habits costs two statements, not forty.
   */
  async function refreshMany(
    habitIds: readonly string[],
    trx: Executor = db,
  ): Promise<Map<string, StreakChange>> {
    const changes = new Map<string, StreakChange>();
    if (habitIds.length === 0) return changes;
    // The entries come as three parallel arrays, filled from the same rows in the same order:
    // building a JSON object per entry took twice as long (two years of twenty habits per push).
    const { rows } = await sql<{
      id: string;
      schedule_days: number[];
      pauses: PauseMap;
      target_kind: string;
      length: number | null;
      last_done: string | null;
      breaks_on: string | null;
      total: number;
      dates: string[];
      completed: boolean[];
      skipped: boolean[];
    }>`
      select h.id, h.schedule_days, h.pauses, h.target_kind, s.length, s.last_done, s.breaks_on,
        (select count(*)::int from entries c
          where c.habit_id = h.id and c.deleted_at is null and c.completed and not c.skipped) as total,
        w.dates, w.completed, w.skipped
      from habits h
      left join habit_streaks s on s.habit_id = h.id
      cross join lateral (
        select coalesce(array_agg(e.date::text), '{}') as dates,
          coalesce(array_agg(e.completed), '{}') as completed,
          coalesce(array_agg(e.skipped), '{}') as skipped
        from entries e
        where e.habit_id = h.id and e.deleted_at is null
          and e.date >= (select max(m.date) from entries m where m.habit_id = h.id and m.deleted_at is null)
            - ${HISTORY_DAYS}::int
      ) w
      where h.id = any(${[...new Set(habitIds)]}::uuid[])`.execute(trx);
    if (rows.length === 0) return changes;
    const updatedAt = new Date();
    const stored = rows.map((row) => {
      const before: StreakState =
        row.length === null
          ? { ...EMPTY_STREAK }
          : { length: row.length, lastDone: row.last_done, breaksOn: row.breaks_on };
      const entries = row.dates.map((date, i) => ({
        date,
        completed: row.completed[i] as boolean,
        skipped: row.skipped[i] as boolean,
      }));
      const firstDay = entries.reduce(
        (first, entry) => (entry.date < first ? entry.date : first),
        '9999-12-31',
      );
      const after = streakState({
        scheduleDays: row.schedule_days,
        entries,
        firstDay,
        pauses: pausePlanOf(row.pauses),
      });
      changes.set(row.id, { before, after, limit: row.target_kind === 'at-most' });
      return {
        habit_id: row.id,
        length: after.length,
        last_done: after.lastDone,
        breaks_on: after.breaksOn,
        completed_count: row.total,
        updated_at: updatedAt,
      };
    });
    await trx
      .insertInto('habit_streaks')
      .values(stored)
      .onConflict((oc) =>
        oc.column('habit_id').doUpdateSet((eb) => ({
          length: eb.ref('excluded.length'),
          last_done: eb.ref('excluded.last_done'),
          breaks_on: eb.ref('excluded.breaks_on'),
          completed_count: eb.ref('excluded.completed_count'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    return changes;
  }

  /** One habit's numbers (see refreshMany); a habit that does not exist has none. */
  async function refresh(habitId: string, trx: Executor = db): Promise<StreakChange> {
    const change = (await refreshMany([habitId], trx)).get(habitId.toLowerCase());
    return change ?? { before: { ...EMPTY_STREAK }, after: { ...EMPTY_STREAK }, limit: false };
  }

  /**
   * Fills in habits that have entries but no numbers yet (entries written before the numbers
   * existed); run at start-up, a batch at a time. Returns how many habits it filled.
   */
  async function fillMissing(batch = 200): Promise<number> {
    let filled = 0;
    for (;;) {
      const missing = await db
        .selectFrom('habits as h')
        .select('h.id')
        .where('h.deleted_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(selectFrom('habit_streaks as s').select('s.habit_id').whereRef('s.habit_id', '=', 'h.id')),
          ),
        )
        .where(({ exists, selectFrom }) =>
          exists(selectFrom('entries as e').select('e.habit_id').whereRef('e.habit_id', '=', 'h.id')),
        )
        .limit(batch)
        .execute();
      if (missing.length === 0) return filled;
      for (const { id } of missing) await db.transaction().execute((trx) => refresh(id, trx));
      filled += missing.length;
    }
  }

  return { refresh, refreshMany, fillMissing };
}

export type HabitStreakRepository = ReturnType<typeof createHabitStreakRepository>;
