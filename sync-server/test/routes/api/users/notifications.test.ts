import { randomUUID } from 'node:crypto';
import { addDays, NOTIFICATION_TYPES, type NotificationType, todayKey } from '@habitat/domain';
import type { Notification } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { call, createGroup, join } from '../../../helpers/groups';
import { type Account, registerUser, useTestApp } from '../../../helpers/test-app';

/**
 * Spec §3 Notification, §7 Notifications: who hears of what (services/group-effects.ts), badges,
 * and the bell's list, count and read state. The server's clock is fixed, so "today" and the habits'
 * creation day are known; users' time zone is UTC by default.
 */
const NOW = Date.parse('2026-03-11T12:00:00Z');
const TODAY = todayKey('UTC', NOW);
let clockNow = NOW;
const ctx = useTestApp({ clock: () => clockNow });

/** Notifications are ordered by creation time: a short pause keeps two events in distinct milliseconds. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 3));

async function inbox(account: Account, query = ''): Promise<{ list: Notification[]; unreadCount: number }> {
  const response = await call(ctx.app, account, 'GET', `/api/users/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const { notifications, unreadCount } = response.json().data;
  return { list: notifications, unreadCount };
}

async function ofType(account: Account, type: NotificationType): Promise<Notification[]> {
  return (await inbox(account, `?types=${type}&limit=100`)).list;
}

async function unreadCount(account: Account): Promise<number> {
  const response = await call(ctx.app, account, 'GET', '/api/users/notifications/unread-count');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.unreadCount;
}

async function check(account: Account, habitId: string, date: string, completed = true): Promise<void> {
  const response = await call(ctx.app, account, 'POST', `/api/habits/${habitId}/check`, { date, completed });
  expect(response.statusCode, response.body).toBe(200);
  await pause();
}

async function groupHabit(owner: Account, id: string, name: string): Promise<string> {
  const response = await call(ctx.app, owner, 'POST', `/api/workspaces/${id}/habits`, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().habit._id;
}

async function adopt(
  account: Account,
  id: string,
  groupHabitId: string,
  shareProgress = 'full',
): Promise<string> {
  const response = await call(
    ctx.app,
    account,
    'POST',
    `/api/workspaces/${id}/habits/${groupHabitId}/adopt`,
    {
      personalSettings: { shareProgress },
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  await pause();
  return response.json().habit._id;
}

/**
 * A group with an owner, an admin, a member who checks in (the actor), a member who adopted the same
 * group habit and a member who adopted another one.
 */
async function setUp() {
  const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
  const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
  const actor = await registerUser(ctx.app, { name: 'Max Member' });
  const coAdopter = await registerUser(ctx.app, { name: 'Cora Adopter' });
  const bystander = await registerUser(ctx.app, { name: 'Pia Plain' });
  const id = await createGroup(ctx.app, owner, { name: 'Morning Crew' });
  await join(ctx.app, owner, id, admin, 'admin');
  for (const member of [actor, coAdopter, bystander]) await join(ctx.app, owner, id, member);
  const walk = await groupHabit(owner, id, 'Walk');
  const read = await groupHabit(owner, id, 'Read');
  // Adopted a month ago: the group counts (and celebrates) streaks from the adoption day on.
  clockNow = NOW - 30 * 86_400_000;
  const habitId = await adopt(actor, id, walk);
  await adopt(coAdopter, id, walk, 'progress-only');
  await adopt(bystander, id, read);
  clockNow = NOW;
  return { owner, admin, actor, coAdopter, bystander, id, walk, habitId };
}

describe('check-in notifications', () => {
  it('tell the owners, admins and co-adopters of the habit, not other members nor the actor', async () => {
    const { owner, admin, actor, coAdopter, bystander, id, habitId } = await setUp();
    await check(actor, habitId, TODAY);
    for (const recipient of [owner, admin, coAdopter]) {
      const completed = await ofType(recipient, 'habit_completed');
      expect(completed).toEqual([
        {
          _id: expect.any(String),
          type: 'habit_completed',
          data: { habitName: 'Walk', habitNames: ['Walk'], dates: [TODAY], memberName: 'Max Member' },
          userId: { _id: actor.userId, name: 'Max Member' },
          workspaceId: id,
          workspaceName: 'Morning Crew',
          isRead: false,
          createdAt: expect.any(String),
        },
      ]);
    }
    expect(await ofType(bystander, 'habit_completed')).toEqual([]);
    expect(await ofType(actor, 'habit_completed')).toEqual([]);
  });

  it('are taken back by unchecking before anyone reads them, and not repeated by checking again', async () => {
    const { owner, actor, coAdopter, habitId } = await setUp();
    await check(actor, habitId, TODAY);
    await check(actor, habitId, TODAY, false);
    expect(await ofType(owner, 'habit_completed')).toEqual([]);
    expect(await ofType(coAdopter, 'habit_completed')).toEqual([]);

    await check(actor, habitId, TODAY);
    await check(actor, habitId, TODAY);
    expect(await ofType(owner, 'habit_completed')).toHaveLength(1);
    expect(await ofType(coAdopter, 'habit_completed')).toHaveLength(1);

    // Once opened, a notification stays; checking again does not add a second one.
    const [seen] = await ofType(owner, 'habit_completed');
    expect((await call(ctx.app, owner, 'PUT', `/api/users/notifications/${seen?._id}/read`)).statusCode).toBe(
      200,
    );
    await check(actor, habitId, TODAY, false);
    expect(await ofType(owner, 'habit_completed')).toMatchObject([{ _id: seen?._id, isRead: true }]);
    expect(await ofType(coAdopter, 'habit_completed')).toEqual([]);
    await check(actor, habitId, TODAY);
    expect(await ofType(owner, 'habit_completed')).toMatchObject([{ _id: seen?._id, isRead: true }]);
    expect(await ofType(coAdopter, 'habit_completed')).toHaveLength(1);
  });

  it('say nothing of a private habit, one kept out of the activity feed, or an unshared dashboard', async () => {
    const { owner, actor, coAdopter, id, habitId } = await setUp();
    const settings = async (groupSettings: object) => {
      const response = await call(ctx.app, actor, 'PUT', `/api/habits/${habitId}`, {
        workspaceSettings: groupSettings,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const dashboard = async (isPublicToGroup: boolean) => {
      const response = await call(ctx.app, actor, 'PUT', `/api/workspaces/${id}/dashboard-permissions`, {
        isPublicToWorkspace: isPublicToGroup,
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    await settings({ shareProgress: 'private' });
    await check(actor, habitId, addDays(TODAY, -3));
    await settings({ shareProgress: 'full', shareInActivity: false });
    await check(actor, habitId, addDays(TODAY, -2));
    await settings({ shareInActivity: true });
    await dashboard(false);
    await check(actor, habitId, addDays(TODAY, -1));
    for (const recipient of [owner, coAdopter]) {
      expect(await ofType(recipient, 'habit_backfilled')).toEqual([]);
      expect(await ofType(recipient, 'streak_milestone')).toEqual([]);
    }

    // Shared again, the next check-in is announced.
    await dashboard(true);
    await check(actor, habitId, TODAY);
    expect((await ofType(owner, 'habit_completed')).map((n) => n.data.habitNames)).toEqual([['Walk']]);
  });
});

describe('group notifications', () => {
  it('tell owners and admins when a member adopts a group habit, unless it is private', async () => {
    const { owner, admin, actor, coAdopter, bystander, id, walk } = await setUp();
    const adopted = await ofType(owner, 'habit_adopted');
    expect(adopted.map((n) => [n.userId?.name, n.data.habitName])).toEqual([
      ['Pia Plain', 'Read'],
      ['Cora Adopter', 'Walk'],
      ['Max Member', 'Walk'],
    ]);
    expect(adopted[2]).toMatchObject({
      type: 'habit_adopted',
      data: { habitName: 'Walk', memberName: 'Max Member' },
      userId: { _id: actor.userId, name: 'Max Member' },
      workspaceId: id,
      workspaceName: 'Morning Crew',
      isRead: false,
    });
    expect(await ofType(admin, 'habit_adopted')).toHaveLength(3);
    for (const member of [actor, coAdopter, bystander])
      expect(await ofType(member, 'habit_adopted')).toEqual([]);

    // An admin adopting tells the owner but not themselves.
    await adopt(admin, id, walk);
    expect((await ofType(owner, 'habit_adopted'))[0]?.data.memberName).toBe('Ada Admin');
    expect(await ofType(admin, 'habit_adopted')).toHaveLength(3);

    // A private adoption is not announced.
    await adopt(bystander, id, walk, 'private');
    expect(await ofType(owner, 'habit_adopted')).toHaveLength(4);
  });

  it('tell every other member when someone accepts an invitation', async () => {
    const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
    const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
    const member = await registerUser(ctx.app, { name: 'Max Member' });
    const newcomer = await registerUser(ctx.app, { name: 'Nora Newcomer' });
    const id = await createGroup(ctx.app, owner, { name: 'Morning Crew' });
    // Creating a group announces nobody.
    expect(await ofType(owner, 'member_joined')).toEqual([]);
    await join(ctx.app, owner, id, admin, 'admin');
    await join(ctx.app, owner, id, member);
    await pause();
    await join(ctx.app, admin, id, newcomer);

    for (const recipient of [owner, admin, member]) {
      const [latest] = await ofType(recipient, 'member_joined');
      expect(latest).toMatchObject({
        type: 'member_joined',
        data: { memberName: 'Nora Newcomer' },
        userId: { _id: newcomer.userId, name: 'Nora Newcomer' },
        workspaceId: id,
        workspaceName: 'Morning Crew',
        isRead: false,
      });
    }
    expect((await ofType(owner, 'member_joined')).map((n) => n.data.memberName)).toEqual([
      'Nora Newcomer',
      'Max Member',
      'Ada Admin',
    ]);
    expect((await ofType(member, 'member_joined')).map((n) => n.data.memberName)).toEqual(['Nora Newcomer']);
    expect(await ofType(newcomer, 'member_joined')).toEqual([]);
  });

  it('celebrate a 7-day streak once with a milestone', async () => {
    const { owner, actor, coAdopter, bystander, id, habitId } = await setUp();
    for (let offset = -6; offset <= 0; offset += 1) await check(actor, habitId, addDays(TODAY, offset));

    expect(await ofType(owner, 'habit_completed')).toHaveLength(1);
    expect((await ofType(owner, 'habit_backfilled')).map((n) => n.data.dates?.length)).toEqual([6]);
    for (const recipient of [owner, coAdopter]) {
      expect(await ofType(recipient, 'streak_milestone')).toEqual([
        {
          _id: expect.any(String),
          type: 'streak_milestone',
          data: { habitName: 'Walk', memberName: 'Max Member', streakCount: 7 },
          userId: { _id: actor.userId, name: 'Max Member' },
          workspaceId: id,
          workspaceName: 'Morning Crew',
          isRead: false,
          createdAt: expect.any(String),
        },
      ]);
    }
    expect(await ofType(bystander, 'streak_milestone')).toEqual([]);
    expect(await ofType(actor, 'streak_milestone')).toEqual([]);
    const streakBadges = (await ofType(actor, 'badge_earned')).filter((n) => n.data.badge === 'streak-7');
    expect(streakBadges).toMatchObject([{ data: { badge: 'streak-7', badgeTitle: '7-Day Streak' } }]);

    // Taking today back and checking it again celebrates once, not twice.
    await check(actor, habitId, TODAY, false);
    expect(await ofType(owner, 'streak_milestone')).toEqual([]);
    await check(actor, habitId, TODAY);
    expect(await ofType(owner, 'streak_milestone')).toHaveLength(1);
    expect(await ofType(owner, 'habit_completed')).toHaveLength(1);
    expect((await ofType(actor, 'badge_earned')).filter((n) => n.data.badge === 'streak-7')).toHaveLength(1);
  });
});

describe('badge notifications', () => {
  it('award First Check-in on the first completed check-in, once', async () => {
    const user = await registerUser(ctx.app, { name: 'Max Member' });
    const other = await registerUser(ctx.app, { name: 'Nia Neighbour' });
    const first = (await call(ctx.app, user, 'POST', '/api/habits', { name: 'Journal' })).json().data.habit
      ._id;
    const second = (await call(ctx.app, user, 'POST', '/api/habits', { name: 'Stretch' })).json().data.habit
      ._id;

    // An entry that is not done, or a skipped day, earns nothing.
    await check(user, first, addDays(TODAY, -2), false);
    const skipped = await call(ctx.app, user, 'POST', `/api/habits/${first}/check`, {
      date: addDays(TODAY, -3),
      completed: true,
      skipped: true,
    });
    expect(skipped.json().data.entry).toMatchObject({ skipped: true, completed: false });
    expect(await ofType(user, 'badge_earned')).toEqual([]);

    await check(user, first, TODAY);
    const badges = await ofType(user, 'badge_earned');
    expect(badges).toEqual([
      {
        _id: expect.any(String),
        type: 'badge_earned',
        data: { badge: 'first-check-in', badgeTitle: 'First Check-in' },
        userId: null,
        workspaceId: null,
        workspaceName: null,
        isRead: false,
        createdAt: expect.any(String),
      },
    ]);

    await check(user, first, addDays(TODAY, -1));
    await check(user, second, TODAY);
    await check(user, first, TODAY, false);
    await check(user, first, TODAY);
    expect(await ofType(user, 'badge_earned')).toHaveLength(1);
    expect(await ofType(other, 'badge_earned')).toEqual([]);
  });

  it('award Team Player for the first group only', async () => {
    const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
    const friend = await registerUser(ctx.app, { name: 'Fay Friend' });
    await createGroup(ctx.app, owner, { name: 'First' });
    const teamPlayer = async (account: Account) =>
      (await ofType(account, 'badge_earned')).filter((n) => n.data.badge === 'first-group');

    expect(await teamPlayer(owner)).toMatchObject([
      {
        data: { badge: 'first-group', badgeTitle: 'Team Player' },
        userId: null,
        workspaceId: null,
        isRead: false,
      },
    ]);
    await createGroup(ctx.app, owner, { name: 'Second' });
    const friends = await createGroup(ctx.app, friend, { name: 'Friends' });
    await join(ctx.app, friend, friends, owner);
    expect(await teamPlayer(owner)).toHaveLength(1);
    expect(await teamPlayer(friend)).toHaveLength(1);

    // Joining by invitation is a first group too.
    const newcomer = await registerUser(ctx.app, { name: 'Nora Newcomer' });
    expect(await teamPlayer(newcomer)).toEqual([]);
    await join(ctx.app, friend, friends, newcomer);
    expect(await teamPlayer(newcomer)).toMatchObject([{ data: { badgeTitle: 'Team Player' } }]);
  });
});

describe('GET /api/users/notifications', () => {
  it('lists the caller’s own, newest first, 20 by default, with a limit and a type filter', async () => {
    const { owner, actor, coAdopter, habitId } = await setUp();
    await check(actor, habitId, TODAY);
    // Many pieces of news from many people (badges have no sender, so no per-sender cap applies).
    await ctx.app.database.db.transaction().execute((trx) =>
      ctx.app.services.notifications.add(
        trx,
        Array.from({ length: 22 }, (_, index) => ({
          userId: owner.userId,
          type: 'badge_earned' as const,
          data: { badge: `badge-${index}`, badgeTitle: `Badge ${index}` },
        })),
      ),
    );

    const all = await inbox(owner);
    expect(all.list).toHaveLength(20);
    const times = all.list.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.list.every((n) => n.userId?._id !== owner.userId)).toBe(true);
    expect(all.unreadCount).toBeGreaterThan(20);
    expect(all.unreadCount).toBe(await unreadCount(owner));

    const limited = await inbox(owner, '?limit=3');
    expect(limited.list.map((n) => n._id)).toEqual(all.list.slice(0, 3).map((n) => n._id));
    expect(limited.unreadCount).toBe(all.unreadCount);
    const everything = await inbox(owner, '?limit=100');
    expect(everything.list).toHaveLength(everything.unreadCount);

    const filtered = (await inbox(owner, '?types=habit_completed,badge_earned&limit=100')).list;
    expect(new Set(filtered.map((n) => n.type))).toEqual(new Set(['habit_completed', 'badge_earned']));
    expect(filtered.filter((n) => n.type === 'habit_completed')).toHaveLength(1);
    // The co-adopter's list is theirs: none of the owner's badges.
    const theirs = (await inbox(coAdopter, '?limit=100')).list;
    expect(theirs.some((n) => n.type === 'badge_earned' && n.data.badge?.startsWith('badge-'))).toBe(false);
  });

  it('lists only unread ones on request', async () => {
    const { owner, actor, habitId } = await setUp();
    await check(actor, habitId, TODAY);
    const [completed] = await ofType(owner, 'habit_completed');
    await call(ctx.app, owner, 'PUT', `/api/users/notifications/${completed?._id}/read`);
    const unread = await inbox(owner, '?unreadOnly=true&limit=100');
    expect(unread.list.length).toBe(unread.unreadCount);
    expect(unread.list.some((n) => n._id === completed?._id)).toBe(false);
    expect(unread.list.every((n) => !n.isRead)).toBe(true);
  });

  it('refuses bad query values', async () => {
    const user = await registerUser(ctx.app);
    const typesError = `types must list notification types (${NOTIFICATION_TYPES.join(', ')}), separated by commas`;
    const cases: [string, string][] = [
      ['types=habit_completed,encouragement', typesError],
      ['types=habit_completed,,badge_earned', typesError],
      ['types=', typesError],
      ['limit=0', 'limit must be between 1 and 100'],
      ['limit=101', 'limit must be between 1 and 100'],
      ['limit=ten', 'limit must be between 1 and 100'],
    ];
    for (const [query, error] of cases) {
      const response = await call(ctx.app, user, 'GET', `/api/users/notifications?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ success: false, error });
    }
    expect((await call(ctx.app, user, 'GET', '/api/users/notifications?colour=red')).statusCode).toBe(400);
    expect((await inbox(user, '?limit=1')).list).toEqual([]);
    expect((await inbox(user, '?limit=100')).list).toEqual([]);
  });
});

describe('reading notifications', () => {
  it('marks one of the caller’s read and lowers the count; others’ answer 404', async () => {
    const { owner, admin, actor, habitId } = await setUp();
    await check(actor, habitId, TODAY);
    const before = await unreadCount(owner);
    expect(before).toBeGreaterThan(0);
    const [completed] = await ofType(owner, 'habit_completed');
    const url = `/api/users/notifications/${completed?._id}/read`;

    for (const stranger of [admin, actor]) {
      const refused = await call(ctx.app, stranger, 'PUT', url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe('Notification not found');
    }
    expect(await unreadCount(owner)).toBe(before);

    const read = await call(ctx.app, owner, 'PUT', url);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ success: true, data: { updated: 1 } });
    expect(await unreadCount(owner)).toBe(before - 1);
    expect((await ofType(owner, 'habit_completed'))[0]?.isRead).toBe(true);
    // Reading it again changes nothing.
    expect((await call(ctx.app, owner, 'PUT', url)).statusCode).toBe(200);
    expect(await unreadCount(owner)).toBe(before - 1);

    expect(
      (await call(ctx.app, owner, 'PUT', `/api/users/notifications/${randomUUID()}/read`)).statusCode,
    ).toBe(404);
    expect((await call(ctx.app, owner, 'PUT', '/api/users/notifications/not-an-id/read')).statusCode).toBe(
      400,
    );
  });

  it('marks all of the caller’s read at once', async () => {
    const { owner, admin, actor, habitId } = await setUp();
    await check(actor, habitId, TODAY);
    const before = await unreadCount(owner);
    const adminBefore = await unreadCount(admin);
    expect(before).toBeGreaterThan(1);

    const all = await call(ctx.app, owner, 'PUT', '/api/users/notifications/read-all');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ success: true, data: { updated: before } });
    expect(await unreadCount(owner)).toBe(0);
    const listed = await inbox(owner, '?limit=100');
    expect(listed.unreadCount).toBe(0);
    expect(listed.list.length).toBe(before);
    expect(listed.list.every((n) => n.isRead)).toBe(true);
    expect((await call(ctx.app, owner, 'PUT', '/api/users/notifications/read-all')).json().data.updated).toBe(
      0,
    );
    expect(await unreadCount(admin)).toBe(adminBefore);
  });

  it('requires signing in', async () => {
    const cases: ['GET' | 'PUT', string][] = [
      ['GET', '/api/users/notifications'],
      ['GET', '/api/users/notifications/unread-count'],
      ['PUT', `/api/users/notifications/${randomUUID()}/read`],
      ['PUT', '/api/users/notifications/read-all'],
    ];
    for (const [method, url] of cases) {
      const response = await call(ctx.app, null, method, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ success: false, error: 'Authentication required' });
    }
  });
});
