import { randomUUID } from 'node:crypto';
import { ENCOURAGEMENT_MESSAGES } from '@habitat/domain';
import type { Encouragement } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { call, createGroup, join } from '../../helpers/groups';
import { type Account, registerUser, useTestApp } from '../../helpers/test-app';

/** Spec §3 Encouragement, §5 Encouragement, §7 Encouragements and the group page's one-click nudges. */
const ctx = useTestApp();

/** Rows are ordered by creation time: a short pause keeps two sends in distinct milliseconds. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 3));

async function group(fields: object = {}) {
  const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
  const member = await registerUser(ctx.app, { name: 'Max Member' });
  const other = await registerUser(ctx.app, { name: 'Nia Neighbour' });
  const id = await createGroup(ctx.app, owner, { name: 'Morning Crew', ...fields });
  await join(ctx.app, owner, id, member);
  await join(ctx.app, owner, id, other);
  return { owner, member, other, id };
}

/** An admin-made group habit adopted by `by`; returns the adopter's own habit id. */
async function adopted(owner: Account, by: Account, id: string, name = 'Walk'): Promise<string> {
  const groupHabit = await call(ctx.app, owner, 'POST', `/api/workspaces/${id}/habits`, { name });
  expect(groupHabit.statusCode).toBe(201);
  const response = await call(
    ctx.app,
    by,
    'POST',
    `/api/workspaces/${id}/habits/${groupHabit.json().habit._id}/adopt`,
    { personalSettings: { shareProgress: 'full' } },
  );
  expect(response.statusCode).toBe(201);
  return response.json().habit._id;
}

function send(from: Account, to: Account, groupId: string, fields: object = {}) {
  return call(ctx.app, from, 'POST', '/api/encouragements', {
    toUserId: to.userId,
    workspaceId: groupId,
    message: 'Keep it up!',
    ...fields,
  });
}

async function sent(from: Account, to: Account, groupId: string, fields: object = {}): Promise<string> {
  const response = await send(from, to, groupId, fields);
  expect(response.statusCode, response.body).toBe(201);
  await pause();
  return response.json().data.encouragement._id;
}

async function list(account: Account, url: string): Promise<{ items: Encouragement[]; total: number }> {
  const response = await call(ctx.app, account, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  const { encouragements, total } = response.json().data;
  return { items: encouragements, total };
}

const messages = (items: Encouragement[]) => items.map((e) => e.message);

async function stats(account: Account, query = '') {
  const response = await call(ctx.app, account, 'GET', `/api/encouragements/stats${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('POST /api/encouragements', () => {
  it('sends a trimmed message with the default type and names both people', async () => {
    const { owner, member, id } = await group();
    const response = await send(owner, member, id, { message: '  You have got this!  ', reaction: '🔥' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Encouragement sent to Max Member!');
    const encouragement: Encouragement = body.data.encouragement;
    expect(encouragement).toMatchObject({
      workspaceId: id,
      fromUser: { _id: owner.userId, name: 'Olive Owner' },
      toUser: { _id: member.userId, name: 'Max Member' },
      habitId: null,
      habitName: null,
      type: 'general_support',
      message: 'You have got this!',
      reaction: '🔥',
      isRead: false,
      response: null,
    });
    expect(Number.isNaN(Date.parse(encouragement.createdAt))).toBe(false);
    const received = await list(member, '/api/encouragements/received');
    expect(received.items.map((e) => e._id)).toEqual([encouragement._id]);
  });

  it('keeps a chosen type and a habit the recipient shares, and allows exactly 500 characters', async () => {
    const { owner, member, id } = await group();
    const habitId = await adopted(owner, member, id, 'Stretch');
    const response = await send(owner, member, id, {
      type: 'streak_celebration',
      habitId,
      message: 'a'.repeat(500),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.encouragement).toMatchObject({
      type: 'streak_celebration',
      habitId,
      habitName: 'Stretch',
      reaction: null,
    });
    expect(response.json().data.encouragement.message).toHaveLength(500);
  });

  it('refuses a bad body with the form words and stores nothing', async () => {
    const { owner, member, id } = await group();
    const cases: [object, string][] = [
      [{ message: '   ' }, ENCOURAGEMENT_MESSAGES.required],
      [{ message: '' }, 'Please write a message'],
      [{ message: 'a'.repeat(501) }, 'Message must be at most 500 characters'],
      [
        { type: 'hug' },
        'type must be general_support, streak_celebration, goal_achieved, comeback_support, milestone_reached or custom_message',
      ],
      [{ priority: 'high' }, 'Unknown field "priority"'],
      [{ toUserId: 'not-a-uuid' }, 'Must be a valid id'],
      [{ workspaceId: '1234' }, 'Must be a valid id'],
    ];
    for (const [fields, error] of cases) {
      const response = await send(owner, member, id, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json(), JSON.stringify(fields)).toEqual({ success: false, error });
    }
    const missing = await call(ctx.app, owner, 'POST', '/api/encouragements', {
      toUserId: member.userId,
      workspaceId: id,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Missing required field "message"');
    expect((await list(owner, '/api/encouragements/sent')).total).toBe(0);
  });

  it('words a bad reaction or habit id like the other fields, though both may be null', async () => {
    const { owner, member, id } = await group();
    const cases: [object, string][] = [
      [{ reaction: '😀' }, 'reaction must be one of 👏 🔥 💪 ⭐ 🎉 👊 💯 🚀'],
      [{ habitId: 'habit-1' }, 'Must be a valid id'],
    ];
    for (const [fields, error] of cases) {
      const response = await send(owner, member, id, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect.soft(response.json().error, JSON.stringify(fields)).toBe(error);
    }
    // null is how the client says "none".
    const none = await send(owner, member, id, { reaction: null, habitId: null });
    expect(none.statusCode).toBe(201);
    expect(none.json().data.encouragement).toMatchObject({ reaction: null, habitId: null });
  });

  it('refuses encouraging yourself', async () => {
    const { owner, id } = await group();
    const response = await send(owner, owner, id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('You cannot send an encouragement to yourself');
  });

  it('only lets members encourage members of a group they share', async () => {
    const { owner, member, id } = await group();
    const outsider = await registerUser(ctx.app, { name: 'Otto Outsider' });
    const elsewhere = await createGroup(ctx.app, outsider, { name: 'Elsewhere' });
    const error = 'You can only encourage members of a group you share';
    const cases: [Account, Account, string][] = [
      [owner, outsider, id], // recipient outside the group
      [outsider, member, id], // sender outside the group
      [owner, outsider, elsewhere], // the sender is not in the group named
      [owner, member, elsewhere], // neither is in the group named
      [owner, member, randomUUID()], // no such group
    ];
    for (const [from, to, groupId] of cases) {
      const response = await send(from, to, groupId);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(error);
    }
    const after = await stats(owner);
    expect(after).toEqual({ received: 0, sent: 0, unread: 0, responded: 0 });
  });

  it('honours the habit owner’s privacy: private habits are missing, closed ones refuse', async () => {
    const { owner, member, other, id } = await group();
    const habitId = await adopted(owner, member, id);
    const settings = (groupSettings: object) =>
      call(ctx.app, member, 'PUT', `/api/habits/${habitId}`, { workspaceSettings: groupSettings });

    expect((await settings({ shareProgress: 'private' })).statusCode).toBe(200);
    const hidden = await send(owner, member, id, { habitId });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('Habit not found');

    expect((await settings({ shareProgress: 'full', allowInteraction: false })).statusCode).toBe(200);
    const closed = await send(owner, member, id, { habitId });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error).toBe('This member does not accept encouragements on this habit');

    expect((await settings({ allowInteraction: true })).statusCode).toBe(200);
    // A member who stops sharing their dashboard hides every habit.
    const off = await call(ctx.app, member, 'PUT', `/api/workspaces/${id}/dashboard-permissions`, {
      isPublicToWorkspace: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await send(owner, member, id, { habitId })).statusCode).toBe(404);
    // Without a habit the encouragement still goes through.
    expect((await send(owner, member, id)).statusCode).toBe(201);

    await call(ctx.app, member, 'PUT', `/api/workspaces/${id}/dashboard-permissions`, {
      isPublicToWorkspace: true,
    });
    // A habit that is not the recipient's reads as missing.
    expect((await send(owner, other, id, { habitId })).statusCode).toBe(404);
    expect((await send(owner, member, id, { habitId: randomUUID() })).statusCode).toBe(404);
    expect((await send(owner, member, id, { habitId })).statusCode).toBe(201);
  });
});

describe('GET /api/encouragements lists', () => {
  it('lists only the caller’s received and sent ones, newest first, with total and paging', async () => {
    const { owner, member, other, id } = await group();
    await sent(owner, member, id, { message: 'one' });
    await sent(other, member, id, { message: 'two' });
    await sent(owner, member, id, { message: 'three' });
    await sent(member, owner, id, { message: 'reply' });
    await sent(owner, other, id, { message: 'not for Max' });

    const received = await list(member, '/api/encouragements/received');
    expect(messages(received.items)).toEqual(['three', 'two', 'one']);
    expect(received.total).toBe(3);
    expect(received.items.every((e) => e.toUser._id === member.userId)).toBe(true);

    const ownerSent = await list(owner, '/api/encouragements/sent');
    expect(messages(ownerSent.items)).toEqual(['not for Max', 'three', 'one']);
    expect(ownerSent.total).toBe(3);
    expect(messages((await list(member, '/api/encouragements/sent')).items)).toEqual(['reply']);

    const page = await list(member, '/api/encouragements/received?limit=1&offset=1');
    expect(messages(page.items)).toEqual(['two']);
    expect(page.total).toBe(3);
    const past = await list(member, '/api/encouragements/received?limit=2&offset=3');
    expect(past).toEqual({ items: [], total: 3 });

    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'workspaceId=nope', 'colour=red']) {
      const bad = await call(ctx.app, member, 'GET', `/api/encouragements/received?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('filters unread ones and one group’s', async () => {
    const { owner, member, id } = await group();
    const second = await createGroup(ctx.app, owner, { name: 'Evening Crew' });
    await join(ctx.app, owner, second, member);
    const first = await sent(owner, member, id, { message: 'morning' });
    await sent(owner, member, second, { message: 'evening' });
    await sent(owner, member, id, { message: 'later' });
    expect((await call(ctx.app, member, 'PUT', `/api/encouragements/${first}/read`)).statusCode).toBe(200);

    const unread = await list(member, '/api/encouragements/received?unreadOnly=true');
    expect(messages(unread.items)).toEqual(['later', 'evening']);
    expect(unread.total).toBe(2);
    const inSecond = await list(member, `/api/encouragements/received?workspaceId=${second}`);
    expect(messages(inSecond.items)).toEqual(['evening']);
    expect(inSecond.total).toBe(1);
    const sentInFirst = await list(owner, `/api/encouragements/sent?workspaceId=${id}&unreadOnly=true`);
    expect(messages(sentInFirst.items)).toEqual(['later']);
  });

  it('counts received, sent, unread and responded, overall and per group', async () => {
    const { owner, member, other, id } = await group();
    const second = await createGroup(ctx.app, owner, { name: 'Evening Crew' });
    await join(ctx.app, owner, second, member);
    const a = await sent(owner, member, id);
    const b = await sent(other, member, id);
    await sent(owner, member, second);
    await sent(member, owner, id);
    await sent(owner, other, id);
    await call(ctx.app, member, 'PUT', `/api/encouragements/${a}/read`);
    await call(ctx.app, member, 'PUT', `/api/encouragements/${b}/respond`, { message: 'Thanks!' });

    expect(await stats(member)).toEqual({ received: 3, sent: 1, unread: 1, responded: 1 });
    expect(await stats(member, `?workspaceId=${id}`)).toEqual({
      received: 2,
      sent: 1,
      unread: 0,
      responded: 1,
    });
    expect(await stats(owner)).toEqual({ received: 1, sent: 3, unread: 1, responded: 0 });
    expect(await stats(other)).toEqual({ received: 1, sent: 1, unread: 1, responded: 0 });
  });

  it('lists a group’s encouragements to its members and refuses everyone else', async () => {
    const { owner, member, other, id } = await group();
    const elsewhere = await createGroup(ctx.app, owner, { name: 'Elsewhere' });
    await join(ctx.app, owner, elsewhere, member);
    await sent(owner, member, id, { message: 'one' });
    await sent(member, other, id, { message: 'two' });
    await sent(owner, member, elsewhere, { message: 'not here' });

    // Every member sees all of the group's, including ones between other members.
    for (const viewer of [owner, member, other]) {
      const feed = await list(viewer, `/api/encouragements/workspace/${id}`);
      expect(messages(feed.items)).toEqual(['two', 'one']);
      expect(feed.total).toBe(2);
    }
    const limited = await list(other, `/api/encouragements/workspace/${id}?limit=1`);
    expect(limited).toMatchObject({ total: 2, items: [{ message: 'two' }] });

    const outsider = await registerUser(ctx.app, { name: 'Otto Outsider' });
    const hidden = await call(ctx.app, outsider, 'GET', `/api/encouragements/workspace/${id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('Group not found');

    const open = await createGroup(ctx.app, owner, { name: 'Open Crew', isPublic: true });
    const refused = await call(ctx.app, outsider, 'GET', `/api/encouragements/workspace/${open}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You are not a member of this group');

    expect(
      (await call(ctx.app, member, 'GET', `/api/encouragements/workspace/${randomUUID()}`)).statusCode,
    ).toBe(404);
  });
});

describe('reading and answering an encouragement', () => {
  it('lets only the recipient mark one read', async () => {
    const { owner, member, other, id } = await group();
    const encouragementId = await sent(owner, member, id);
    const url = `/api/encouragements/${encouragementId}/read`;
    for (const stranger of [owner, other]) {
      const refused = await call(ctx.app, stranger, 'PUT', url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe('Encouragement not found');
    }
    expect((await list(member, '/api/encouragements/received')).items[0]?.isRead).toBe(false);

    const read = await call(ctx.app, member, 'PUT', url);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.encouragement).toMatchObject({ _id: encouragementId, isRead: true });
    // Reading it again is harmless.
    expect((await call(ctx.app, member, 'PUT', url)).json().data.encouragement.isRead).toBe(true);
    expect((await list(owner, '/api/encouragements/sent')).items[0]?.isRead).toBe(true);

    expect((await call(ctx.app, member, 'PUT', `/api/encouragements/${randomUUID()}/read`)).statusCode).toBe(
      404,
    );
    const bad = await call(ctx.app, member, 'PUT', '/api/encouragements/not-an-id/read');
    expect(bad.statusCode).toBe(400);
  });

  it('takes one response from the recipient, which also reads it', async () => {
    const { owner, member, id } = await group();
    const encouragementId = await sent(owner, member, id);
    const url = `/api/encouragements/${encouragementId}/respond`;

    for (const message of ['', '   ']) {
      const blank = await call(ctx.app, member, 'PUT', url, { message });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error).toBe('Please write a response');
    }
    const tooLong = await call(ctx.app, member, 'PUT', url, { message: 'a'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('Message must be at most 500 characters');

    const bySender = await call(ctx.app, owner, 'PUT', url, { message: 'Answering myself' });
    expect(bySender.statusCode).toBe(404);
    expect(bySender.json().error).toBe('Encouragement not found');

    const answered = await call(ctx.app, member, 'PUT', url, { message: '  Thank you!  ' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().message).toBe('Response sent');
    const encouragement: Encouragement = answered.json().data.encouragement;
    expect(encouragement.isRead).toBe(true);
    expect(encouragement.response?.message).toBe('Thank you!');
    expect(Number.isNaN(Date.parse(encouragement.response?.respondedAt ?? ''))).toBe(false);

    const again = await call(ctx.app, member, 'PUT', url, { message: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have already responded to this encouragement');
    // The sender sees the first answer.
    const [seen] = (await list(owner, '/api/encouragements/sent')).items;
    expect(seen?.response?.message).toBe('Thank you!');
  });

  it('marks several read at once, counting only the caller’s unread ones', async () => {
    const { owner, member, other, id } = await group();
    const first = await sent(owner, member, id);
    const second = await sent(other, member, id);
    const third = await sent(owner, member, id);
    const toOwner = await sent(member, owner, id);
    await call(ctx.app, member, 'PUT', `/api/encouragements/${first}/read`);

    const marked = await call(ctx.app, member, 'PUT', '/api/encouragements/mark-read', {
      encouragementIds: [first, second, toOwner, randomUUID()],
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ success: true, data: { updated: 1 } });
    expect(await stats(member)).toMatchObject({ unread: 1 });
    // The owner's one is untouched.
    expect(await stats(owner)).toMatchObject({ unread: 1 });

    const rest = await call(ctx.app, member, 'PUT', '/api/encouragements/mark-read', {
      encouragementIds: [second, third],
    });
    expect(rest.json().data.updated).toBe(1);
    expect(await stats(member)).toMatchObject({ unread: 0 });

    for (const body of [{ encouragementIds: [] }, { encouragementIds: ['nope'] }, {}]) {
      const bad = await call(ctx.app, member, 'PUT', '/api/encouragements/mark-read', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    const empty = await call(ctx.app, member, 'PUT', '/api/encouragements/mark-read', {
      encouragementIds: [],
    });
    expect(empty.json().error).toBe('encouragementIds must list 1 to 100 ids');
  });

  it('requires signing in', async () => {
    const id = randomUUID();
    const cases: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['POST', '/api/encouragements', { toUserId: id, workspaceId: id, message: 'Hi' }],
      ['GET', '/api/encouragements/received'],
      ['GET', '/api/encouragements/sent'],
      ['GET', '/api/encouragements/stats'],
      ['GET', `/api/encouragements/workspace/${id}`],
      ['PUT', `/api/encouragements/${id}/read`],
      ['PUT', `/api/encouragements/${id}/respond`, { message: 'Thanks' }],
      ['PUT', '/api/encouragements/mark-read', { encouragementIds: [id] }],
    ];
    for (const [method, url, body] of cases) {
      const response = await call(ctx.app, null, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('one-click nudges on a member’s habit', () => {
  it('asks nobody how a paused habit is going, and still lets them cheer', async () => {
    const { owner, member, id } = await group();
    const habitId = await adopted(owner, member, id, 'Walk');
    await ctx.app.writer.write(member.userId, 'habit.pause', {
      id: habitId,
      pauses: { away: { kind: 'span', from: '2000-01-01', until: null } },
    });
    const base = `/api/workspaces/${id}/members/${member.userId}/habits/${habitId}`;
    const asked = await call(ctx.app, owner, 'POST', `${base}/check-in`, {});
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json().error).toBe('Walk asks nothing of Max Member today');
    expect((await call(ctx.app, owner, 'POST', `${base}/encourage`, {})).statusCode).toBe(201);
    // Back: asked again.
    await ctx.app.writer.write(member.userId, 'habit.pause', { id: habitId, pauses: { away: null } });
    expect((await call(ctx.app, owner, 'POST', `${base}/check-in`, {})).statusCode).toBe(201);
  });

  it('never names a private paused habit, nor says a planned rest is a pause', async () => {
    const { owner, member, id } = await group();
    const habitId = await adopted(owner, member, id, 'Walk');
    await ctx.app.writer.write(member.userId, 'habit.pause', {
      id: habitId,
      pauses: { rest: { kind: 'rest', rule: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] } } },
    });
    const base = `/api/workspaces/${id}/members/${member.userId}/habits/${habitId}`;
    const resting = await call(ctx.app, owner, 'POST', `${base}/check-in`, {});
    expect(resting.statusCode, resting.body).toBe(409);
    expect(resting.json().error).toBe('Walk asks nothing of Max Member today');
    // Kept private, the habit is not the group's to talk about: not found, its name untold.
    await ctx.app.writer.write(member.userId, 'habit.setWorkspaceSettings', {
      id: habitId,
      settings: { shareProgress: 'private' },
    });
    const hidden = await call(ctx.app, owner, 'POST', `${base}/check-in`, {});
    expect(hidden.statusCode, hidden.body).toBe(404);
    expect(hidden.body).not.toContain('Walk');
  });

  it('sends encourage, celebrate and check-in with their types and default words', async () => {
    const { owner, member, id } = await group();
    const habitId = await adopted(owner, member, id, 'Walk');
    const base = `/api/workspaces/${id}/members/${member.userId}/habits/${habitId}`;
    const expected: [string, string, string][] = [
      ['encourage', 'general_support', 'Keep going with Walk!'],
      ['celebrate', 'streak_celebration', 'Congratulations on Walk!'],
      ['check-in', 'comeback_support', 'How is Walk going today?'],
    ];
    for (const [nudge, type, message] of expected) {
      const response = await call(ctx.app, owner, 'POST', `${base}/${nudge}`, {});
      expect(response.statusCode, `${nudge}: ${response.body}`).toBe(201);
      expect(response.json().message).toBe('Encouragement sent to Max Member!');
      expect(response.json().encouragement).toMatchObject({
        workspaceId: id,
        fromUser: { _id: owner.userId, name: 'Olive Owner' },
        toUser: { _id: member.userId, name: 'Max Member' },
        habitId,
        habitName: 'Walk',
        type,
        message,
        reaction: null,
        isRead: false,
      });
      await pause();
    }
    const received = await list(member, '/api/encouragements/received');
    expect(received.items.map((e) => e.type)).toEqual([
      'comeback_support',
      'streak_celebration',
      'general_support',
    ]);
  });

  it('takes the sender’s own words and reaction, and works without a body', async () => {
    const { owner, member, id } = await group();
    const habitId = await adopted(owner, member, id, 'Walk');
    const base = `/api/workspaces/${id}/members/${member.userId}/habits/${habitId}`;
    const custom = await call(ctx.app, owner, 'POST', `${base}/celebrate`, {
      message: '  Proud of you  ',
      reaction: '🎉',
    });
    expect(custom.statusCode).toBe(201);
    expect(custom.json().encouragement).toMatchObject({
      type: 'streak_celebration',
      message: 'Proud of you',
      reaction: '🎉',
    });
    const bare = await call(ctx.app, owner, 'POST', `${base}/encourage`);
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json().encouragement.message).toBe('Keep going with Walk!');
  });

  it('refuses bad words in a nudge with the schema’s own message and sends nothing', async () => {
    const { owner, member, id } = await group();
    const habitId = await adopted(owner, member, id, 'Walk');
    const url = `/api/workspaces/${id}/members/${member.userId}/habits/${habitId}/encourage`;
    const cases: [object, string][] = [
      [{ message: '   ' }, 'Message must be 1 to 500 characters'],
      [{ message: 'a'.repeat(501) }, 'Message must be 1 to 500 characters'],
      [{ reaction: '😀' }, 'Unknown reaction'],
      [{ mood: 'happy' }, 'Unknown field "mood"'],
    ];
    for (const [body, error] of cases) {
      const response = await call(ctx.app, owner, 'POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect.soft(response.json().error, JSON.stringify(body)).toBe(error);
    }
    expect(await stats(member)).toMatchObject({ received: 0 });
  });

  it('refuses your own habit, a habit that is not the member’s, and outsiders', async () => {
    const { owner, member, other, id } = await group();
    const memberHabit = await adopted(owner, member, id, 'Walk');
    const otherHabit = await adopted(owner, other, id, 'Read');
    const url = (memberId: string, habitId: string, nudge = 'encourage') =>
      `/api/workspaces/${id}/members/${memberId}/habits/${habitId}/${nudge}`;

    const own = await call(ctx.app, member, 'POST', url(member.userId, memberHabit), {});
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe('You cannot send an encouragement to yourself');

    for (const nudge of ['encourage', 'celebrate', 'check-in']) {
      const wrong = await call(ctx.app, owner, 'POST', url(member.userId, otherHabit, nudge), {});
      expect(wrong.statusCode, nudge).toBe(404);
      expect(wrong.json().error).toBe('Habit not found');
    }
    expect((await call(ctx.app, owner, 'POST', url(member.userId, randomUUID()), {})).statusCode).toBe(404);

    const outsider = await registerUser(ctx.app, { name: 'Otto Outsider' });
    expect((await call(ctx.app, outsider, 'POST', url(member.userId, memberHabit), {})).statusCode).toBe(404);
    expect((await call(ctx.app, null, 'POST', url(member.userId, memberHabit), {})).statusCode).toBe(401);

    await call(ctx.app, member, 'PUT', `/api/habits/${memberHabit}`, {
      workspaceSettings: { allowInteraction: false },
    });
    const closed = await call(ctx.app, owner, 'POST', url(member.userId, memberHabit, 'celebrate'), {});
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error).toBe('This member does not accept encouragements on this habit');
    expect(await stats(member)).toMatchObject({ received: 0 });
  });
});

describe('a member’s own adopted habits', () => {
  it('renames and changes the sharing of the caller’s adopted habit', async () => {
    const { owner, member, id } = await group();
    const habitId = await adopted(owner, member, id, 'Walk');
    const response = await call(ctx.app, member, 'PUT', `/api/workspaces/${id}/member-habits/${habitId}`, {
      name: 'Evening walk',
      workspaceSettings: { shareProgress: 'streaks-only', allowInteraction: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().habit).toMatchObject({
      _id: habitId,
      name: 'Evening walk',
      workspaceId: id,
      workspaceSettings: { shareProgress: 'streaks-only', allowInteraction: false, shareInActivity: true },
    });
    const stored = (await call(ctx.app, member, 'GET', `/api/habits/${habitId}`)).json().data.habit;
    expect(stored).toMatchObject({
      name: 'Evening walk',
      workspaceSettings: { shareProgress: 'streaks-only', allowInteraction: false, shareInActivity: true },
    });
    // The group habit it came from keeps its name.
    const groupHabits = (await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/habits`)).json().habits;
    expect(groupHabits.map((h: { name: string }) => h.name)).toEqual(['Walk']);
  });

  it('answers 404 for a habit that is not the caller’s adopted habit of this group', async () => {
    const { owner, member, other, id } = await group();
    const otherHabit = await adopted(owner, other, id, 'Read');
    const personal = await call(ctx.app, member, 'POST', '/api/habits', { name: 'Journal' });
    const personalId = personal.json().data.habit._id;
    const url = (habitId: string) => `/api/workspaces/${id}/member-habits/${habitId}`;
    for (const habitId of [otherHabit, personalId, randomUUID()]) {
      const renamed = await call(ctx.app, member, 'PUT', url(habitId), { name: 'Mine now' });
      expect(renamed.statusCode).toBe(404);
      expect(renamed.json().error).toBe('Habit not found');
      expect((await call(ctx.app, member, 'DELETE', url(habitId))).statusCode).toBe(404);
    }
    const untouched = (await call(ctx.app, other, 'GET', `/api/habits/${otherHabit}`)).json().data.habit;
    expect(untouched.name).toBe('Read');
    const outsider = await registerUser(ctx.app);
    expect((await call(ctx.app, outsider, 'PUT', url(otherHabit), { name: 'x' })).statusCode).toBe(404);
  });

  it('deletes the caller’s adopted habit from the group’s member habits', async () => {
    const { owner, member, id } = await group();
    const walk = await adopted(owner, member, id, 'Walk');
    const read = await adopted(owner, member, id, 'Read');
    const listUrl = `/api/workspaces/${id}/member-habits`;
    const before = (await call(ctx.app, member, 'GET', listUrl)).json().habits;
    expect(before.map((h: { _id: string }) => h._id).sort()).toEqual([walk, read].sort());

    const removed = await call(ctx.app, member, 'DELETE', `/api/workspaces/${id}/member-habits/${walk}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Habit deleted successfully' });
    const after = (await call(ctx.app, member, 'GET', listUrl)).json().habits;
    expect(after.map((h: { _id: string }) => h._id)).toEqual([read]);
    expect((await call(ctx.app, member, 'GET', `/api/habits/${walk}`)).statusCode).toBe(404);
    expect(
      (await call(ctx.app, member, 'DELETE', `/api/workspaces/${id}/member-habits/${walk}`)).statusCode,
    ).toBe(404);
  });
});
