import { describe, expect, it } from 'vitest';
import { call, createGroup, invite, join } from '../../../helpers/groups';
import { type Account, registerUser, useTestApp } from '../../../helpers/test-app';

/**
 * What a person shares is per group (issue 27, review 2): a habit picked for one group, at a level
 * chosen for it, is seen by that group alone; encouragements follow the same rule; saving the
 * choice twice at once is safe; a contradictory choice is refused.
 */

const ctx = useTestApp();
const TODAY = new Date().toISOString().slice(0, 10);

async function personalHabit(who: Account, name: string, level?: string): Promise<string> {
  const response = await call(ctx.app, who, 'POST', '/api/habits', { name });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().data.habit._id as string;
  if (level) {
    const put = await call(ctx.app, who, 'PUT', `/api/habits/${id}`, {
      workspaceSettings: { shareProgress: level },
    });
    expect(put.statusCode, put.body).toBe(200);
  }
  const check = await call(ctx.app, who, 'POST', `/api/habits/${id}/check`, { date: TODAY, completed: true });
  expect(check.statusCode, check.body).toBe(200);
  return id;
}

/** The habits `viewer` sees on `member`'s mirror, by name with the level shown. */
async function mirror(viewer: Account, id: string, member: Account) {
  const response = await call(
    ctx.app,
    viewer,
    'GET',
    `/api/workspaces/${id}/members/${member.userId}/dashboard`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().habits as { name: string; workspaceSettings: { shareProgress: string } }[])
    .map((habit) => `${habit.name}:${habit.workspaceSettings.shareProgress}`)
    .sort();
}

async function groupWithOwner(name: string) {
  const owner = await registerUser(ctx.app, { name: `${name} owner` });
  const id = await createGroup(ctx.app, owner, { name, isPublic: true });
  return { owner, id };
}

describe('a habit picked for one group is seen by that group alone', () => {
  it('sharing a private habit with a new group does not show it to an older group that sees every habit', async () => {
    const mia = await registerUser(ctx.app, { name: 'Mia' });
    const therapy = await personalHabit(mia, 'Therapy', 'private');
    const b = await groupWithOwner('B');
    // Like a membership from before issue 27: every personal habit shown, each at its own level.
    await join(ctx.app, b.owner, b.id, mia, 'member', { isPublicToWorkspace: true, personalHabits: 'all' });
    expect(await mirror(b.owner, b.id, mia)).toEqual([]);

    const a = await groupWithOwner('A');
    await join(ctx.app, a.owner, a.id, mia, 'member', {
      isPublicToWorkspace: true,
      sharedHabitIds: [therapy],
      sharedHabitLevels: [{ habitId: therapy, level: 'progress-only' }],
    });

    expect(await mirror(a.owner, a.id, mia)).toEqual(['Therapy:progress-only']);
    expect(await mirror(b.owner, b.id, mia)).toEqual([]);
    // The habit itself stays private: the level was the choice for group A, not a change to it.
    const own = await call(ctx.app, mia, 'GET', `/api/habits/${therapy}`);
    expect(own.json().data.habit.workspaceSettings.shareProgress).toBe('private');
    // Group B's other answers do not count it either.
    const board = (await call(ctx.app, b.owner, 'GET', `/api/workspaces/${b.id}/leaderboard`)).json()
      .leaderboard;
    expect(
      board.find((row: { member: { _id: string } }) => row.member._id === mia.userId)?.habitsTracked ?? 0,
    ).toBe(0);
    // Her own view of group A does not call it private, and tells her what A sees.
    const self = (
      await call(ctx.app, mia, 'GET', `/api/workspaces/${a.id}/members/${mia.userId}/dashboard`)
    ).json();
    expect(self.sharing.privateHabits).toEqual([]);
    const perms = (await call(ctx.app, mia, 'GET', `/api/workspaces/${a.id}/dashboard-permissions`)).json();
    expect(perms.permissions.sharedHabitLevels).toEqual([{ habitId: therapy, level: 'progress-only' }]);
    // Her data export says so too.
    const exported = await call(ctx.app, mia, 'POST', '/api/users/export-data');
    const memberships = exported.json().data.memberships as {
      workspaceId: string;
      shareLevelsForGroup: object;
    }[];
    expect(memberships.find((m) => m.workspaceId === a.id)?.shareLevelsForGroup).toEqual({
      [therapy]: 'progress-only',
    });
    expect(memberships.find((m) => m.workspaceId === b.id)?.shareLevelsForGroup).toEqual({});
  });

  it('a chosen habit without a level of its own follows the habit; unpicking it hides it again', async () => {
    const { owner, id } = await groupWithOwner('G');
    const nina = await registerUser(ctx.app, { name: 'Nina' });
    const read = await personalHabit(nina, 'Read');
    await join(ctx.app, owner, id, nina, 'member', { isPublicToWorkspace: true, sharedHabitIds: [read] });
    expect(await mirror(owner, id, nina)).toEqual(['Read:progress-only']);
    await call(ctx.app, nina, 'PUT', `/api/habits/${read}`, {
      workspaceSettings: { shareProgress: 'private' },
    });
    expect(await mirror(owner, id, nina)).toEqual([]);
  });

  it('a failed accept changes nothing about the habit', async () => {
    const { owner, id } = await groupWithOwner('G');
    const mia = await registerUser(ctx.app, { name: 'Mia' });
    const therapy = await personalHabit(mia, 'Therapy', 'private');
    const token = await invite(ctx.app, owner, id, 'someone-else@example.com');
    const accept = await call(ctx.app, mia, 'POST', `/api/workspaces/invitations/${token}/accept`, {
      sharing: {
        isPublicToWorkspace: true,
        sharedHabitIds: [therapy],
        sharedHabitLevels: [{ habitId: therapy, level: 'full' }],
      },
    });
    expect(accept.statusCode).toBe(403);
    const own = await call(ctx.app, mia, 'GET', `/api/habits/${therapy}`);
    expect(own.json().data.habit.workspaceSettings.shareProgress).toBe('private');
  });
});

describe('encouragements follow what the group sees', () => {
  it('refuses a habit not chosen for the group and hides its name once it is unpicked', async () => {
    const { owner, id } = await groupWithOwner('G');
    const nina = await registerUser(ctx.app, { name: 'Nina' });
    const read = await personalHabit(nina, 'Read');
    const secret = await personalHabit(nina, 'Secret therapy');
    await join(ctx.app, owner, id, nina, 'member', { isPublicToWorkspace: true, sharedHabitIds: [read] });

    const nudge = await call(
      ctx.app,
      owner,
      'POST',
      `/api/workspaces/${id}/members/${nina.userId}/habits/${secret}/encourage`,
      {},
    );
    expect(nudge.statusCode, nudge.body).toBe(404);
    expect(nudge.body).not.toContain('Secret therapy');
    const direct = await call(ctx.app, owner, 'POST', '/api/encouragements', {
      toUserId: nina.userId,
      workspaceId: id,
      message: 'Go on',
      habitId: secret,
    });
    expect(direct.statusCode, direct.body).toBe(404);

    const onRead = await call(ctx.app, owner, 'POST', '/api/encouragements', {
      toUserId: nina.userId,
      workspaceId: id,
      message: 'Nice reading',
      habitId: read,
    });
    expect(onRead.statusCode, onRead.body).toBe(201);
    const names = async () =>
      (await call(ctx.app, owner, 'GET', `/api/encouragements/workspace/${id}`))
        .json()
        .data.encouragements.map((e: { habitName?: string | null }) => e.habitName ?? null);
    expect(await names()).toEqual(['Read']);
    // Nina stops sharing Read with this group: the group no longer learns its name.
    const put = await call(ctx.app, nina, 'PUT', `/api/workspaces/${id}/dashboard-permissions`, {
      isPublicToWorkspace: true,
      sharedHabitIds: [],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await names()).toEqual([null]);
  });
});

describe('saving the choice', () => {
  it('three saves at once all succeed and store the choice once', async () => {
    const { owner, id } = await groupWithOwner('G');
    const nina = await registerUser(ctx.app, { name: 'Nina' });
    const read = await personalHabit(nina, 'Read');
    const journal = await personalHabit(nina, 'Journal');
    await join(ctx.app, owner, id, nina, 'member', null);
    for (let round = 0; round < 5; round++) {
      const responses = await Promise.all(
        [0, 1, 2].map(() =>
          call(ctx.app, nina, 'PUT', `/api/workspaces/${id}/dashboard-permissions`, {
            isPublicToWorkspace: true,
            sharedHabitIds: [read, journal],
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    }
    expect(await mirror(owner, id, nina)).toEqual(['Journal:progress-only', 'Read:progress-only']);
  });

  it("refuses 'all' with a list, on every route that takes a choice", async () => {
    const { owner, id } = await groupWithOwner('G');
    const nina = await registerUser(ctx.app, { name: 'Nina' });
    const read = await personalHabit(nina, 'Read');
    const contradictory = { isPublicToWorkspace: true, personalHabits: 'all', sharedHabitIds: [read] };
    const token = await invite(ctx.app, owner, id, nina.email);
    const accept = await call(ctx.app, nina, 'POST', `/api/workspaces/invitations/${token}/accept`, {
      sharing: contradictory,
    });
    expect(accept.statusCode, accept.body).toBe(400);
    expect(accept.json().message ?? accept.body).toMatch(/personalHabits 'all'/);
    const joinLink = await call(ctx.app, nina, 'POST', `/api/workspaces/${id}/join`, {
      sharing: contradictory,
    });
    expect(joinLink.statusCode, joinLink.body).toBe(400);
    // Neither made her a member.
    expect(
      (await call(ctx.app, nina, 'GET', `/api/workspaces/${id}/dashboard-permissions`)).statusCode,
    ).not.toBe(200);

    await join(ctx.app, owner, id, nina, 'member', null);
    const put = await call(
      ctx.app,
      nina,
      'PUT',
      `/api/workspaces/${id}/dashboard-permissions`,
      contradictory,
    );
    expect(put.statusCode, put.body).toBe(400);
    expect(put.body).toMatch(/personalHabits 'all'/);
    // 'all' with an empty list says one thing, and is taken.
    const allEmpty = await call(ctx.app, nina, 'PUT', `/api/workspaces/${id}/dashboard-permissions`, {
      isPublicToWorkspace: true,
      personalHabits: 'all',
      sharedHabitIds: [],
    });
    expect(allEmpty.statusCode, allEmpty.body).toBe(200);
    expect(allEmpty.json().permissions).toMatchObject({ personalHabits: 'all', sharedHabitIds: [] });
    // 'chosen' without ids shares none of the personal habits.
    const chosenNone = await call(ctx.app, nina, 'PUT', `/api/workspaces/${id}/dashboard-permissions`, {
      isPublicToWorkspace: true,
      personalHabits: 'chosen',
    });
    expect(chosenNone.statusCode, chosenNone.body).toBe(200);
    expect(chosenNone.json().permissions).toMatchObject({ personalHabits: 'chosen', sharedHabitIds: [] });
    expect(await mirror(owner, id, nina)).toEqual([]);
  });

  it('refuses a per-group level that is private, unknown, or carries extra fields', async () => {
    const { owner, id } = await groupWithOwner('G');
    const nina = await registerUser(ctx.app, { name: 'Nina' });
    const read = await personalHabit(nina, 'Read');
    await join(ctx.app, owner, id, nina, 'member', null);
    const put = (sharedHabitLevels: unknown) =>
      call(ctx.app, nina, 'PUT', `/api/workspaces/${id}/dashboard-permissions`, {
        isPublicToWorkspace: true,
        sharedHabitIds: [read],
        sharedHabitLevels,
      } as object);
    expect((await put([{ habitId: read, level: 'private' }])).statusCode).toBe(400);
    expect((await put([{ habitId: read, level: 'everything' }])).statusCode).toBe(400);
    expect((await put([{ habitId: read, level: 'full', evil: 1 }])).statusCode).toBe(400);
    expect((await put([{ habitId: 'not-a-uuid', level: 'full' }])).statusCode).toBe(400);
    expect(
      (await put(Array.from({ length: 501 }, () => ({ habitId: read, level: 'full' })))).statusCode,
    ).toBe(400);
    // An upper-case id is the same habit.
    const upper = await put([{ habitId: read.toUpperCase(), level: 'streaks-only' }]);
    expect(upper.statusCode, upper.body).toBe(200);
    expect(await mirror(owner, id, nina)).toEqual(['Read:streaks-only']);
  });
});
