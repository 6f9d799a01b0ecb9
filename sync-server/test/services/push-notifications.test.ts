import { notificationText, personalDay } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { call, createGroup, join } from '../helpers/groups';
import { messagesOf, subscribeDevice, usePushService } from '../helpers/push';
import { type Account, registerUser, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const push = usePushService(ctx);

async function add(notifications: Parameters<typeof ctx.app.services.notifications.add>[1]) {
  await ctx.database.db
    .transaction()
    .execute((trx) => ctx.app.services.notifications.add(trx, notifications));
}

async function choose(account: Account, patch: { pushEncouragements?: boolean; pushGroupEvents?: boolean }) {
  const response = await call(ctx.app, account, 'PUT', '/api/users/profile', { preferences: patch });
  expect(response.statusCode).toBe(200);
}

async function sent() {
  await ctx.app.push.dispatch();
}

/** Olive's group with Max in it; Max adopted 'Stretch' and shares it in full. */
async function group() {
  const olive = await registerUser(ctx.app, { name: 'Olive' });
  const max = await registerUser(ctx.app, { name: 'Max' });
  const groupId = await createGroup(ctx.app, olive, { name: 'Morning Crew' });
  await join(ctx.app, olive, groupId, max);
  const created = await call(ctx.app, olive, 'POST', `/api/workspaces/${groupId}/habits`, {
    name: 'Stretch',
  });
  const adopted = await call(
    ctx.app,
    max,
    'POST',
    `/api/workspaces/${groupId}/habits/${created.json().habit._id}/adopt`,
    { personalSettings: { shareProgress: 'full' } },
  );
  return { olive, max, workspaceId: groupId, habitId: adopted.json().habit._id as string };
}

const today = () => personalDay(Date.now(), 'UTC');
const checkIn = (who: Account, habitId: string, completed = true) =>
  ctx.app.writer.write(who.userId, 'entry.set', {
    habitId,
    date: today(),
    completed,
    value: completed ? 1 : 0,
  });

describe('notifications pushed', () => {
  it('push encouragements and their replies by default, and stop once the person turns them off', async () => {
    const ada = await registerUser(ctx.app);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    await add([
      { userId: ada.userId, type: 'encouragement_received', data: { memberName: 'Grace' } },
      { userId: ada.userId, type: 'encouragement_replied', data: { memberName: 'Grace' } },
    ]);
    await sent();
    expect(messagesOf(push.service, device).map((message) => message.kind)).toEqual([
      'encouragement',
      'encouragement',
    ]);

    await choose(ada, { pushEncouragements: false });
    await add([{ userId: ada.userId, type: 'encouragement_received', data: { memberName: 'Grace' } }]);
    await sent();
    expect(messagesOf(push.service, device)).toHaveLength(2);
  });

  it('push group activity only to members who turned it on, in the words of the bell', async () => {
    const { olive, max, habitId } = await group();
    const olives = await subscribeDevice(ctx.app, olive, push.service);
    await checkIn(max, habitId);
    await sent();
    // Off by default: the bell has it, the phone stays quiet.
    expect(messagesOf(push.service, olives)).toEqual([]);

    await choose(olive, { pushGroupEvents: true });
    await checkIn(max, habitId, false);
    await checkIn(max, habitId);
    await sent();
    const bell = await call(ctx.app, olive, 'GET', '/api/users/notifications');
    const [latest] = bell.json().data.notifications;
    expect(latest.type).toBe('habit_completed');
    expect(messagesOf(push.service, olives)).toEqual([
      {
        kind: 'group',
        title: 'Morning Crew',
        body: notificationText(latest),
        tag: `notification:${latest._id}`,
        url: `/app/groups/${latest.workspaceId}/members/${max.userId}/dashboard`,
        notificationId: latest._id,
      },
    ]);
    expect(notificationText(latest)).toBe('Max completed Stretch in Morning Crew');
  });

  it('push a new member to the group only where group activity is on', async () => {
    const olive = await registerUser(ctx.app, { name: 'Olive' });
    const max = await registerUser(ctx.app, { name: 'Max' });
    const groupId = await createGroup(ctx.app, olive, { name: 'Morning Crew' });
    const olives = await subscribeDevice(ctx.app, olive, push.service);
    await choose(olive, { pushGroupEvents: true });
    await join(ctx.app, olive, groupId, max);
    await sent();
    expect(messagesOf(push.service, olives).map((message) => message.body)).toEqual([
      'Max joined Morning Crew',
    ]);
  });

  it('never push a badge: it follows a check-in on the device in hand', async () => {
    const ada = await registerUser(ctx.app);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    await choose(ada, { pushGroupEvents: true });
    await add([
      { userId: ada.userId, type: 'badge_earned', data: { badge: 'first-checkin', badgeTitle: 'First' } },
    ]);
    await sent();
    expect(messagesOf(push.service, device)).toEqual([]);
    expect(await ctx.database.db.selectFrom('push_outbox').selectAll().execute()).toEqual([]);
  });

  it('push a notification once, even when the same check-in is announced again', async () => {
    const { olive, max, habitId, workspaceId: groupId } = await group();
    const olives = await subscribeDevice(ctx.app, olive, push.service);
    await choose(olive, { pushGroupEvents: true });
    const notice = {
      userId: olive.userId,
      type: 'habit_completed' as const,
      workspaceId: groupId,
      actorId: max.userId,
      habitId,
      entryDate: today(),
      data: { habitName: 'Stretch', memberName: 'Max' },
    };
    await add([notice]);
    await add([notice]);
    await sent();
    expect(messagesOf(push.service, olives)).toHaveLength(1);
  });

  it('do not push a check-in taken back before its push went out', async () => {
    const { olive, max, habitId } = await group();
    const olives = await subscribeDevice(ctx.app, olive, push.service);
    await choose(olive, { pushGroupEvents: true });
    await checkIn(max, habitId);
    expect(await ctx.database.db.selectFrom('push_outbox').selectAll().execute()).toHaveLength(1);
    await checkIn(max, habitId, false);
    expect(await ctx.database.db.selectFrom('push_outbox').selectAll().execute()).toEqual([]);
    await sent();
    expect(messagesOf(push.service, olives)).toEqual([]);
  });
});
