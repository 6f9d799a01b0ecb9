import { EMPTY_STREAK, type StreakState, streakState } from '@habitat/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';

/**
 * The stored streak figures of each habit (migration 0005 habit_streaks), rewritten from the
 * habit's entries by every write that can change them, with the shared rule of
 * packages/domain/streak-state.ts. Group figures read them instead of walking each habit's year.
 */

/** A run is capped at 365 days, so two years of entries before the latest one are all it can use. */
const HISTORY_DAYS = 2 * 366;

export interface StreakChange {
  before: StreakState;
  after: StreakState;
}

export function createHabitStreakRepository(db: Kysely<Database>) {
  /**
   * Recomputes one habit's figures from its entries; returns them as they were and are now. One
   * statement reads the habit, its stored figures, its check-in count and the entries a streak can
   * use; a second stores the result (every check-in pays for these two, so they stay two).
   */
  async function refresh(habitId: string, trx: Executor = db): Promise<StreakChange> {
    const { rows } = await sql<{
      schedule_days: number[];
      length: number | null;
      last_done: string | null;
      breaks_on: string | null;
      total: number;
      entries: { date: string; completed: boolean; skipped: boolean }[];
    }>`
      select h.schedule_days, s.length, s.last_done, s.breaks_on,
        (select count(*)::int from entries c
          where c.habit_id = h.id and c.deleted_at is null and c.completed and not c.skipped) as total,
        (select coalesce(json_agg(json_build_object('date', e.date, 'completed', e.completed, 'skipped', e.skipped)), '[]')
          from entries e
          where e.habit_id = h.id and e.deleted_at is null
            and e.date >= (select max(m.date) from entries m where m.habit_id = h.id and m.deleted_at is null)
              - ${HISTORY_DAYS}::int) as entries
      from habits h
      left join habit_streaks s on s.habit_id = h.id
      where h.id = ${habitId}`.execute(trx);
    const row = rows[0];
    if (!row) return { before: { ...EMPTY_STREAK }, after: { ...EMPTY_STREAK } };
    const before: StreakState =
      row.length === null
        ? { ...EMPTY_STREAK }
        : { length: row.length, lastDone: row.last_done, breaksOn: row.breaks_on };
    const firstDay = row.entries.reduce(
      (first, entry) => (entry.date < first ? entry.date : first),
      '9999-12-31',
    );
    const after = streakState({ scheduleDays: row.schedule_days, entries: row.entries, firstDay });
    const values = {
      length: after.length,
      last_done: after.lastDone,
      breaks_on: after.breaksOn,
      completed_count: row.total,
      updated_at: new Date(),
    };
    await trx
      .insertInto('habit_streaks')
      .values({ habit_id: habitId, ...values })
      .onConflict((oc) => oc.column('habit_id').doUpdateSet(values))
      .execute();
    return { before, after };
  }

  /**
   * Fills in habits that have entries but no figures yet (entries written before the figures
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

  return { refresh, fillMissing };
}

export type HabitStreakRepository = ReturnType<typeof createHabitStreakRepository>;
