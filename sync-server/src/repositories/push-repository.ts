import { uuidv7 } from '@habitat/domain';
import { type Kysely, sql } from 'kysely';
import type { Database, PushOutboxKind } from '../db/schema';
import type { Executor } from './executor';
import { type SyncRepository, userScope } from './sync-repository';

/**
 * Web Push bookkeeping (migration 0015): the devices that turned push on and the messages waiting
 * for them. A subscription counts only while the session that made it is live and it was made with
 * the server's current key (`liveSubscriptions`). The reminders already pushed are kept by
 * push-reminder-repository.ts.
 */

export const PUSH_CHANNEL = 'habitat_push';

export interface NewSubscription {
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  serverKey: string;
  expiresAt: Date | null;
}

export interface OutboxMessage {
  subscriptionId: string;
  kind: PushOutboxKind;
  payload: Record<string, unknown>;
  notificationId?: string | null;
  habitId?: string | null;
  entryDate?: string | null;
  expiresAt: Date;
}

/** A message claimed for sending, with what its post needs. */
export interface ClaimedPush {
  id: string;
  subscriptionId: string;
  kind: PushOutboxKind;
  payload: Record<string, unknown>;
  expiresAt: Date;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  serverKey: string;
}

/** Tells every instance's sender, once the transaction commits, that messages are waiting. */
async function wakeSenders(trx: Executor): Promise<void> {
  await sql`select pg_notify(${PUSH_CHANNEL}, 'queued')`.execute(trx);
}

/** Subscriptions that may be pushed to at `now`: their session is live and they have not expired. */
function live(trx: Executor, now: Date) {
  return trx
    .selectFrom('push_subscriptions as s')
    .innerJoin('sessions as se', 'se.id', 's.session_id')
    .where('se.revoked_at', 'is', null)
    .where('se.expires_at', '>', now)
    .where((eb) => eb.or([eb('s.expires_at', 'is', null), eb('s.expires_at', '>', now)]));
}

export interface LiveSubscription {
  id: string;
  userId: string;
  serverKey: string;
  pushEncouragements: boolean;
  pushGroupEvents: boolean;
}

export function createPushRepository(db: Kysely<Database>, sync: SyncRepository) {
  return {
    /** The live subscriptions of these people, with what each wants pushed. */
    async liveSubscriptions(
      userIds: readonly string[],
      now: Date,
      trx: Executor = db,
    ): Promise<LiveSubscription[]> {
      if (userIds.length === 0) return [];
      return live(trx, now)
        .innerJoin('preferences as p', 'p.user_id', 's.user_id')
        .select([
          's.id',
          's.user_id as userId',
          's.server_key as serverKey',
          'p.push_encouragements as pushEncouragements',
          'p.push_group_events as pushGroupEvents',
        ])
        .where('s.user_id', 'in', [...userIds])
        .execute();
    },

    /** Writes messages to the outbox in the caller's transaction; senders wake when it commits. */
    async queue(messages: readonly OutboxMessage[], now: Date, trx: Executor = db): Promise<void> {
      if (messages.length === 0) return;
      await trx
        .insertInto('push_outbox')
        .values(
          messages.map((message) => ({
            id: uuidv7(),
            subscription_id: message.subscriptionId,
            kind: message.kind,
            payload: JSON.stringify(message.payload),
            notification_id: message.notificationId ?? null,
            habit_id: message.habitId ?? null,
            entry_date: message.entryDate ?? null,
            created_at: now,
            expires_at: message.expiresAt,
            next_attempt_at: now,
          })),
        )
        .execute();
      await wakeSenders(trx);
    },

    /**
     * Registers a device for the session, or refreshes it: one row per endpoint, so an endpoint
     * registered by another account moves to this one (and its pending messages, which were the
     * other person's, go). Then only the person's `limit` most recently seen devices are kept.
     */
    async upsertSubscription(subscription: NewSubscription, limit: number, now: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // The person's scope first, as every write of theirs: two devices subscribing at once
        // count against the limit one after the other.
        await sync.lockScope(userScope(subscription.userId), trx);
        const existing = await trx
          .selectFrom('push_subscriptions')
          .select(['id', 'user_id'])
          .where('endpoint', '=', subscription.endpoint)
          .forUpdate()
          .executeTakeFirst();
        const values = {
          user_id: subscription.userId,
          session_id: subscription.sessionId,
          p256dh: subscription.p256dh,
          auth: subscription.auth,
          server_key: subscription.serverKey,
          expires_at: subscription.expiresAt,
          seen_at: now,
        };
        if (existing) {
          if (existing.user_id !== subscription.userId) {
            await trx.deleteFrom('push_outbox').where('subscription_id', '=', existing.id).execute();
          }
          await trx.updateTable('push_subscriptions').set(values).where('id', '=', existing.id).execute();
        } else {
          await trx
            .insertInto('push_subscriptions')
            .values({ id: uuidv7(), endpoint: subscription.endpoint, created_at: now, ...values })
            // Another account's request for the same endpoint may have inserted it meanwhile.
            .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
            .execute();
        }
        await sql`
          delete from push_subscriptions where id in (
            select id from push_subscriptions where user_id = ${subscription.userId}
            order by seen_at desc, id desc
            offset ${limit})`.execute(trx);
      });
    },

    /** Forgets the person's device at this endpoint; false when they have none there. */
    async removeSubscription(userId: string, endpoint: string): Promise<boolean> {
      const row = await db
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', endpoint)
        .where('user_id', '=', userId)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Forgets a subscription and all queued for it; false when it was already gone. */
    async dropSubscription(id: string): Promise<boolean> {
      const result = await db.deleteFrom('push_subscriptions').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Devices signed out (their session revoked or run out) or past their own expiry. */
    async dropEndedSubscriptions(now: Date): Promise<number> {
      const result = await db
        .deleteFrom('push_subscriptions as s')
        .where((eb) =>
          eb.or([
            eb('s.expires_at', '<=', now),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('sessions as se')
                  .select('se.id')
                  .whereRef('se.id', '=', 's.session_id')
                  .where('se.revoked_at', 'is', null)
                  .where('se.expires_at', '>', now),
              ),
            ),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Drops what must not be sent any more: messages past their expiry, and reminders of a day
     * that has since been done or skipped.
     */
    async purgeOutbox(now: Date): Promise<void> {
      await db.deleteFrom('push_outbox').where('expires_at', '<=', now).execute();
      await sql`
        delete from push_outbox o
        using entries e
        where o.kind = 'reminder' and e.habit_id = o.habit_id and e.date = o.entry_date
          and e.deleted_at is null and (e.completed or e.skipped)`.execute(db);
    },

    /**
     * Takes up to `limit` messages due at `now` for this instance: each is moved to `leaseUntil`,
     * so no other sender takes it meanwhile, and taken again after that if this one died.
     */
    async claim(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedPush[]> {
      const { rows } = await sql<ClaimedPush>`
        update push_outbox o
        set next_attempt_at = ${leaseUntil}, attempts = o.attempts + 1
        from push_subscriptions s
        where s.id = o.subscription_id and o.id in (
          select id from push_outbox
          where next_attempt_at <= ${now} and expires_at > ${now}
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked)
        returning o.id, o.subscription_id as "subscriptionId", o.kind, o.payload,
          o.expires_at as "expiresAt", o.attempts, s.endpoint, s.p256dh, s.auth,
          s.server_key as "serverKey"`.execute(db);
      return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
    },

    async finish(id: string): Promise<void> {
      await db.deleteFrom('push_outbox').where('id', '=', id).execute();
    },

    async retryAt(id: string, at: Date): Promise<void> {
      await db.updateTable('push_outbox').set({ next_attempt_at: at }).where('id', '=', id).execute();
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
