import { addDays, EMPTY_STREAK, type StreakState, streakState } from '@habitat/domain';
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
  async function read(habitId: string, trx: Executor): Promise<StreakState> {
    const row = await trx
      .selectFrom('habit_streaks')
      .select(['length', 'last_done', 'breaks_on'])
      .where('habit_id', '=', habitId)
      .executeTakeFirst();
    return row
      ? { length: row.length, lastDone: row.last_done, breaksOn: row.breaks_on }
      : { ...EMPTY_STREAK };
  }

  /** Recomputes one habit's figures from its entries; returns them as they were and are now. */
  async function refresh(habitId: string, trx: Executor = db): Promise<StreakChange> {
    const before = await read(habitId, trx);
    const habit = await trx
      .selectFrom('habits')
      .select(['schedule_days'])
      .where('id', '=', habitId)
      .executeTakeFirst();
    if (!habit) return { before, after: before };
    const latest = await trx
      .selectFrom('entries')
      .select(sql<string | null>`max(date)`.as('latest'))
      .where('habit_id', '=', habitId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const entries = latest?.latest
      ? await trx
          .selectFrom('entries')
          .select(['date', 'completed', 'skipped'])
          .where('habit_id', '=', habitId)
          .where('deleted_at', 'is', null)
          .where('date', '>=', addDays(latest.latest, -HISTORY_DAYS))
          .execute()
      : [];
    const firstDay = entries.reduce(
      (first, entry) => (entry.date < first ? entry.date : first),
      '9999-12-31',
    );
    const after = streakState({ scheduleDays: habit.schedule_days, entries, firstDay });
    const counted = await trx
      .selectFrom('entries')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('habit_id', '=', habitId)
      .where('deleted_at', 'is', null)
      .where('completed', '=', true)
      .where('skipped', '=', false)
      .executeTakeFirstOrThrow();
    const values = {
      length: after.length,
      last_done: after.lastDone,
      breaks_on: after.breaksOn,
      completed_count: counted.n,
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

  return { read, refresh, fillMissing };
}

export type HabitStreakRepository = ReturnType<typeof createHabitStreakRepository>;
