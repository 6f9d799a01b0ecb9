import {
  CHEER,
  CHEER_LIMITS,
  CHEER_MESSAGES,
  ENCOURAGEMENT_MESSAGES,
  requestAnsweredMessage,
  uuidv7,
} from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { NOT_ALLOWED } from '../../src/services/group-rights';
import { LIMITS } from '../../src/services/limits/limit-table';
import { groupDevice } from '../helpers/group-device';
import { call, circle as makeCircle } from '../helpers/groups';
import { syncClient } from '../helpers/sync-client';
import { type Account, registerUser, useTestApp } from '../helpers/test-app';

/**
 * Group writes as named mutations (issue 31): pushed like any other change, checked against the
 * group as it stands when they arrive, each whole or refused by name and reason, and seen by the
 * group's members on their next pull.
 */
const ctx = useTestApp();

const circle = (fields: object = {}) => makeCircle(ctx.app, fields);

type Results = { id: number; status: string; error?: string }[];
const resultsOf = (response: { json(): { data: { results: Results } } }) => response.json().data.results;

async function notices(who: Account) {
  const response = await call(ctx.app, who, 'GET', '/api/users/notifications?limit=100');
  return response.json().data.notifications as { type: string; data: { message?: string } }[];
}

describe('group writes a device queued', () => {
  it('send an encouragement the whole group sees, that reaches the bell, once however often it is sent', async () => {
    const group = await circle();
    const phone = syncClient(ctx.app, group.owner);
    const id = uuidv7();
    const send = phone.mutation('encouragement.send', {
      id,
      workspaceId: group.id,
      toUserId: group.member.userId,
      message: ' Keep going! ',
      reaction: '🔥',
    });
    expect(resultsOf(await phone.push([send]))).toEqual([{ id: 1, status: 'ok' }]);
    // The same mutation again (its answer was lost): applied once.
    expect(resultsOf(await phone.push([send]))).toEqual([{ id: 1, status: 'alreadyProcessed' }]);
    // Another mutation with the same encouragement id is a different write: refused, nothing doubled.
    const again = phone.mutation('encouragement.send', {
      id,
      workspaceId: group.id,
      toUserId: group.member.userId,
      message: 'Twice?',
    });
    expect(resultsOf(await phone.push([again]))).toEqual([
      { id: 2, status: 'rejected', error: 'This encouragement was sent already' },
    ]);

    const admin = groupDevice(ctx.app, group.admin);
    await admin.sync();
    expect(admin.records(group.id, 'encouragement')).toMatchObject([
      { _id: id, message: 'Keep going!', reaction: '🔥', fromUser: { name: 'Olive Owner' } },
    ]);
    const bell = (await notices(group.member)).filter((n) => n.type === 'encouragement_received');
    expect(bell).toHaveLength(1);
    expect(bell[0]?.data.message).toBe('Keep going!');
  });

  it('refuse an encouragement to oneself or to someone outside the group, and go on with the rest of the push', async () => {
    const group = await circle();
    const outsider = await registerUser(ctx.app, { name: 'Sam Stranger' });
    const phone = syncClient(ctx.app, group.member);
    const habitId = uuidv7();
    const pushed = await phone.push([
      phone.mutation('encouragement.send', {
        id: uuidv7(),
        workspaceId: group.id,
        toUserId: group.member.userId,
        message: 'Me!',
      }),
      phone.mutation('encouragement.send', {
        id: uuidv7(),
        workspaceId: group.id,
        toUserId: outsider.userId,
        message: 'Hello?',
      }),
      phone.mutation('habit.create', { id: habitId, fields: { name: 'Stretch' } }),
    ]);
    expect(resultsOf(pushed)).toEqual([
      { id: 1, status: 'rejected', error: ENCOURAGEMENT_MESSAGES.notYourself },
      { id: 2, status: 'rejected', error: ENCOURAGEMENT_MESSAGES.notShared },
      { id: 3, status: 'ok' },
    ]);
    const device = groupDevice(ctx.app, group.member);
    await device.sync();
    expect(device.records(group.id, 'encouragement')).toEqual([]);
  });

  it('answer and read an encouragement only as its recipient, and answer it once', async () => {
    const group = await circle();
    const sent = await call(ctx.app, group.owner, 'POST', '/api/encouragements', {
      toUserId: group.member.userId,
      workspaceId: group.id,
      message: 'Nice streak',
    });
    const id = sent.json().data.encouragement._id as string;

    const stranger = syncClient(ctx.app, group.admin);
    expect(
      resultsOf(
        await stranger.push([
          stranger.mutation('encouragement.respond', { id, workspaceId: group.id, message: 'Not mine' }),
        ]),
      ),
    ).toEqual([{ id: 1, status: 'rejected', error: 'Encouragement not found' }]);

    const phone = syncClient(ctx.app, group.member);
    expect(
      resultsOf(
        await phone.push([
          phone.mutation('encouragement.read', { workspaceId: group.id, ids: [id] }),
          phone.mutation('encouragement.respond', { id, workspaceId: group.id, message: 'Thank you!' }),
          phone.mutation('encouragement.respond', { id, workspaceId: group.id, message: 'And again' }),
        ]),
      ),
    ).toEqual([
      { id: 1, status: 'ok' },
      { id: 2, status: 'ok' },
      { id: 3, status: 'rejected', error: 'You have already responded to this encouragement' },
    ]);
    const owner = groupDevice(ctx.app, group.owner);
    await owner.sync();
    expect(owner.records(group.id, 'encouragement')).toMatchObject([
      { isRead: true, response: { message: 'Thank you!' } },
    ]);
    const replies = (await notices(group.owner)).filter((n) => n.type === 'encouragement_replied');
    expect(replies).toHaveLength(1);
  });

  it('let an admin answer a join request, refuse a member, and refuse the second of two answers whole', async () => {
    const group = await circle({ isPublic: true });
    await call(ctx.app, group.owner, 'PUT', `/api/workspaces/${group.id}`, {
      settings: { privacyLevel: 'members-only', requireApproval: true },
    });
    const newcomer = await registerUser(ctx.app, { name: 'Nia Newcomer' });
    const asked = await call(ctx.app, newcomer, 'POST', `/api/workspaces/${group.id}/join`);
    const requestId = asked.json().request._id as string;

    const member = syncClient(ctx.app, group.member);
    expect(
      resultsOf(
        await member.push([
          member.mutation('joinRequest.answer', { workspaceId: group.id, requestId, answer: 'accept' }),
        ]),
      ),
    ).toEqual([{ id: 1, status: 'rejected', error: NOT_ALLOWED.admin }]);

    // Two admins answered offline; the second to arrive finds it answered, and nothing of it stays.
    const admin = syncClient(ctx.app, group.admin);
    const owner = syncClient(ctx.app, group.owner);
    expect(
      resultsOf(
        await admin.push([
          admin.mutation('joinRequest.answer', { workspaceId: group.id, requestId, answer: 'accept' }),
        ]),
      ),
    ).toEqual([{ id: 1, status: 'ok' }]);
    expect(
      resultsOf(
        await owner.push([
          owner.mutation('joinRequest.answer', { workspaceId: group.id, requestId, answer: 'decline' }),
        ]),
      ),
    ).toEqual([{ id: 1, status: 'rejected', error: requestAnsweredMessage('accepted') }]);

    const seen = groupDevice(ctx.app, group.owner);
    await seen.sync();
    expect(seen.records(group.id, 'joinRequest')).toEqual([]);
    expect(
      seen.records<{ userId: { name: string } }>(group.id, 'member').map((row) => row.userId.name),
    ).toContain('Nia Newcomer');
    const told = (await notices(newcomer)).map((n) => n.type);
    expect(told).toContain('join_approved');
    expect(told).not.toContain('join_declined');
  });

  it("send a refused write's group again from the start when the device asks", async () => {
    const group = await circle();
    const device = groupDevice(ctx.app, group.member);
    await device.sync();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sync/pull',
      headers: { authorization: `Bearer ${group.member.token}` },
      payload: {
        clientId: device.device.clientId,
        groups: true,
        cursors: device.cursors(),
        refresh: { groups: [group.id] },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.refreshed).toBe(true);
    expect(data.reset).toEqual([`g:${group.id}`]);
    expect(data.groupRecords.some((row: { kind: string }) => row.kind === 'group')).toBe(true);
  });
});

describe('a cheer on a habit still open today', () => {
  it('is the encourage nudge, once a day for a habit, and none past a day of encouragements', async () => {
    const group = await circle();
    const created = await call(ctx.app, group.owner, 'POST', `/api/workspaces/${group.id}/habits`, {
      name: 'Read',
    });
    const groupHabitId = created.json().habit._id as string;
    const adopted = await call(
      ctx.app,
      group.member,
      'POST',
      `/api/workspaces/${group.id}/habits/${groupHabitId}/adopt`,
      { personalSettings: { shareProgress: 'full' } },
    );
    const habitId = adopted.json().habit._id as string;
    const phone = syncClient(ctx.app, group.admin);
    const cheer = () =>
      phone.mutation('encouragement.cheer', {
        id: uuidv7(),
        workspaceId: group.id,
        toUserId: group.member.userId,
        habitId,
      });
    expect(resultsOf(await phone.push([cheer(), cheer()]))).toEqual([
      { id: 1, status: 'ok' },
      { id: 2, status: 'rejected', error: CHEER_MESSAGES.again('Max Member', 'Read') },
    ]);
    const bell = (await notices(group.member)).filter((n) => n.type === 'encouragement_received');
    expect(bell.map((n) => n.data.message)).toEqual([CHEER.message]);

    // A habit the group does not see is never named: not found.
    const hidden = phone.mutation('encouragement.cheer', {
      id: uuidv7(),
      workspaceId: group.id,
      toUserId: group.member.userId,
      habitId: uuidv7(),
    });
    expect(resultsOf(await phone.push([hidden]))).toEqual([
      { id: 3, status: 'rejected', error: 'Habit not found' },
    ]);

    // A day's worth of encouragements sent by the owner: her cheer waits for tomorrow.
    const owner = syncClient(ctx.app, group.owner);
    const sends = Array.from({ length: CHEER_LIMITS.perSender }, () =>
      owner.mutation('encouragement.send', {
        id: uuidv7(),
        workspaceId: group.id,
        toUserId: group.admin.userId,
        message: 'Go!',
      }),
    );
    await owner.push(sends);
    const late = owner.mutation('encouragement.cheer', {
      id: uuidv7(),
      workspaceId: group.id,
      toUserId: group.member.userId,
      habitId,
    });
    expect(resultsOf(await owner.push([late])).at(-1)).toEqual({
      id: CHEER_LIMITS.perSender + 1,
      status: 'rejected',
      error: CHEER_MESSAGES.tooMany,
    });
  });
});

describe("the REST routes' hourly limits, for the same writes queued", () => {
  it('hold a push of many encouragements to the hour’s number, in the same words', async () => {
    const group = await circle();
    const phone = syncClient(ctx.app, group.owner);
    const { max, lead } = LIMITS.encouragementsPerSender;
    const sends = Array.from({ length: max + 1 }, () =>
      phone.mutation('encouragement.send', {
        id: uuidv7(),
        workspaceId: group.id,
        toUserId: group.member.userId,
        message: 'Go!',
      }),
    );
    const results = resultsOf(await phone.push(sends));
    expect(results.filter((result) => result.status === 'ok')).toHaveLength(max);
    expect(results.at(-1)).toEqual({ id: max + 1, status: 'rejected', error: `${lead} Try again later.` });
  });
});
