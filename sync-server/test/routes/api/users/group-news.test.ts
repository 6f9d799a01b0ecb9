import { addDays, notificationText, todayKey, UNREAD_PER_SENDER_CAP } from '@habitat/domain';
import type { Notification } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { call, createGroup, join } from '../../../helpers/groups';
import { type Account, registerUser, useTestApp } from '../../../helpers/test-app';

/**
 * Group news that tells the truth (issue 16): past days logged late fold into one item per member
 * and habit, one member's check-ins of a day into one notification, no sender fills a bell, and
 * encouragements and their replies reach it. The server's clock is fixed; time zones are UTC.
 */
const NOW = Date.parse('2026-03-11T12:00:00Z');
const TODAY = todayKey('UTC', NOW);
const ctx = useTestApp({ clock: () => NOW });

async function ok(account: Account, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
  const response = await call(ctx.app, account, method, url, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

async function bell(account: Account): Promise<{ list: Notification[]; unreadCount: number }> {
  const { data } = await ok(account, 'GET', '/api/users/notifications?limit=100');
  return { list: data.notifications, unreadCount: data.unreadCount };
}

const texts = (list: readonly Notification[]) => list.map((n) => notificationText(n));

async function check(account: Account, habitId: string, date: string, completed = true): Promise<void> {
  await ok(account, 'POST', `/api/habits/${habitId}/check`, { date, completed });
}

async function feed(account: Account, id: string): Promise<string[]> {
  const { activities } = await ok(account, 'GET', `/api/workspaces/${id}/activity?limit=50`);
  return activities.map((a: { description: string }) => a.description);
}

/** An owner and a member who adopted two of the group's habits, in full. */
async function setUp() {
  const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
  const member = await registerUser(ctx.app, { name: 'Max Member' });
  const id = await createGroup(ctx.app, owner, { name: 'Morning Crew' });
  await join(ctx.app, owner, id, member);
  const adopt = async (name: string) => {
    const created = await ok(owner, 'POST', `/api/workspaces/${id}/habits`, { name });
    const adopted = await ok(member, 'POST', `/api/workspaces/${id}/habits/${created.habit._id}/adopt`, {
      personalSettings: { shareProgress: 'full' },
    });
    return adopted.habit._id as string;
  };
  const read = await adopt('Read');
  const walk = await adopt('Walk');
  await ok(owner, 'PUT', '/api/users/notifications/read-all');
  return { owner, member, id, read, walk };
}

describe('past days logged late', () => {
  it('fold into one notification and one activity item per member and habit', async () => {
    const { owner, member, id, read } = await setUp();
    for (let offset = -7; offset <= -1; offset += 1) await check(member, read, addDays(TODAY, offset));

    // The days are from before the adoption (today): told as what Max did, but the group's streak
    // starts at the adoption, so seven of them in a row are no 7-day streak to celebrate.
    const { list, unreadCount } = await bell(owner);
    expect(unreadCount).toBe(1);
    const unread = list.filter((n) => !n.isRead);
    expect(unread).toMatchObject([
      { type: 'habit_backfilled', data: { habitName: 'Read', memberName: 'Max Member' } },
    ]);
    expect(texts(unread)).toEqual(['Max Member logged 7 past days of Read in Morning Crew']);
    const items = await feed(owner, id);
    expect(items.filter((item) => /completed Read|past days of Read/.test(item))).toEqual([
      'Max Member logged 7 past days of Read',
    ]);

    // Today's check-in makes an 8-day run of Max's own, and a 1-day streak for the group, as its
    // board shows: no streak note.
    await check(member, read, TODAY);
    expect((await feed(owner, id))[0]).toBe('Max Member completed Read');
  });

  it('name the day when there is one, and shrink as days are taken back', async () => {
    const { owner, member, id, read } = await setUp();
    const yesterday = addDays(TODAY, -1);
    await check(member, read, yesterday);
    // 2026-03-10 was a Tuesday.
    expect(texts((await bell(owner)).list.filter((n) => !n.isRead))).toEqual([
      'Max Member completed Read on Tue 10 Mar in Morning Crew',
    ]);
    expect(await feed(owner, id)).toContain('Max Member completed Read on Tue 10 Mar');

    await check(member, read, addDays(TODAY, -2));
    await check(member, read, yesterday, false);
    expect(texts((await bell(owner)).list.filter((n) => !n.isRead))).toEqual([
      'Max Member completed Read on Mon 9 Mar in Morning Crew',
    ]);
    await check(member, read, addDays(TODAY, -2), false);
    expect((await bell(owner)).unreadCount).toBe(0);
    expect((await feed(owner, id)).some((item) => /completed Read|past days of Read/.test(item))).toBe(false);
  });

  it('start a new notification once the folded one has been read, without repeating read days', async () => {
    const { owner, member, read } = await setUp();
    await check(member, read, addDays(TODAY, -3));
    await ok(owner, 'PUT', '/api/users/notifications/read-all');
    // Undone and redone: already told, so not told again.
    await check(member, read, addDays(TODAY, -3), false);
    await check(member, read, addDays(TODAY, -3));
    expect((await bell(owner)).unreadCount).toBe(0);
    await check(member, read, addDays(TODAY, -4));
    expect(texts((await bell(owner)).list.filter((n) => !n.isRead))).toEqual([
      'Max Member completed Read on Sat 7 Mar in Morning Crew',
    ]);
  });
});

describe("a member's check-ins of today", () => {
  it('fold into one notification listing their habits, and a habit taken back leaves it', async () => {
    const { owner, member, read, walk } = await setUp();
    await check(member, read, TODAY);
    await check(member, walk, TODAY);
    const unread = (await bell(owner)).list.filter((n) => !n.isRead);
    expect(unread).toMatchObject([{ type: 'habit_completed', data: { habitNames: ['Read', 'Walk'] } }]);
    expect(texts(unread)).toEqual(['Max Member completed Read and Walk in Morning Crew']);

    await check(member, read, TODAY, false);
    expect(texts((await bell(owner)).list.filter((n) => !n.isRead))).toEqual([
      'Max Member completed Walk in Morning Crew',
    ]);
  });

  it('name the day of a check-in ahead of the member’s today (a clock running fast)', async () => {
    const { owner, member, id, read } = await setUp();
    await check(member, read, addDays(TODAY, 1));
    expect(texts((await bell(owner)).list.filter((n) => !n.isRead))).toEqual([
      'Max Member completed Read on Thu 12 Mar in Morning Crew',
    ]);
    expect(await feed(owner, id)).toContain('Max Member completed Read on Thu 12 Mar');
  });
});

describe('one sender', () => {
  it(`never holds more than ${UNREAD_PER_SENDER_CAP} unread places in a bell; older ones stay, read`, async () => {
    const { owner, member, id } = await setUp();
    const habits: string[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E']) {
      const created = await ok(owner, 'POST', `/api/workspaces/${id}/habits`, { name });
      const adopted = await ok(member, 'POST', `/api/workspaces/${id}/habits/${created.habit._id}/adopt`, {
        personalSettings: { shareProgress: 'full' },
      });
      habits.push(adopted.habit._id);
    }
    // An encouragement is addressed to the owner: no amount of news from its sender folds it away.
    await ok(member, 'POST', '/api/encouragements', {
      toUserId: owner.userId,
      workspaceId: id,
      type: 'general_support',
      message: 'Thanks for the club!',
    });
    for (const habit of habits) await check(member, habit, addDays(TODAY, -2));

    const { list, unreadCount } = await bell(owner);
    expect(unreadCount).toBe(UNREAD_PER_SENDER_CAP + 1);
    expect(list.find((n) => n.type === 'encouragement_received')?.isRead).toBe(false);
    const backfills = list.filter((n) => n.type === 'habit_backfilled');
    expect(backfills).toHaveLength(5);
    expect(backfills.filter((n) => !n.isRead).map((n) => n.data.habitName)).toEqual(['E', 'D', 'C']);
  });
});

describe('encouragements in the bell', () => {
  it('reach the recipient, their reply reaches the sender, and reading one in the feed reads it', async () => {
    const { owner, member, id } = await setUp();
    const sent = await ok(owner, 'POST', '/api/encouragements', {
      toUserId: member.userId,
      workspaceId: id,
      habitId: null,
      type: 'general_support',
      message: 'Keep   it up,\nyou are doing great!',
      reaction: '🔥',
    });
    const encouragementId = sent.data.encouragement._id;
    const received = (await bell(member)).list.filter((n) => n.type === 'encouragement_received');
    expect(received).toMatchObject([
      { isRead: false, workspaceId: id, userId: { _id: owner.userId }, data: { encouragementId } },
    ]);
    expect(texts(received)).toEqual(['Olive Owner encouraged you: “Keep it up, you are doing great!”']);

    await ok(member, 'PUT', `/api/encouragements/${encouragementId}/respond`, { message: 'Thank you!' });
    const replies = (await bell(owner)).list.filter((n) => n.type === 'encouragement_replied');
    expect(texts(replies)).toEqual(['Max Member replied to your encouragement: “Thank you!”']);

    await ok(member, 'PUT', '/api/encouragements/mark-read', { encouragementIds: [encouragementId] });
    expect((await bell(member)).list.find((n) => n.type === 'encouragement_received')?.isRead).toBe(true);
  });
});
