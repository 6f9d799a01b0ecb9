import { JOIN_REQUEST_PENDING_MAX, type PrivacyLevel } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { call, createGroup, invite, join } from '../../../helpers/groups';
import { type Account, registerUser, useTestApp } from '../../../helpers/test-app';

/**
 * Joining a public group by its link (issue 16): the preview, joining at once or asking, the
 * admins' answer, cancelling, the limits, and what happens when two answers meet.
 */
const DAY = 24 * 60 * 60 * 1000;
let now = Date.parse('2026-03-02T10:00:00Z');
const ctx = useTestApp({ clock: () => now });

interface Group {
  id: string;
  owner: Account;
  admin: Account;
  member: Account;
}

async function publicGroup(settings: { privacyLevel?: PrivacyLevel; requireApproval?: boolean } = {}) {
  const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
  const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
  const member = await registerUser(ctx.app, { name: 'Max Member' });
  const id = await createGroup(ctx.app, owner, {
    name: 'Dawn Walkers',
    description: 'Walk before work',
    isPublic: true,
  });
  await join(ctx.app, owner, id, admin, 'admin');
  await join(ctx.app, owner, id, member);
  if (Object.keys(settings).length > 0) await configure({ id, owner, admin, member }, settings);
  return { id, owner, admin, member };
}

async function configure(group: Group, settings: object) {
  const response = await call(ctx.app, group.owner, 'PUT', `/api/workspaces/${group.id}`, { settings });
  expect(response.statusCode).toBe(200);
}

const preview = (who: Account, id: string) => call(ctx.app, who, 'GET', `/api/workspaces/${id}/preview`);
const joinGroup = (who: Account, id: string) => call(ctx.app, who, 'POST', `/api/workspaces/${id}/join`);
const cancel = (who: Account, id: string) =>
  call(ctx.app, who, 'DELETE', `/api/workspaces/${id}/join-request`);
const pendingList = async (admin: Account, id: string) =>
  (await call(ctx.app, admin, 'GET', `/api/workspaces/${id}/join-requests`)).json().requests as {
    _id: string;
    user: { _id: string; name: string };
  }[];
const answer = (admin: Account, id: string, requestId: string, verb: 'accept' | 'decline') =>
  call(ctx.app, admin, 'POST', `/api/workspaces/${id}/join-requests/${requestId}/${verb}`);

async function notices(who: Account) {
  const response = await call(ctx.app, who, 'GET', '/api/users/notifications?limit=100');
  return response.json().data.notifications as { type: string; data: { memberName?: string } }[];
}
const ofType = async (who: Account, type: string) => (await notices(who)).filter((n) => n.type === type);

const isMember = async (who: Account, id: string) =>
  (await call(ctx.app, who, 'GET', `/api/workspaces/${id}`)).statusCode === 200;

async function requestToJoin(who: Account, id: string): Promise<string> {
  const response = await joinGroup(who, id);
  expect(response.statusCode).toBe(201);
  return response.json().request._id;
}

describe('a public group seen through its link', () => {
  it('shows a signed-in outsider its name, description and member count, and offers a request', async () => {
    const { id } = await publicGroup();
    const outsider = await registerUser(ctx.app, { name: 'Rae Newcomer' });
    const response = await preview(outsider, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().preview).toEqual({
      _id: id,
      name: 'Dawn Walkers',
      description: 'Walk before work',
      type: 'team',
      color: '#4f46e5',
      memberCount: 3,
      habits: null,
      linkJoin: 'request',
      action: 'request',
      retryAt: null,
      request: null,
    });
    // The group itself stays for members.
    expect((await call(ctx.app, outsider, 'GET', `/api/workspaces/${id}`)).statusCode).toBe(403);
    expect((await call(ctx.app, outsider, 'GET', `/api/workspaces/${id}/habits`)).statusCode).toBe(403);
  });

  it('tells a member they are in', async () => {
    const { id, member } = await publicGroup();
    expect((await preview(member, id)).json().preview).toMatchObject({ action: 'member', request: null });
  });

  it('keeps a private group invisible: the same 404 as a group that does not exist', async () => {
    const owner = await registerUser(ctx.app);
    const outsider = await registerUser(ctx.app);
    const id = await createGroup(ctx.app, owner, { isPublic: false });
    const missing = '019a0000-0000-7000-8000-000000000000';
    for (const url of [`/api/workspaces/${id}/preview`, `/api/workspaces/${missing}/preview`]) {
      const response = await call(ctx.app, outsider, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: 'Group not found' });
    }
    for (const target of [id, missing]) {
      expect((await joinGroup(outsider, target)).json()).toEqual({
        success: false,
        error: 'Group not found',
      });
      expect((await cancel(outsider, target)).json()).toEqual({
        success: false,
        error: 'Group not found',
      });
    }
    expect((await preview(owner, id)).json().preview.action).toBe('member');
  });

  it('refuses malformed ids with a 400 and no session with a 401', async () => {
    const someone = await registerUser(ctx.app);
    expect((await call(ctx.app, someone, 'GET', '/api/workspaces/not-a-uuid/preview')).statusCode).toBe(400);
    const { id } = await publicGroup();
    expect(
      (await call(ctx.app, someone, 'POST', `/api/workspaces/${id}/join-requests/nope/accept`)).statusCode,
    ).toBe(400);
    expect((await call(ctx.app, null, 'GET', `/api/workspaces/${id}/preview`)).statusCode).toBe(401);
    expect((await call(ctx.app, null, 'POST', `/api/workspaces/${id}/join`)).statusCode).toBe(401);
  });
});

describe('privacy levels', () => {
  it('invite-only: every person asks, even with Require approval off', async () => {
    const group = await publicGroup({ privacyLevel: 'invite-only', requireApproval: false });
    const outsider = await registerUser(ctx.app);
    expect((await preview(outsider, group.id)).json().preview).toMatchObject({
      linkJoin: 'request',
      action: 'request',
      habits: null,
    });
    expect((await joinGroup(outsider, group.id)).json().outcome).toBe('requested');
    expect(await isMember(outsider, group.id)).toBe(false);
  });

  it('members-only: joining follows Require approval; the habits stay with members', async () => {
    const group = await publicGroup({ privacyLevel: 'members-only', requireApproval: true });
    await call(ctx.app, group.owner, 'POST', `/api/workspaces/${group.id}/habits`, { name: 'Walk' });
    const asker = await registerUser(ctx.app);
    expect((await preview(asker, group.id)).json().preview).toMatchObject({
      linkJoin: 'request',
      habits: null,
    });
    expect((await joinGroup(asker, group.id)).json().outcome).toBe('requested');

    await configure(group, { requireApproval: false });
    const joiner = await registerUser(ctx.app);
    expect((await preview(joiner, group.id)).json().preview).toMatchObject({
      linkJoin: 'immediate',
      action: 'join',
      habits: null,
    });
    expect((await joinGroup(joiner, group.id)).json().outcome).toBe('joined');
    expect(await isMember(joiner, group.id)).toBe(true);
  });

  it('open: the preview lists the group’s habits too', async () => {
    const group = await publicGroup({ privacyLevel: 'open', requireApproval: true });
    await call(ctx.app, group.owner, 'POST', `/api/workspaces/${group.id}/habits`, {
      name: 'Walk',
      icon: '🚶',
      color: '#10b981',
    });
    const outsider = await registerUser(ctx.app);
    const shown = (await preview(outsider, group.id)).json().preview;
    expect(shown.habits).toEqual([{ _id: expect.any(String), name: 'Walk', icon: '🚶', color: '#10b981' }]);
    expect(shown).toMatchObject({ linkJoin: 'request', action: 'request' });
  });

  it('a private group takes nobody through the link, whatever its level and approval', async () => {
    const group = await publicGroup();
    const outsider = await registerUser(ctx.app);
    for (const privacyLevel of ['invite-only', 'members-only', 'open'] as const) {
      await configure(group, { isPublic: false, privacyLevel, requireApproval: false });
      expect((await preview(outsider, group.id)).statusCode).toBe(404);
      expect((await joinGroup(outsider, group.id)).statusCode).toBe(404);
    }
    expect(await isMember(outsider, group.id)).toBe(false);
  });

  it('without invitations allowed, only owners invite', async () => {
    const group = await publicGroup();
    await configure(group, { allowInvites: false });
    const byAdmin = await call(ctx.app, group.admin, 'POST', `/api/workspaces/${group.id}/members/invite`, {
      email: 'someone@example.com',
    });
    expect(byAdmin.statusCode).toBe(403);
    const byOwner = await call(ctx.app, group.owner, 'POST', `/api/workspaces/${group.id}/members/invite`, {
      email: 'someone@example.com',
    });
    expect(byOwner.statusCode).toBe(201);
  });
});

describe('joining at once', () => {
  it('makes the person a member and tells the group', async () => {
    const group = await publicGroup({ privacyLevel: 'members-only', requireApproval: false });
    const rae = await registerUser(ctx.app, { name: 'Rae Newcomer' });
    const response = await joinGroup(rae, group.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      outcome: 'joined',
      workspace: { id: group.id, _id: group.id, name: 'Dawn Walkers' },
      request: null,
      message: 'Welcome to Dawn Walkers!',
    });
    const members = (await call(ctx.app, rae, 'GET', `/api/workspaces/${group.id}/members`)).json().members;
    expect(members).toContainEqual(
      expect.objectContaining({ role: 'member', userId: expect.objectContaining({ name: 'Rae Newcomer' }) }),
    );
    for (const person of [group.owner, group.admin, group.member]) {
      expect(await ofType(person, 'member_joined')).toContainEqual(
        expect.objectContaining({ data: { memberName: 'Rae Newcomer' } }),
      );
    }
    const again = await joinGroup(rae, group.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You are already a member of this group');
  });

  it('makes one membership of two clicks at once', async () => {
    const group = await publicGroup({ privacyLevel: 'open', requireApproval: false });
    const rae = await registerUser(ctx.app, { name: 'Rae Newcomer' });
    const statuses = (await Promise.all([joinGroup(rae, group.id), joinGroup(rae, group.id)])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    const told = await ofType(group.owner, 'member_joined');
    expect(told.filter((n) => n.data.memberName === 'Rae Newcomer')).toHaveLength(1);
  });

  it('lets in at once someone still waiting once approval is turned off, and closes their request', async () => {
    const group = await publicGroup({ privacyLevel: 'members-only', requireApproval: true });
    const rae = await registerUser(ctx.app);
    await requestToJoin(rae, group.id);
    await configure(group, { requireApproval: false });
    expect((await preview(rae, group.id)).json().preview.action).toBe('join');
    expect((await joinGroup(rae, group.id)).json().outcome).toBe('joined');
    expect(await pendingList(group.owner, group.id)).toEqual([]);
  });
});

describe('asking to join', () => {
  it('reaches the owners and admins, who see it listed; the person sees it waiting', async () => {
    const group = await publicGroup();
    const rae = await registerUser(ctx.app, { name: 'Rae Newcomer' });
    const response = await joinGroup(rae, group.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      outcome: 'requested',
      message: 'Request sent',
      request: { _id: expect.any(String) },
    });
    const requestId = response.json().request._id;

    for (const manager of [group.owner, group.admin]) {
      expect(await ofType(manager, 'join_requested')).toEqual([
        expect.objectContaining({ data: { memberName: 'Rae Newcomer' } }),
      ]);
    }
    expect(await ofType(group.member, 'join_requested')).toEqual([]);
    expect(await pendingList(group.admin, group.id)).toEqual([
      expect.objectContaining({
        _id: requestId,
        user: expect.objectContaining({ _id: rae.userId, name: 'Rae Newcomer' }),
      }),
    ]);
    expect((await preview(rae, group.id)).json().preview).toMatchObject({
      action: 'pending',
      request: { _id: requestId },
    });
    expect(await isMember(rae, group.id)).toBe(false);
  });

  it('keeps one waiting request per person: asking again answers the same one, quietly', async () => {
    const group = await publicGroup();
    const rae = await registerUser(ctx.app);
    const [first, second] = await Promise.all([joinGroup(rae, group.id), joinGroup(rae, group.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().request._id).toBe(second.json().request._id);
    const third = await joinGroup(rae, group.id);
    expect(third.statusCode).toBe(200);
    expect(third.json().request._id).toBe(first.json().request._id);
    expect(await pendingList(group.owner, group.id)).toHaveLength(1);
    expect(await ofType(group.owner, 'join_requested')).toHaveLength(1);
  });

  it('accepted: the person is a member, hears it, and the group hears of them', async () => {
    const group = await publicGroup();
    const rae = await registerUser(ctx.app, { name: 'Rae Newcomer' });
    const requestId = await requestToJoin(rae, group.id);
    const accepted = await answer(group.admin, group.id, requestId, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, message: 'Request accepted' });
    expect(await isMember(rae, group.id)).toBe(true);
    expect(await ofType(rae, 'join_approved')).toHaveLength(1);
    expect(await ofType(group.member, 'member_joined')).toContainEqual(
      expect.objectContaining({ data: { memberName: 'Rae Newcomer' } }),
    );
    expect(await pendingList(group.owner, group.id)).toEqual([]);
    const again = await answer(group.owner, group.id, requestId, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This request has already been accepted');
  });

  it('declined: the person hears it and may ask again from a week', async () => {
    const group = await publicGroup();
    const rae = await registerUser(ctx.app);
    const requestId = await requestToJoin(rae, group.id);
    expect((await answer(group.owner, group.id, requestId, 'decline')).statusCode).toBe(200);
    expect(await ofType(rae, 'join_declined')).toHaveLength(1);
    expect(await isMember(rae, group.id)).toBe(false);
    const shown = (await preview(rae, group.id)).json().preview;
    expect(shown).toMatchObject({ action: 'declined', request: null });
    expect(Date.parse(shown.retryAt)).toBe(now + 7 * DAY);
    const refused = await joinGroup(rae, group.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/^Your request to join was declined\. You can ask again from /);
    expect((await answer(group.owner, group.id, requestId, 'accept')).json().error).toBe(
      'This request has already been declined',
    );

    now += 7 * DAY + 1000;
    expect((await preview(rae, group.id)).json().preview.action).toBe('request');
    expect((await joinGroup(rae, group.id)).statusCode).toBe(201);
  });

  it('cancelled by the person: gone from the list, with the admins’ unread news of it', async () => {
    const group = await publicGroup();
    const rae = await registerUser(ctx.app);
    const requestId = await requestToJoin(rae, group.id);
    const cancelled = await cancel(rae, group.id);
    expect(cancelled.json()).toEqual({ success: true, message: 'Request cancelled' });
    expect(await pendingList(group.owner, group.id)).toEqual([]);
    expect(await ofType(group.owner, 'join_requested')).toEqual([]);
    expect((await preview(rae, group.id)).json().preview.action).toBe('request');
    const again = await cancel(rae, group.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('You have no pending request to join this group');
    expect((await answer(group.owner, group.id, requestId, 'accept')).json().error).toBe(
      'This request was cancelled',
    );
    expect(await isMember(rae, group.id)).toBe(false);
  });

  it('an accept and a decline at the same moment: one wins, and everything agrees with it', async () => {
    const group = await publicGroup();
    const rae = await registerUser(ctx.app);
    const requestId = await requestToJoin(rae, group.id);
    const [accepted, declined] = await Promise.all([
      answer(group.owner, group.id, requestId, 'accept'),
      answer(group.admin, group.id, requestId, 'decline'),
    ]);
    expect([accepted.statusCode, declined.statusCode].sort()).toEqual([200, 409]);
    const acceptWon = accepted.statusCode === 200;
    expect(await isMember(rae, group.id)).toBe(acceptWon);
    expect(await ofType(rae, 'join_approved')).toHaveLength(acceptWon ? 1 : 0);
    expect(await ofType(rae, 'join_declined')).toHaveLength(acceptWon ? 0 : 1);
  });

  it('two accepts at once make one member and one announcement', async () => {
    const group = await publicGroup();
    const rae = await registerUser(ctx.app);
    const requestId = await requestToJoin(rae, group.id);
    const statuses = (
      await Promise.all([
        answer(group.owner, group.id, requestId, 'accept'),
        answer(group.admin, group.id, requestId, 'accept'),
      ])
    ).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await ofType(group.member, 'member_joined')).toHaveLength(1);
    expect(await ofType(rae, 'join_approved')).toHaveLength(1);
  });

  it('an accept meeting the person’s cancel: one wins', async () => {
    const group = await publicGroup();
    const rae = await registerUser(ctx.app);
    const requestId = await requestToJoin(rae, group.id);
    const [accepted, cancelled] = await Promise.all([
      answer(group.owner, group.id, requestId, 'accept'),
      cancel(rae, group.id),
    ]);
    expect([accepted.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
    expect(await isMember(rae, group.id)).toBe(accepted.statusCode === 200);
  });

  it('only the group’s owners and admins answer, and only requests to their group', async () => {
    const group = await publicGroup();
    const other = await publicGroup();
    const rae = await registerUser(ctx.app);
    const requestId = await requestToJoin(rae, group.id);
    expect((await answer(group.member, group.id, requestId, 'accept')).statusCode).toBe(403);
    expect((await answer(rae, group.id, requestId, 'accept')).statusCode).toBe(403);
    // An admin of another group cannot reach this request through their own group.
    const elsewhere = await answer(other.owner, other.id, requestId, 'accept');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error).toBe('Join request not found');
    expect(await isMember(rae, group.id)).toBe(false);
  });

  it('welcomes back someone who left', async () => {
    const group = await publicGroup();
    expect((await call(ctx.app, group.member, 'POST', `/api/workspaces/${group.id}/leave`)).statusCode).toBe(
      200,
    );
    expect((await preview(group.member, group.id)).json().preview.action).toBe('request');
    const requestId = await requestToJoin(group.member, group.id);
    expect((await answer(group.owner, group.id, requestId, 'accept')).statusCode).toBe(200);
    expect(await isMember(group.member, group.id)).toBe(true);
  });

  it('keeps someone an admin removed out of the link; an invitation brings them back', async () => {
    const group = await publicGroup({ privacyLevel: 'open', requireApproval: false });
    await call(ctx.app, group.admin, 'DELETE', `/api/workspaces/${group.id}/members/${group.member.userId}`);
    expect((await preview(group.member, group.id)).json().preview.action).toBe('removed');
    const refused = await joinGroup(group.member, group.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You were removed from this group. An admin can invite you back.');
    expect(await isMember(group.member, group.id)).toBe(false);

    await join(ctx.app, group.owner, group.id, group.member);
    expect(await isMember(group.member, group.id)).toBe(true);
    // Invited back, they are like anyone else: leaving and joining through the link works again.
    await call(ctx.app, group.member, 'POST', `/api/workspaces/${group.id}/leave`);
    expect((await joinGroup(group.member, group.id)).json().outcome).toBe('joined');
  });

  it('an invitation accepted while a request waits: one membership, and the request closes', async () => {
    const group = await publicGroup();
    const rae = await registerUser(ctx.app, { email: 'rae@example.com' });
    const requestId = await requestToJoin(rae, group.id);
    const token = await invite(ctx.app, group.owner, group.id, 'rae@example.com');
    expect((await call(ctx.app, rae, 'POST', `/api/workspaces/invitations/${token}/accept`)).statusCode).toBe(
      200,
    );
    const members = (await call(ctx.app, rae, 'GET', `/api/workspaces/${group.id}/members`)).json().members;
    expect(members.filter((m: { userId: { _id: string } }) => m.userId._id === rae.userId)).toHaveLength(1);
    expect(await pendingList(group.owner, group.id)).toEqual([]);
    expect((await answer(group.owner, group.id, requestId, 'accept')).json().error).toBe(
      'This request has already been accepted',
    );
    expect(await ofType(group.member, 'member_joined')).toHaveLength(1);
  });

  it('a request to a group that turned private: its asker still sees it waiting and can withdraw it; it can be answered', async () => {
    const group = await publicGroup();
    const rae = await registerUser(ctx.app);
    const sam = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const raeRequest = await requestToJoin(rae, group.id);
    await requestToJoin(sam, group.id);
    await configure(group, { isPublic: false });
    expect((await preview(stranger, group.id)).statusCode).toBe(404);
    const waiting = await preview(rae, group.id);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().preview).toMatchObject({ action: 'pending' });
    // The group's page answers Rae as an outsider of a group that exists (the screen shows the preview).
    const page = await call(ctx.app, rae, 'GET', `/api/workspaces/${group.id}`);
    expect(page.statusCode).toBe(403);
    expect((await call(ctx.app, stranger, 'GET', `/api/workspaces/${group.id}`)).statusCode).toBe(404);
    expect((await cancel(sam, group.id)).statusCode).toBe(200);
    // Withdrawn, the group is private to Sam again.
    expect((await preview(sam, group.id)).statusCode).toBe(404);
    expect((await answer(group.owner, group.id, raeRequest, 'accept')).statusCode).toBe(200);
    expect(await isMember(rae, group.id)).toBe(true);
  });

  it('a request to a group that was deleted goes with it', async () => {
    const group = await publicGroup();
    const rae = await registerUser(ctx.app);
    await requestToJoin(rae, group.id);
    await call(ctx.app, group.owner, 'DELETE', `/api/workspaces/${group.id}`);
    expect((await cancel(rae, group.id)).json()).toEqual({ success: false, error: 'Group not found' });
    expect((await preview(rae, group.id)).statusCode).toBe(404);
  });
});

describe('limits on asking', () => {
  it(`holds at most ${JOIN_REQUEST_PENDING_MAX} waiting requests per person`, async () => {
    const owner = await registerUser(ctx.app);
    const rae = await registerUser(ctx.app);
    const ids: string[] = [];
    for (let i = 0; i <= JOIN_REQUEST_PENDING_MAX; i++) {
      ids.push(await createGroup(ctx.app, owner, { name: `Group ${i}`, isPublic: true }));
    }
    for (const id of ids.slice(0, JOIN_REQUEST_PENDING_MAX)) await requestToJoin(rae, id);
    const refused = await joinGroup(rae, ids[JOIN_REQUEST_PENDING_MAX] as string);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      `You have ${JOIN_REQUEST_PENDING_MAX} requests waiting for an answer. Cancel one, or wait for an answer, before asking to join another group.`,
    );
    await cancel(rae, ids[0] as string);
    expect((await joinGroup(rae, ids[JOIN_REQUEST_PENDING_MAX] as string)).statusCode).toBe(201);
  });

  it('stops asking, cancelling and asking again more than three times a day', async () => {
    const group = await publicGroup();
    const rae = await registerUser(ctx.app);
    for (let i = 0; i < 3; i++) {
      await requestToJoin(rae, group.id);
      expect((await cancel(rae, group.id)).statusCode).toBe(200);
    }
    const refused = await joinGroup(rae, group.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      'You have asked to join this group too often today. Please try again tomorrow.',
    );
    now += DAY + 1000;
    expect((await joinGroup(rae, group.id)).statusCode).toBe(201);
  });
});
