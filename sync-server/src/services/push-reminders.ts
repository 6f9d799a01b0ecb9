import {
  badgeCount,
  dayStartMinutes,
  dueReminders,
  dueSummary,
  PUSH_LIFETIME_SECONDS,
  pausePlanOf,
  personalDay,
  REMINDER_URL,
  reminderKey,
  reminderMinutes,
  reminderPush,
  SUMMARY_BODY,
} from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PushReminderRepository, ReminderCandidate } from '../repositories/push-reminder-repository';
import type { PushRepository } from '../repositories/push-repository';

/**
 * Reminders pushed by the server, so they reach a closed app. The rule is the device's own
 * (packages/domain/src/reminders.ts): in the person's time zone and day start, on a scheduled day,
 * from the reminder's time and within the hour after, while the day is neither done nor skipped, for
 * active habits only. Each habit's reminder is pushed once a day, across instances: the
 * push_reminders row is the claim, written with the outbox rows in one transaction. Only people with
 * a live subscription are looked at.
 */

/** Claims are kept this long (a day's reminder cannot be due again later), then purged. */
const CLAIMS_KEPT_MS = 3 * 24 * 3600_000;

interface Due {
  habit: ReminderCandidate;
  date: string;
  at: number;
  /** The more time ringing (issue 30); undefined for the reminder time. */
  moreTime?: string;
}

function dueFor(habits: readonly ReminderCandidate[], now: Date): Due[] {
  const first = habits[0];
  if (!first) return [];
  const zone = {
    timeZone: first.timezone,
    dayStartMinutes: dayStartMinutes({ dayStartsAt: first.dayStartsAt }),
  };
  const today = personalDay(now, zone.timeZone, zone.dayStartMinutes);
  return dueReminders({
    habits,
    now,
    ...zone,
    // Both are checked against the database below, for all people at once.
    isDoneOrSkipped: () => false,
    firedKeys: new Set(),
  }).map(({ habit, at, moreTime }) => ({ habit, date: today, at, moreTime }));
}

export async function queueDueReminders(
  deps: { db: Kysely<Database>; repo: PushReminderRepository; push: PushRepository; serverKey: string },
  now: Date,
): Promise<number> {
  const candidates = await deps.repo.reminderCandidates(deps.serverKey, now);
  const byPerson = new Map<string, ReminderCandidate[]>();
  for (const habit of candidates) byPerson.set(habit.userId, [...(byPerson.get(habit.userId) ?? []), habit]);
  const due = [...byPerson.values()].flatMap((habits) => dueFor(habits, now));
  const settled = await deps.repo.settledOrPushed(
    due.map(({ habit, date, moreTime }) => ({ habitId: habit.id, date, slot: moreTime ?? '' })),
  );

  // The badge each reminder carries (issue 32): counted once a person and day, by the device's rule.
  const badges = new Map<string, Promise<number | undefined>>();
  const badgeOf = (userId: string, date: string) => {
    const key = `${userId}|${date}`;
    let badge = badges.get(key);
    if (!badge) {
      badge = deps.repo.summaryInputs(userId, date).then(
        ({ habits, settled: done }) =>
          badgeCount({ habits, today: date, isDoneOrSkipped: (habitId) => done.has(habitId) }),
        // A badge that cannot be counted is left out: the reminder itself still goes.
        () => undefined,
      );
      badges.set(key, badge);
    }
    return badge;
  };

  let queued = 0;
  for (const { habit, date, at, moreTime } of due) {
    if (settled.has(reminderKey(habit.id, date, moreTime))) continue;
    const badge = await badgeOf(habit.userId, date);
    const pushed = await deps.db.transaction().execute(async (trx) => {
      const claim = { habitId: habit.id, date, userId: habit.userId, slot: moreTime ?? '' };
      if (!(await deps.repo.claimReminder(claim, now, trx))) return false;
      const devices = (await deps.push.liveSubscriptions([habit.userId], now, trx)).filter(
        (device) => device.serverKey === deps.serverKey,
      );
      const payload = { ...reminderPush(habit, date, moreTime), ...(badge === undefined ? {} : { badge }) };
      // The hour in which the device itself would still ring it; later, no reminder is better.
      const expiresAt = new Date(at + PUSH_LIFETIME_SECONDS.reminder * 1000);
      await deps.push.queue(
        devices.map((device) => ({
          subscriptionId: device.id,
          kind: 'reminder' as const,
          payload,
          habitId: habit.id,
          entryDate: date,
          expiresAt,
        })),
        now,
        trx,
      );
      return true;
    });
    if (pushed) queued += 1;
  }
  queued += await queueDueSummaries(deps, now);
  await deps.repo.purgeReminderClaims(new Date(now.getTime() - CLAIMS_KEPT_MS));
  return queued;
}

/**
 * The day's summary, pushed by the server to people who chose one (issue 30): at their time, in
 * their zone and day start, within the hour after, once a day across instances (push_summaries is
 * the claim), naming what is left by the device's own rule (habitsLeft). Nothing is pushed when
 * nothing is left.
 */
async function queueDueSummaries(
  deps: { db: Kysely<Database>; repo: PushReminderRepository; push: PushRepository; serverKey: string },
  now: Date,
): Promise<number> {
  let queued = 0;
  for (const person of await deps.repo.summaryCandidates(deps.serverKey, now)) {
    const minutes = reminderMinutes(person.summaryAt);
    if (minutes === null) continue;
    const zone = {
      timeZone: person.timezone,
      dayStartMinutes: dayStartMinutes({ dayStartsAt: person.dayStartsAt }),
    };
    const today = personalDay(now, zone.timeZone, zone.dayStartMinutes);
    const { habits, settled } = await deps.repo.summaryInputs(person.userId, today);
    const due = dueSummary({
      habits,
      summaryTime: person.summaryAt,
      isDoneOrSkipped: (habitId) => settled.has(habitId),
      pausesOf: (habit) => pausePlanOf(habit.pauses),
      now,
      ...zone,
      firedKeys: new Set(),
    });
    if (!due) continue;
    const pushed = await deps.db.transaction().execute(async (trx) => {
      if (!(await deps.repo.claimSummary(person.userId, today, now, trx))) return false;
      const devices = (await deps.push.liveSubscriptions([person.userId], now, trx)).filter(
        (device) => device.serverKey === deps.serverKey,
      );
      const payload = {
        kind: 'reminder' as const,
        title: due.text,
        body: SUMMARY_BODY,
        tag: due.key,
        url: REMINDER_URL,
        date: today,
        badge: badgeCount({ habits, today, isDoneOrSkipped: (habitId) => settled.has(habitId) }),
      };
      await deps.push.queue(
        devices.map((device) => ({
          subscriptionId: device.id,
          kind: 'reminder' as const,
          payload,
          entryDate: today,
          expiresAt: new Date(now.getTime() + PUSH_LIFETIME_SECONDS.reminder * 1000),
        })),
        now,
        trx,
      );
      return true;
    });
    if (pushed) queued += 1;
  }
  return queued;
}
