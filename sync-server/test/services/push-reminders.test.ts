import { randomUUID } from 'node:crypto';
import {
  addDays,
  dayOfWeek,
  type HabitFields,
  personalDay,
  REMINDER_BODY,
  reminderKey,
  zonedInstant,
} from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { messagesOf, subscribeDevice, usePushService } from '../helpers/push';
import { type Account, registerUser, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const push = usePushService(ctx);

const TOKYO = 'Asia/Tokyo';
// Tomorrow in Tokyo: close enough to the real date that the test's sessions are live then.
const DAY = addDays(personalDay(Date.now(), TOKYO), 1);
/** An instant on DAY at hh:mm, Tokyo time. */
const tokyo = (hours: number, minutes: number) => new Date(zonedInstant(DAY, hours * 60 + minutes, TOKYO));

async function person(timezone = TOKYO): Promise<Account> {
  const account = await registerUser(ctx.app);
  await ctx.app.writer.write(account.userId, 'preferences.save', { patch: { timezone } });
  return account;
}

async function habit(account: Account, fields: Partial<HabitFields> = {}): Promise<string> {
  const id = randomUUID();
  await ctx.app.writer.write(account.userId, 'habit.create', {
    id,
    fields: {
      name: 'Read',
      icon: '📚',
      scheduleDays: [0, 1, 2, 3, 4, 5, 6],
      reminderEnabled: true,
      reminderTime: '07:30',
      ...fields,
    },
  });
  return id;
}

const outbox = () => ctx.database.db.selectFrom('push_outbox').selectAll().execute();

describe('reminders pushed by the server', () => {
  it("are pushed once, from their time in the person's own zone", async () => {
    const ada = await person();
    const id = await habit(ada);
    const device = await subscribeDevice(ctx.app, ada, push.service);

    expect(await ctx.app.push.queueReminders(tokyo(7, 29))).toBe(0);
    expect(await ctx.app.push.queueReminders(tokyo(7, 31))).toBe(1);
    expect(await ctx.app.push.dispatch(tokyo(7, 31))).toMatchObject({ delivered: 1 });
    // Later passes, a restarted server's included, push nothing more that day.
    expect(await ctx.app.push.queueReminders(tokyo(7, 45))).toBe(0);
    expect(await ctx.app.push.dispatch(tokyo(7, 45))).toMatchObject({ delivered: 0 });

    expect(messagesOf(push.service, device)).toEqual([
      {
        kind: 'reminder',
        title: 'Time for 📚 Read',
        body: REMINDER_BODY,
        tag: reminderKey(id, DAY),
        url: '/app/dashboard',
        habitId: id,
        date: DAY,
        // What is left today for the app icon (issue 32): Read itself.
        badge: 1,
      },
    ]);
    const [received] = push.service.received.filter((entry) => entry.deviceId === device.id);
    // It lives as long as the device itself would still ring it: the hour after 07:30.
    expect(received?.ttl).toBe(59 * 60);
    expect(received?.urgency).toBe('high');
    expect(received?.vapidKey).toBe(ctx.app.push.publicKey);
  });

  it('are pushed at each of several times, once each, and none once the day is done (issue 30)', async () => {
    const ada = await person();
    const id = await habit(ada, { moreReminderTimes: ['12:00', '18:30'] });
    const device = await subscribeDevice(ctx.app, ada, push.service);

    expect(await ctx.app.push.queueReminders(tokyo(7, 31))).toBe(1);
    await ctx.app.push.dispatch(tokyo(7, 31));
    expect(await ctx.app.push.queueReminders(tokyo(7, 45))).toBe(0);
    expect(await ctx.app.push.queueReminders(tokyo(12, 1))).toBe(1);
    expect(await ctx.app.push.queueReminders(tokyo(12, 30))).toBe(0);
    await ctx.app.push.dispatch(tokyo(12, 30));
    expect(messagesOf(push.service, device).map((message) => message.tag)).toEqual([
      reminderKey(id, DAY),
      reminderKey(id, DAY, '12:00'),
    ]);
    // Done in the afternoon: the evening's time stays silent.
    await ctx.app.writer.write(ada.userId, 'entry.set', {
      habitId: id,
      date: DAY,
      completed: true,
      value: 1,
    });
    expect(await ctx.app.push.queueReminders(tokyo(18, 31))).toBe(0);
  });

  it('are one summary a day for a person who chose it, naming what is left (issue 30)', async () => {
    const ada = await person();
    await ctx.app.writer.write(ada.userId, 'preferences.save', { patch: { reminderSummaryAt: '20:00' } });
    const read = await habit(ada);
    await habit(ada, { name: 'Stretch', reminderEnabled: false });
    await habit(ada, { name: 'Coffee', reminderEnabled: false, targetKind: 'at-most', targetValue: 3 });
    const device = await subscribeDevice(ctx.app, ada, push.service);

    // The habit's own 07:30 stays silent: the summary stands for it.
    expect(await ctx.app.push.queueReminders(tokyo(7, 31))).toBe(0);
    await ctx.app.writer.write(ada.userId, 'entry.set', {
      habitId: read,
      date: DAY,
      completed: true,
      value: 1,
    });
    expect(await ctx.app.push.queueReminders(tokyo(19, 59))).toBe(0);
    expect(await ctx.app.push.queueReminders(tokyo(20, 1))).toBe(1);
    expect(await ctx.app.push.queueReminders(tokyo(20, 30))).toBe(0);
    await ctx.app.push.dispatch(tokyo(20, 30));
    // Read is done and a limit has nothing left to do.
    expect(messagesOf(push.service, device)).toEqual([
      {
        kind: 'reminder',
        title: '1 habit left today: Stretch',
        body: 'Tap to open Habitat.',
        tag: `summary|${DAY}`,
        url: '/app/dashboard',
        date: DAY,
        badge: 1,
      },
    ]);
  });

  it('follows the zone: 07:30 in Tokyo is not 07:30 for someone in UTC', async () => {
    const kei = await person(TOKYO);
    const ann = await person('UTC');
    await habit(kei);
    await habit(ann);
    const keis = await subscribeDevice(ctx.app, kei, push.service);
    const anns = await subscribeDevice(ctx.app, ann, push.service);
    await ctx.app.push.queueReminders(tokyo(7, 30));
    await ctx.app.push.dispatch(tokyo(7, 30));
    expect(messagesOf(push.service, keis)).toHaveLength(1);
    expect(messagesOf(push.service, anns)).toHaveLength(0);
    const utcMorning = new Date(zonedInstant(DAY, 7 * 60 + 30, 'UTC'));
    await ctx.app.push.queueReminders(utcMorning);
    await ctx.app.push.dispatch(utcMorning);
    expect(messagesOf(push.service, anns)).toHaveLength(1);
  });

  it('are pushed once when two passes and two senders run at the same moment (two instances)', async () => {
    const ada = await person();
    await habit(ada);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    const at = tokyo(7, 32);
    const queued = await Promise.all([ctx.app.push.queueReminders(at), ctx.app.push.queueReminders(at)]);
    expect(queued[0] + queued[1]).toBe(1);
    const runs = await Promise.all([ctx.app.push.dispatch(at), ctx.app.push.dispatch(at)]);
    expect(runs[0].delivered + runs[1].delivered).toBe(1);
    expect(messagesOf(push.service, device)).toHaveLength(1);
  });

  it('reach every device of the person', async () => {
    const ada = await person();
    await habit(ada);
    const phone = await subscribeDevice(ctx.app, ada, push.service);
    const laptop = await subscribeDevice(ctx.app, ada, push.service);
    await ctx.app.push.queueReminders(tokyo(7, 30));
    await ctx.app.push.dispatch(tokyo(7, 30));
    expect(messagesOf(push.service, phone)).toHaveLength(1);
    expect(messagesOf(push.service, laptop)).toHaveLength(1);
  });

  it('are not pushed for a day done, skipped or paused, an archived or deleted habit, another weekday, a reminder off', async () => {
    const ada = await person();
    const done = await habit(ada, { name: 'Done' });
    const skipped = await habit(ada, { name: 'Skipped' });
    const archived = await habit(ada, { name: 'Archived' });
    const deleted = await habit(ada, { name: 'Deleted' });
    await habit(ada, { name: 'Other days', scheduleDays: [(dayOfWeek(DAY) + 1) % 7] });
    await habit(ada, { name: 'No reminder', reminderEnabled: false });
    await ctx.app.writer.write(ada.userId, 'entry.set', {
      habitId: done,
      date: DAY,
      completed: true,
      value: 1,
    });
    await ctx.app.writer.write(ada.userId, 'entry.set', {
      habitId: skipped,
      date: DAY,
      completed: false,
      value: 0,
      skipped: true,
    });
    await ctx.app.writer.write(ada.userId, 'habit.archive', { id: archived, archived: true });
    await ctx.app.writer.write(ada.userId, 'habit.delete', { id: deleted });
    // Paused for the day and the one after (issue 30): nothing rings.
    const paused = await habit(ada, { name: 'Paused' });
    await ctx.app.writer.write(ada.userId, 'habit.pause', {
      id: paused,
      pauses: { away: { kind: 'span', from: DAY, until: addDays(DAY, 1) } },
    });
    const device = await subscribeDevice(ctx.app, ada, push.service);

    expect(await ctx.app.push.queueReminders(tokyo(7, 40))).toBe(0);
    await ctx.app.push.dispatch(tokyo(7, 40));
    expect(messagesOf(push.service, device)).toEqual([]);
  });

  it('are not pushed once the hour after their time has gone (a server that was down)', async () => {
    const ada = await person();
    await habit(ada);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    expect(await ctx.app.push.queueReminders(tokyo(8, 30))).toBe(0);
    // Queued in time but not sent before the hour ran out: dropped, not delivered late.
    expect(await ctx.app.push.queueReminders(tokyo(7, 35))).toBe(1);
    expect(await ctx.app.push.dispatch(tokyo(8, 30))).toMatchObject({ delivered: 0 });
    expect(await outbox()).toEqual([]);
    expect(messagesOf(push.service, device)).toEqual([]);
  });

  it('are dropped when the day is done between queuing and sending', async () => {
    const ada = await person();
    const id = await habit(ada);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    expect(await ctx.app.push.queueReminders(tokyo(7, 30))).toBe(1);
    await ctx.app.writer.write(ada.userId, 'entry.set', {
      habitId: id,
      date: DAY,
      completed: true,
      value: 1,
    });
    expect(await ctx.app.push.dispatch(tokyo(7, 31))).toMatchObject({ delivered: 0 });
    expect(messagesOf(push.service, device)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('are looked at only for people with push on, and reach one who turns it on within the hour', async () => {
    const ada = await person();
    await habit(ada);
    expect(await ctx.app.push.queueReminders(tokyo(7, 30))).toBe(0);
    expect(await ctx.database.db.selectFrom('push_reminders').selectAll().execute()).toEqual([]);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    expect(await ctx.app.push.queueReminders(tokyo(7, 50))).toBe(1);
    await ctx.app.push.dispatch(tokyo(7, 50));
    const [received] = push.service.received.filter((entry) => entry.deviceId === device.id);
    expect(received?.ttl).toBe(40 * 60);
  });
});
