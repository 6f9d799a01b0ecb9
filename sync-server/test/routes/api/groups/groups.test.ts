import { GROUP_MESSAGES, uuidv7 } from '@habitat/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, createGroup, join } from '../../../helpers/groups';
import { registerUser, useTestApp } from '../../../helpers/test-app';

const ctx = useTestApp({ clock: () => Date.parse('2026-11-19T12:00:00Z') }); // a Thursday

describe('workspace CRUD', () => {
  it('creates a group with the spec defaults and its creator as owner', async () => {
    const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
    const response = await call(ctx.app, owner, 'POST', '/api/workspaces', { name: '  Runners  ' });
    expect(response.statusCode).toBe(201);
    const { workspace: group } = response.json();
    expect(group).toMatchObject({
      name: 'Runners',
      description: '',
      type: 'team',
      isPublic: false,
      color: '#4f46e5',
      memberCount: 1,
      habitCount: 0,
      weeklyProgress: null,
      weeklyFigures: null,
      currentUserRole: 'owner',
      settings: {
        isPublic: false,
        allowInvites: true,
        requireApproval: false,
        privacyLevel: 'invite-only',
        allowMemberHabitCreation: true,
        defaultHabitVisibility: 'progress-only',
        // Made after issue 31: its members are not ranked until the group turns the leaderboard on.
        competition: false,
        awayAfterDays: 7,
      },
      members: [{ userId: { _id: owner.userId, name: 'Olive Owner', email: owner.email }, role: 'owner' }],
    });
  });

  it('refuses bad bodies with the form words', async () => {
    const owner = await registerUser(ctx.app);
    const cases: [object, string][] = [
      [{ name: '   ' }, GROUP_MESSAGES.nameRequired],
      [{}, 'Missing required field "name"'],
      [{ name: 'A', type: 'club' }, 'Group type must be personal, team, family, fitness, study or community'],
      [{ name: 'A', color: 'red' }, 'Colour must be a hex colour such as #4f46e5'],
      [{ name: 'A', owner: 'me' }, 'Unknown field "owner"'],
      [{ name: 'x'.repeat(101) }, 'Group name must be at most 100 characters'],
    ];
    for (const [payload, error] of cases) {
      const response = await call(ctx.app, owner, 'POST', '/api/workspaces', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ success: false, error });
    }
  });

  it('lists only the groups the person belongs to, newest change first, with counts', async () => {
    const [owner, other] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const first = await createGroup(ctx.app, owner, { name: 'First', type: 'family', isPublic: true });
    const second = await createGroup(ctx.app, owner, { name: 'Second' });
    await createGroup(ctx.app, other, { name: 'Not mine' });
    await join(ctx.app, owner, first, other);
    await ctx.database.db
      .insertInto('workspace_habits')
      .values([
        { id: uuidv7(), workspace_id: second, name: 'Stretch' },
        { id: uuidv7(), workspace_id: second, name: 'Gone', deleted_at: new Date() },
      ])
      .execute();

    const { workspaces: groups } = (await call(ctx.app, owner, 'GET', '/api/workspaces')).json();
    expect(groups.map((w: { name: string }) => w.name)).toEqual(['First', 'Second']);
    expect(groups[0]).toMatchObject({ type: 'family', isPublic: true, memberCount: 2, habitCount: 0 });
    expect(groups[1]).toMatchObject({ memberCount: 1, habitCount: 1, currentUserRole: 'owner' });
    const theirs = (await call(ctx.app, other, 'GET', '/api/workspaces')).json().workspaces;
    expect(theirs.map((w: { name: string; currentUserRole: string }) => [w.name, w.currentUserRole])).toEqual(
      [
        ['First', 'member'],
        ['Not mine', 'owner'],
      ],
    );
  });

  it("computes weekly progress from the members' check-ins this week", async () => {
    const [owner, member] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const id = await createGroup(ctx.app, owner);
    await join(ctx.app, owner, id, member);
    const db = ctx.database.db;
    // Week so far (Monday start, UTC): Mon 16 .. Thu 19 November 2026.
    const habit = async (userId: string, days: number[]) => {
      const response = await call(ctx.app, owner.userId === userId ? owner : member, 'POST', '/api/habits', {
        name: 'Adopted',
        schedule: { days },
      });
      const habitId = response.json().data.habit._id as string;
      await db
        .updateTable('habits')
        // Adopted before this week, so every day of it counts.
        .set({ workspace_id: id, source: 'workspace', created_at: new Date('2026-11-01T00:00:00Z') })
        .where('id', '=', habitId)
        .execute();
      return habitId;
    };
    const check = (account: typeof owner, habitId: string, date: string, completed = true) =>
      call(ctx.app, account, 'POST', `/api/habits/${habitId}/check`, {
        date,
        completed,
        value: completed ? 1 : 0,
      });

    const daily = await habit(owner.userId, [0, 1, 2, 3, 4, 5, 6]); // 4 due days
    const mondays = await habit(member.userId, [1]); // 1 due day
    await check(owner, daily, '2026-11-16');
    await check(owner, daily, '2026-11-18');
    await check(owner, daily, '2026-11-12'); // last week: not counted
    await check(member, mondays, '2026-11-16');
    await check(member, mondays, '2026-11-17'); // not on its schedule: not counted
    // 3 done of 5 due.
    let [summary] = (await call(ctx.app, owner, 'GET', '/api/workspaces')).json().workspaces;
    expect(summary.weeklyProgress).toBe(60);
    // What the percent is of: the viewer's week so far, Monday to today (issue 16).
    expect(summary.weeklyFigures).toEqual({
      completed: 3,
      due: 5,
      startDate: '2026-11-16',
      endDate: '2026-11-19',
    });

    // A skipped day is not due; a personal habit never counts for the group.
    await call(ctx.app, owner, 'POST', `/api/habits/${daily}/check`, {
      date: '2026-11-19',
      completed: false,
      value: 0,
      skipped: true,
    });
    await call(ctx.app, owner, 'POST', '/api/habits', { name: 'Mine only' });
    [summary] = (await call(ctx.app, owner, 'GET', '/api/workspaces')).json().workspaces;
    expect(summary.weeklyProgress).toBe(75);
    expect(summary.weeklyFigures).toMatchObject({ completed: 3, due: 4 });

    // A habit its owner keeps private does not count, as it does not in the group's figures.
    await call(ctx.app, member, 'PUT', `/api/habits/${mondays}`, {
      workspaceSettings: { shareProgress: 'private' },
    });
    [summary] = (await call(ctx.app, owner, 'GET', '/api/workspaces')).json().workspaces;
    expect(summary.weeklyProgress).toBe(67);
    await call(ctx.app, member, 'PUT', `/api/habits/${mondays}`, {
      workspaceSettings: { shareProgress: 'full' },
    });

    // Someone who left no longer counts.
    await call(ctx.app, member, 'POST', `/api/workspaces/${id}/leave`);
    [summary] = (await call(ctx.app, owner, 'GET', '/api/workspaces')).json().workspaces;
    expect(summary.weeklyProgress).toBe(67);
    const count = await sql<{
      n: number;
    }>`select count(*)::int as n from habits where workspace_id = ${id}`.execute(db);
    expect(count.rows[0]?.n).toBe(2);
  });

  it('updates fields and settings for admins, and reads them back', async () => {
    const owner = await registerUser(ctx.app);
    const id = await createGroup(ctx.app, owner);
    const response = await call(ctx.app, owner, 'PUT', `/api/workspaces/${id}`, {
      name: 'Renamed',
      description: 'We read',
      type: 'study',
      color: '#10B981',
      settings: { privacyLevel: 'open', defaultHabitVisibility: 'private', isPublic: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().workspace).toMatchObject({
      name: 'Renamed',
      description: 'We read',
      type: 'study',
      color: '#10b981',
      isPublic: true,
      settings: {
        privacyLevel: 'open',
        defaultHabitVisibility: 'private',
        isPublic: true,
        allowInvites: true,
      },
    });
    const bad = await call(ctx.app, owner, 'PUT', `/api/workspaces/${id}`, {
      settings: { privacyLevel: 'secret' },
    });
    expect(bad.json()).toEqual({
      success: false,
      error: 'privacyLevel must be invite-only, members-only or open',
    });
    const empty = await call(ctx.app, owner, 'PUT', `/api/workspaces/${id}`, {});
    expect(empty.json().error).toBe('Nothing to update');
  });

  it('deletes a group with its members and invitations', async () => {
    const [owner, member] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const id = await createGroup(ctx.app, owner);
    await join(ctx.app, owner, id, member);
    await call(ctx.app, owner, 'POST', `/api/workspaces/${id}/members/invite`, {
      email: 'later@example.com',
    });
    expect((await call(ctx.app, owner, 'DELETE', `/api/workspaces/${id}`)).statusCode).toBe(200);
    expect((await call(ctx.app, owner, 'GET', `/api/workspaces/${id}`)).statusCode).toBe(404);
    expect((await call(ctx.app, member, 'GET', '/api/workspaces')).json().workspaces).toEqual([]);
    const db = ctx.database.db;
    expect(
      await db.selectFrom('workspace_members').selectAll().where('workspace_id', '=', id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('workspace_invitations').selectAll().where('workspace_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const owner = await registerUser(ctx.app);
    const response = await call(ctx.app, owner, 'GET', '/api/workspaces/not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Must be a valid id');
  });
});

describe('members and roles', () => {
  it("keeps a group's only member from leaving it: there is nobody to hand it to", async () => {
    const owner = await registerUser(ctx.app);
    const id = await createGroup(ctx.app, owner);
    const response = await call(ctx.app, owner, 'POST', `/api/workspaces/${id}/leave`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(GROUP_MESSAGES.soleMember);
  });

  it("hands the last owner's group to an admin as they leave, or else to the longest member", async () => {
    const [owner, early, admin, late] = [
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
    ];
    const id = await createGroup(ctx.app, owner);
    await join(ctx.app, owner, id, early);
    await join(ctx.app, owner, id, admin, 'admin');
    await join(ctx.app, owner, id, late);
    expect((await call(ctx.app, owner, 'POST', `/api/workspaces/${id}/leave`)).statusCode).toBe(200);
    const roles = async (who: typeof owner) =>
      Object.fromEntries(
        (await call(ctx.app, who, 'GET', `/api/workspaces/${id}/members`))
          .json()
          .members.map((m: { userId: { _id: string }; role: string }) => [m.userId._id, m.role]),
      );
    expect(await roles(early)).toEqual({
      [admin.userId]: 'owner',
      [early.userId]: 'member',
      [late.userId]: 'member',
    });

    // The new owner leaves too: no admin is left, so the member who joined first holds it.
    expect((await call(ctx.app, admin, 'POST', `/api/workspaces/${id}/leave`)).statusCode).toBe(200);
    expect(await roles(early)).toEqual({ [early.userId]: 'owner', [late.userId]: 'member' });
  });

  it('lets the owner hand over ownership and then leave', async () => {
    const [owner, heir] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const id = await createGroup(ctx.app, owner);
    await join(ctx.app, owner, id, heir);
    const stepDown = await call(ctx.app, owner, 'PUT', `/api/workspaces/${id}/members/${owner.userId}`, {
      role: 'admin',
    });
    expect(stepDown.statusCode).toBe(409);
    const promote = await call(ctx.app, owner, 'PUT', `/api/workspaces/${id}/members/${heir.userId}`, {
      role: 'owner',
    });
    expect(promote.json().member).toMatchObject({ userId: { _id: heir.userId }, role: 'owner' });
    expect((await call(ctx.app, owner, 'POST', `/api/workspaces/${id}/leave`)).statusCode).toBe(200);
    const members = (await call(ctx.app, heir, 'GET', `/api/workspaces/${id}/members`)).json().members;
    expect(members.map((m: { role: string }) => m.role)).toEqual(['owner']);
    // Leaving takes access away at once; coming back needs a new invitation.
    expect((await call(ctx.app, owner, 'GET', `/api/workspaces/${id}`)).statusCode).toBe(404);
  });

  it('lets admins remove members and admins but never an owner or themselves', async () => {
    const [owner, admin, other, member] = [
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
    ];
    const id = await createGroup(ctx.app, owner);
    await join(ctx.app, owner, id, admin, 'admin');
    await join(ctx.app, owner, id, other, 'admin');
    await join(ctx.app, owner, id, member);
    const remove = (by: typeof owner, who: string) =>
      call(ctx.app, by, 'DELETE', `/api/workspaces/${id}/members/${who}`);
    expect((await remove(admin, owner.userId)).json()).toEqual({
      success: false,
      error: 'The group owner cannot be removed',
    });
    expect((await remove(admin, admin.userId)).statusCode).toBe(400);
    expect((await remove(admin, member.userId)).statusCode).toBe(200);
    expect((await remove(admin, other.userId)).statusCode).toBe(200);
    expect((await remove(admin, member.userId)).statusCode).toBe(404);
    expect((await call(ctx.app, member, 'GET', `/api/workspaces/${id}`)).statusCode).toBe(404);
    const role = await call(ctx.app, owner, 'PUT', `/api/workspaces/${id}/members/${admin.userId}`, {
      role: 'boss',
    });
    expect(role.json().error).toBe('Role must be owner, admin or member');
  });

  it('shows a public group exists to outsiders but keeps it closed (403)', async () => {
    const [owner, outsider] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const id = await createGroup(ctx.app, owner, { isPublic: true });
    const response = await call(ctx.app, outsider, 'GET', `/api/workspaces/${id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('You are not a member of this group');
  });
});
