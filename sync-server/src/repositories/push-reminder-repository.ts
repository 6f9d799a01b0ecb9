import { type PauseMap, reminderKey } from '@habitat/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';

/**
 * What the reminder pass reads and the reminders already pushed (push_reminders, migration 0015):
 * a claim row per habit and day, so each reminder is pushed once across instances. The messages
 * themselves go through the outbox (push-repository.ts).
 */

export interface ReminderCandidate {
  id: string;
  userId: string;
  name: string;
  icon: string;
  category: string;
  isActive: boolean;
  reminderEnabled: boolean;
  reminderTime: string | null;
  moreReminderTimes: string[];
  scheduleDays: number[];
  pauses: PauseMap;
  timezone: string;
  dayStartsAt: string;
}

/**
 * A live push subscription of the person `userColumn` names, under this server's key: one whose
 * session is neither revoked nor expired and which has not expired itself. The reminders and the
 * summary are pushed only to such a person.
 */
function liveSubscriptionOf(
  eb: ExpressionBuilder<Database & { h: Database['habits']; p: Database['preferences'] }, 'h' | 'p'>,
  userColumn: 'h.user_id' | 'p.user_id',
  serverKey: string,
  now: Date,
) {
  return eb
    .selectFrom('push_subscriptions as s')
    .innerJoin('sessions as se', 'se.id', 's.session_id')
    .select('s.id')
    .whereRef('s.user_id', '=', userColumn)
    .where('s.server_key', '=', serverKey)
    .where('se.revoked_at', 'is', null)
    .where('se.expires_at', '>', now)
    .where((inner) => inner.or([inner('s.expires_at', 'is', null), inner('s.expires_at', '>', now)]));
}

export interface SummaryCandidate {
  userId: string;
  timezone: string;
  dayStartsAt: string;
  summaryAt: string;
}

export function createPushReminderRepository(db: Kysely<Database>) {
  return {
    /**
     * Habits whose reminder could ring, of people with a live subscription under `serverKey`: what
     * the reminder pass reads. Archived, deleted and reminder-less habits are left out here already.
     */
    reminderCandidates(serverKey: string, now: Date): Promise<ReminderCandidate[]> {
      return (
        db
          .selectFrom('habits as h')
          .innerJoin('preferences as p', 'p.user_id', 'h.user_id')
          .select([
            'h.id',
            'h.user_id as userId',
            'h.name',
            'h.icon',
            // The reminder's icon follows the name for a habit whose icon nobody picked (displayIcon).
            'h.category',
            'h.is_active as isActive',
            'h.reminder_enabled as reminderEnabled',
            'h.reminder_time as reminderTime',
            'h.more_reminder_times as moreReminderTimes',
            'h.schedule_days as scheduleDays',
            'h.pauses',
            'p.timezone',
            'p.day_starts_at as dayStartsAt',
          ])
          .where('h.reminder_enabled', '=', true)
          .where('h.is_active', '=', true)
          .where('h.deleted_at', 'is', null)
          // A person who chose one summary a day gets that instead (issue 30).
          .where('p.reminder_summary_at', 'is', null)
          // A reminder time, or more times (issue 30).
          .where((eb) =>
            eb.or([
              eb('h.reminder_time', 'is not', null),
              eb('h.more_reminder_times', '<>', sql<string[]>`'[]'::jsonb`),
            ]),
          )
          .where((eb) => eb.exists(liveSubscriptionOf(eb, 'h.user_id', serverKey, now)))
          .orderBy('h.user_id')
          .execute()
      );
    },

    /**
     * Of these reminders (habit, day and time: `slot` '' for the reminder time, else the more
     * time), the ones already pushed or whose day is done or skipped, by reminderKey.
     */
    async settledOrPushed(
      pairs: readonly { habitId: string; date: string; slot: string }[],
    ): Promise<Set<string>> {
      if (pairs.length === 0) return new Set();
      const habitIds = [...new Set(pairs.map((pair) => pair.habitId))];
      const dates = [...new Set(pairs.map((pair) => pair.date))];
      const [pushed, settled] = await Promise.all([
        db
          .selectFrom('push_reminders')
          .select(['habit_id', 'date', 'slot'])
          .where('habit_id', 'in', habitIds)
          .where('date', 'in', dates)
          .execute(),
        db
          .selectFrom('entries')
          .select(['habit_id', 'date'])
          .where('habit_id', 'in', habitIds)
          .where('date', 'in', dates)
          .where('deleted_at', 'is', null)
          .where((eb) => eb.or([eb('completed', '=', true), eb('skipped', '=', true)]))
          .execute(),
      ]);
      const keys = new Set(pushed.map((row) => reminderKey(row.habit_id, row.date, row.slot || undefined)));
      // A day done or skipped settles every time of it.
      const done = new Set(settled.map((row) => `${row.habit_id}|${row.date}`));
      for (const pair of pairs) {
        if (done.has(`${pair.habitId}|${pair.date}`))
          keys.add(reminderKey(pair.habitId, pair.date, pair.slot || undefined));
      }
      return keys;
    },

    /**
     * Takes the habit's reminder for that day, unless another instance already did or the day was
     * done meanwhile; true when this caller is to push it.
     */
    async claimReminder(
      reminder: { habitId: string; date: string; userId: string; slot: string },
      now: Date,
      trx: Executor = db,
    ): Promise<boolean> {
      const { rows } = await sql<{ habit_id: string }>`
        insert into push_reminders (habit_id, date, slot, user_id, claimed_at)
        select ${reminder.habitId}, ${reminder.date}::date, ${reminder.slot}, ${reminder.userId}, ${now}
        where not exists (
          select 1 from entries e
          where e.habit_id = ${reminder.habitId} and e.date = ${reminder.date}::date
            and e.deleted_at is null and (e.completed or e.skipped))
        on conflict (habit_id, date, slot) do nothing
        returning habit_id`.execute(trx);
      return rows.length > 0;
    },

    async purgeReminderClaims(before: Date): Promise<void> {
      await db.deleteFrom('push_reminders').where('claimed_at', '<', before).execute();
      await db.deleteFrom('push_summaries').where('claimed_at', '<', before).execute();
    },

    /** People who chose one summary a day (issue 30), with a live subscription under `serverKey`. */
    async summaryCandidates(serverKey: string, now: Date): Promise<SummaryCandidate[]> {
      const rows = await db
        .selectFrom('preferences as p')
        .select([
          'p.user_id as userId',
          'p.timezone',
          'p.day_starts_at as dayStartsAt',
          'p.reminder_summary_at as summaryAt',
        ])
        .where('p.reminder_summary_at', 'is not', null)
        .where((eb) => eb.exists(liveSubscriptionOf(eb, 'p.user_id', serverKey, now)))
        .orderBy('p.user_id')
        .execute();
      return rows.flatMap((row) => (row.summaryAt === null ? [] : [{ ...row, summaryAt: row.summaryAt }]));
    },

    /** The person's live habits, and which of them are done or skipped on `date`. */
    async summaryInputs(userId: string, date: string, trx: Executor = db) {
      const [habits, settled] = await Promise.all([
        trx
          .selectFrom('habits')
          .select([
            'id',
            'name',
            'is_active as isActive',
            'schedule_days as scheduleDays',
            'pauses',
            'target_kind as targetKind',
          ])
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .where('is_active', '=', true)
          .orderBy('created_at')
          .execute(),
        trx
          .selectFrom('entries')
          .select('habit_id')
          .where('user_id', '=', userId)
          .where('date', '=', date)
          .where('deleted_at', 'is', null)
          .where((eb) => eb.or([eb('completed', '=', true), eb('skipped', '=', true)]))
          .execute(),
      ]);
      return { habits, settled: new Set(settled.map((row) => row.habit_id)) };
    },

    /** Takes the person's summary for that day, unless another instance already did. */
    async claimSummary(userId: string, date: string, now: Date, trx: Executor = db): Promise<boolean> {
      const rows = await trx
        .insertInto('push_summaries')
        .values({ user_id: userId, date, claimed_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'date']).doNothing())
        .returning('user_id')
        .execute();
      return rows.length > 0;
    },
  };
}

export type PushReminderRepository = ReturnType<typeof createPushReminderRepository>;
