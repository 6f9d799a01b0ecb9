import { type Kysely, sql } from 'kysely';
import type { Database, EntryRow, HabitRow } from '../db/schema';

/** Days into the new week that a summary of the last one is still sent. */
const CATCH_UP_DAYS = 2;

/** A person whose last week is complete in their own time zone and has no summary row yet. */
export interface DueDigest {
  userId: string;
  email: string;
  name: string;
  timezone: string;
  dayStartsAt: string;
  /** Where their week starts (0 = Sunday): a weekly limit counts from it. */
  weekStartsOn: number;
  /** The first day of the week to summarise, YYYY-MM-DD in the person's calendar. */
  weekStart: string;
}

/**
 * The weekly summary's bookkeeping. A row per person and week is the claim: the primary key lets
 * one server instance of several take it, and a row left 'claimed' (the process died mid-send) is
 * taken again once stale.
 */
export function createWeeklyDigestRepository(db: Kysely<Database>) {
  return {
    /**
     * People with Email Updates on whose previous week (by their week start, day start and zone)
     * ended and who are past `sendAt` ('HH:MM', their wall clock) on the new week's first day, or
     * on its second (a server that was down catches up; later, a summary would be stale news). Only zones in `knownZones` are read: one stored name PostgreSQL does not
     * know would fail the whole query, and everyone's summary with it.
     */
    async due(now: Date, sendAt: string, knownZones: readonly string[], limit: number): Promise<DueDigest[]> {
      const { rows } = await sql<DueDigest>`
        with local as (
          select u.id as user_id, u.email, u.name, u.created_at, p.timezone, p.week_starts_on,
                 p.day_starts_at,
                 (${now}::timestamptz at time zone p.timezone) as wall,
                 ((${now}::timestamptz at time zone p.timezone)
                   - (p.day_starts_at::time - time '00:00'))::date as today
          from users u
          join preferences p on p.user_id = u.id
          where p.email_notifications and p.timezone = any(${[...knownZones]}::text[])
        ), weeks as (
          select l.*,
                 l.today - ((extract(dow from l.today)::int - l.week_starts_on + 7) % 7) as this_week
          from local l
        )
        select w.user_id as "userId", w.email, w.name, w.timezone, w.day_starts_at as "dayStartsAt",
               w.week_starts_on as "weekStartsOn",
               to_char(w.this_week - 7, 'YYYY-MM-DD') as "weekStart"
        from weeks w
        where (w.today > w.this_week or w.wall::time >= ${sendAt}::time)
          and w.today < w.this_week + ${CATCH_UP_DAYS}::int
          and w.created_at < (w.this_week::timestamp at time zone w.timezone)
          and not exists (
            select 1 from weekly_digests d
            where d.user_id = w.user_id and d.week_start = w.this_week - 7)
        order by w.user_id
        limit ${limit}`.execute(db);
      return rows;
    },

    /** Takes the person's week for this instance; false when another instance already has it. */
    async claim(userId: string, weekStart: string, now: Date): Promise<boolean> {
      const row = await db
        .insertInto('weekly_digests')
        .values({ user_id: userId, week_start: weekStart, status: 'claimed', claimed_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'week_start']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Claims left unfinished before `staleBefore` (a send that failed, or a process that died), taken
     * again by this instance, each at most `maxAttempts` times in all.
     */
    async reclaimStale(now: Date, staleBefore: Date, maxAttempts: number, limit: number) {
      const { rows } = await sql<{ userId: string; weekStart: string }>`
        update weekly_digests d
        set claimed_at = ${now}, attempts = d.attempts + 1
        where (d.user_id, d.week_start) in (
          select user_id, week_start from weekly_digests
          where status = 'claimed' and claimed_at < ${staleBefore} and attempts < ${maxAttempts}
          order by claimed_at
          limit ${limit}
          for update skip locked)
        returning d.user_id as "userId", to_char(d.week_start, 'YYYY-MM-DD') as "weekStart"`.execute(db);
      return rows;
    },

    async finish(userId: string, weekStart: string, status: 'sent' | 'skipped', now: Date): Promise<void> {
      await db
        .updateTable('weekly_digests')
        .set({ status, ...(status === 'sent' ? { sent_at: now } : {}) })
        .where('user_id', '=', userId)
        .where('week_start', '=', weekStart)
        .execute();
    },

    /** Who a reclaimed week is for, read afresh (they may have turned the emails off meanwhile). */
    recipient(userId: string) {
      return db
        .selectFrom('users as u')
        .innerJoin('preferences as p', 'p.user_id', 'u.id')
        .select([
          'u.id as userId',
          'u.email',
          'u.name',
          'p.timezone',
          'p.day_starts_at as dayStartsAt',
          'p.week_starts_on as weekStartsOn',
          'p.email_notifications as emailNotifications',
        ])
        .where('u.id', '=', userId)
        .executeTakeFirst();
    },

    /** The person's live habits and their check-ins since `since`: what a week's numbers are made of. */
    async habitsAndEntries(
      userId: string,
      since: string,
    ): Promise<{ habits: HabitRow[]; entries: EntryRow[] }> {
      const [habits, entries] = await Promise.all([
        db
          .selectFrom('habits')
          .selectAll()
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .execute(),
        db
          .selectFrom('entries')
          .selectAll()
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .where('date', '>=', since)
          .execute(),
      ]);
      return { habits, entries };
    },
  };
}

export type WeeklyDigestRepository = ReturnType<typeof createWeeklyDigestRepository>;
