import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/app';
import { loadConfig, testConfig } from '../../../../src/config';
import { migrateToLatest } from '../../../../src/db/migrator';
import { hashPassword } from '../../../../src/services/passwords';
import { call, createGroup, join } from '../../../helpers/groups';
import { type Account, PASSWORD, registerUser, useTestApp } from '../../../helpers/test-app';
import { openTestDatabase } from '../../../helpers/test-database';

/**
 * Private by default (issue 27): creating or joining a group shares nothing until the person
 * chooses; the join and accept steps carry the choice; existing members keep theirs.
 */

const ctx = useTestApp();
const TODAY = new Date().toISOString().slice(0, 10);

async function get(who: Account, url: string) {
  const response = await call(ctx.app, who, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function personalHabit(who: Account, name: string): Promise<string> {
  const response = await call(ctx.app, who, 'POST', '/api/habits', { name });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().data.habit._id as string;
  const check = await call(ctx.app, who, 'POST', `/api/habits/${id}/check`, { date: TODAY, completed: true });
  expect(check.statusCode, check.body).toBe(200);
  return id;
}

/** A group whose owner shares everything, with a group habit; a newcomer with two personal habits. */
async function setUp() {
  const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
  const id = await createGroup(ctx.app, owner, { name: 'Dawn Walkers', isPublic: true });
  const groupHabit = (
    await call(ctx.app, owner, 'POST', `/api/workspaces/${id}/habits`, { name: 'Walk', icon: '🚶' })
  ).json().habit._id as string;
  const newcomer = await registerUser(ctx.app, { name: 'Nina Newcomer' });
  const read = await personalHabit(newcomer, 'Read 20 pages');
  const journal = await personalHabit(newcomer, 'Journal');
  return { owner, id, groupHabit, newcomer, read, journal };
}

/** Everything the group can see of `member`, as `viewer` asks for it. */
async function whatTheGroupSees(viewer: Account, id: string, member: Account) {
  const base = `/api/workspaces/${id}`;
  const mirror = await call(ctx.app, viewer, 'GET', `${base}/members/${member.userId}/dashboard`);
  const ofMember = <T extends { member?: { _id: string }; userId?: string }>(rows: T[]) =>
    rows.filter((row) => (row.member?._id ?? row.userId) === member.userId);
  return {
    mirror,
    leaderboard: ofMember((await get(viewer, `${base}/leaderboard`)).leaderboard),
    progress: ofMember((await get(viewer, `${base}/overview`)).overview.memberProgress),
    trackers: ((await get(viewer, `${base}/group-trackers`)).trackers as { userId: string }[]).filter(
      (row) => row.userId === member.userId,
    ),
    activity: (
      (await get(viewer, `${base}/activity`)).activities as { type: string; user: { _id: string } | null }[]
    )
      .filter((row) => row.user?._id === member.userId)
      .map((row) => row.type),
  };
}

describe('private by default', () => {
  it('a new member shares nothing until they choose, then exactly what they chose', async () => {
    const { owner, id, groupHabit, newcomer, read, journal } = await setUp();
    await join(ctx.app, owner, id, newcomer, 'member', null);
    const base = `/api/workspaces/${id}`;

    expect((await get(newcomer, `${base}/dashboard-permissions`)).permissions).toEqual({
      isPublicToWorkspace: false,
      personalHabits: 'chosen',
      sharedHabitIds: [],
      sharedHabitLevels: [],
      chosen: false,
    });
    // Adopting and checking in a group habit shows nothing either, until the dashboard is shared.
    const adopted = await call(ctx.app, newcomer, 'POST', `${base}/habits/${groupHabit}/adopt`, {
      personalSettings: { shareProgress: 'full' },
    });
    expect(adopted.statusCode, adopted.body).toBe(201);
    const adoptedId = adopted.json().habit._id as string;
    await call(ctx.app, newcomer, 'POST', `/api/habits/${adoptedId}/check`, { date: TODAY, completed: true });

    const hidden = await whatTheGroupSees(owner, id, newcomer);
    expect(hidden.mirror.statusCode).toBe(403);
    expect(hidden.mirror.json().error).toBe("Nina Newcomer hasn't shared their dashboard with this group");
    expect(hidden.leaderboard).toEqual([]);
    expect(hidden.progress).toEqual([]);
    expect(hidden.trackers).toEqual([]);
    // Their joining shows (the member list shows them anyway); nothing about their habits does.
    expect(hidden.activity).toEqual(['member_joined']);

    // Sharing the dashboard shows the group's habit, and still no personal habit.
    const shared = await call(ctx.app, newcomer, 'PUT', `${base}/dashboard-permissions`, {
      isPublicToWorkspace: true,
    });
    expect(shared.json().permissions).toEqual({
      isPublicToWorkspace: true,
      personalHabits: 'chosen',
      sharedHabitIds: [],
      sharedHabitLevels: [],
      chosen: true,
    });
    const mirror = (await whatTheGroupSees(owner, id, newcomer)).mirror.json();
    expect(mirror.habits.map((habit: { name: string }) => habit.name)).toEqual(['Walk']);
    expect(mirror.sharing).toEqual({ dashboardShared: true, privateHabits: null, unsharedHabits: null });
    // They themselves are told which habits the group does not see.
    const own = await get(newcomer, `${base}/members/${newcomer.userId}/dashboard`);
    expect(own.sharing.unsharedHabits.map((habit: { name: string }) => habit.name).sort()).toEqual([
      'Journal',
      'Read 20 pages',
    ]);

    // Choosing one personal habit shows that one only; someone else's habit id is ignored.
    const stranger = await registerUser(ctx.app);
    const theirs = await personalHabit(stranger, 'Not yours');
    const chosen = await call(ctx.app, newcomer, 'PUT', `${base}/dashboard-permissions`, {
      isPublicToWorkspace: true,
      sharedHabitIds: [read, theirs],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().permissions.sharedHabitIds).toEqual([read]);
    const after = (await whatTheGroupSees(owner, id, newcomer)).mirror.json();
    expect(after.habits.map((habit: { name: string }) => habit.name).sort()).toEqual([
      'Read 20 pages',
      'Walk',
    ]);
    expect(after.habits.some((habit: { _id: string }) => habit._id === journal)).toBe(false);
  });

  it('stores the choice made when accepting an invitation', async () => {
    const { owner, id, newcomer, read } = await setUp();
    await join(ctx.app, owner, id, newcomer, 'member', { isPublicToWorkspace: true, sharedHabitIds: [read] });
    expect((await get(newcomer, `/api/workspaces/${id}/dashboard-permissions`)).permissions).toEqual({
      isPublicToWorkspace: true,
      personalHabits: 'chosen',
      sharedHabitIds: [read],
      sharedHabitLevels: [],
      chosen: true,
    });
    const mirror = await get(owner, `/api/workspaces/${id}/members/${newcomer.userId}/dashboard`);
    expect(mirror.habits.map((habit: { name: string }) => habit.name)).toEqual(['Read 20 pages']);
  });

  it("never shows which routine a shared habit is in, nor its place in its owner's list (issue 30)", async () => {
    const { owner, id, newcomer, read } = await setUp();
    await join(ctx.app, owner, id, newcomer, 'member', { isPublicToWorkspace: true, sharedHabitIds: [read] });
    const routineId = randomUUID();
    await ctx.app.writer.write(newcomer.userId, 'routine.save', {
      id: routineId,
      fields: { name: 'Evening' },
    });
    await ctx.app.writer.write(newcomer.userId, 'habit.update', {
      id: read,
      patch: { routineId, routineSince: '2026-01-05', listOrder: 3 },
    });
    for (const viewer of [owner, newcomer]) {
      const mirror = await get(viewer, `/api/workspaces/${id}/members/${newcomer.userId}/dashboard`);
      expect(mirror.habits.map((habit: { name: string }) => habit.name)).toEqual(['Read 20 pages']);
      expect(JSON.stringify(mirror)).not.toContain(routineId);
      expect(mirror.habits[0]).not.toHaveProperty('routineId');
      expect(mirror.habits[0]).not.toHaveProperty('listOrder');
      expect(mirror.habits[0]).not.toHaveProperty('routineSince');
      expect(JSON.stringify(mirror)).not.toContain('2026-01-05');
    }
  });

  it('stores the choice made when joining through the link, and nothing without one', async () => {
    const { owner, id, newcomer, journal } = await setUp();
    const open = await call(ctx.app, owner, 'PUT', `/api/workspaces/${id}`, {
      settings: { privacyLevel: 'members-only', requireApproval: false },
    });
    expect(open.statusCode).toBe(200);
    const joined = await call(ctx.app, newcomer, 'POST', `/api/workspaces/${id}/join`, {
      sharing: { isPublicToWorkspace: true, sharedHabitIds: [journal] },
    });
    expect(joined.json().outcome).toBe('joined');
    expect((await get(newcomer, `/api/workspaces/${id}/dashboard-permissions`)).permissions).toMatchObject({
      isPublicToWorkspace: true,
      sharedHabitIds: [journal],
      sharedHabitLevels: [],
      chosen: true,
    });

    const quiet = await registerUser(ctx.app, { name: 'Quinn Quiet' });
    await personalHabit(quiet, 'Sleep by 11');
    expect((await call(ctx.app, quiet, 'POST', `/api/workspaces/${id}/join`)).json().outcome).toBe('joined');
    expect((await get(quiet, `/api/workspaces/${id}/dashboard-permissions`)).permissions).toEqual({
      isPublicToWorkspace: false,
      personalHabits: 'chosen',
      sharedHabitIds: [],
      sharedHabitLevels: [],
      chosen: false,
    });
    expect(
      (await call(ctx.app, owner, 'GET', `/api/workspaces/${id}/members/${quiet.userId}/dashboard`))
        .statusCode,
    ).toBe(403);

    // A hostile choice is refused with a reason, never a 500.
    const bad = await call(ctx.app, quiet, 'PUT', `/api/workspaces/${id}/dashboard-permissions`, {
      isPublicToWorkspace: true,
      sharedHabitIds: ['not-an-id'],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a new group shares nothing of its creator, and asks her as it asks every member', async () => {
    const owner = await registerUser(ctx.app, { name: 'Cora Creator' });
    const stretch = await personalHabit(owner, 'Stretch');
    const id = await createGroup(ctx.app, owner, {}, null);
    const base = `/api/workspaces/${id}`;
    // Not chosen: the group page asks her, as it asks a member who joined without being asked.
    expect((await get(owner, `${base}/dashboard-permissions`)).permissions).toEqual({
      isPublicToWorkspace: false,
      personalHabits: 'chosen',
      sharedHabitIds: [],
      sharedHabitLevels: [],
      chosen: false,
    });
    // She adds a group habit, tracks it and checks in: still nothing of hers shows.
    const walk = (await call(ctx.app, owner, 'POST', `${base}/habits`, { name: 'Walk', icon: '🚶' })).json()
      .habit._id as string;
    const adopted = await call(ctx.app, owner, 'POST', `${base}/habits/${walk}/adopt`, {
      personalSettings: { shareProgress: 'full' },
    });
    expect(adopted.statusCode, adopted.body).toBe(201);
    const adoptedId = adopted.json().habit._id as string;
    await call(ctx.app, owner, 'POST', `/api/habits/${adoptedId}/check`, { date: TODAY, completed: true });
    const friend = await registerUser(ctx.app);
    await join(ctx.app, owner, id, friend);
    const hidden = await whatTheGroupSees(friend, id, owner);
    expect(hidden.mirror.statusCode).toBe(403);
    expect(hidden.leaderboard).toEqual([]);
    expect(hidden.progress).toEqual([]);

    // She chooses: her dashboard and one habit. From then on the group sees her, and only that.
    const chosen = await call(ctx.app, owner, 'PUT', `${base}/dashboard-permissions`, {
      isPublicToWorkspace: true,
      sharedHabitIds: [stretch],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().permissions).toMatchObject({ chosen: true, sharedHabitIds: [stretch] });
    const seen = await whatTheGroupSees(friend, id, owner);
    expect(seen.leaderboard.map((row) => row.member?._id)).toEqual([owner.userId]);
    expect(seen.mirror.statusCode).toBe(200);
    expect(
      seen.mirror
        .json()
        .habits.map((habit: { name: string }) => habit.name)
        .sort(),
    ).toEqual(['Stretch', 'Walk']);
  });

  it('leaving forgets the choice: coming back starts private again', async () => {
    const { owner, id, newcomer, read } = await setUp();
    await join(ctx.app, owner, id, newcomer, 'member', { isPublicToWorkspace: true, sharedHabitIds: [read] });
    expect((await call(ctx.app, newcomer, 'POST', `/api/workspaces/${id}/leave`)).statusCode).toBe(200);
    await join(ctx.app, owner, id, newcomer, 'member', null);
    expect((await get(newcomer, `/api/workspaces/${id}/dashboard-permissions`)).permissions).toMatchObject({
      isPublicToWorkspace: false,
      sharedHabitIds: [],
    });
  });
});

describe('migration 0019 asks creators the creation answered for', () => {
  it("clears only a creator's choice made at creation, leaving every choice she or others made", async () => {
    const database = await openTestDatabase();
    const folder = loadConfig({}).migrationsDir;
    const before = await mkdtemp(joinPath(tmpdir(), 'habitat-migrations-'));
    try {
      for (const name of (await readdir(folder)).filter((file) => file < '0019')) {
        await copyFile(joinPath(folder, name), joinPath(before, name));
      }
      await migrateToLatest(database.db, before);
      const hash = await hashPassword(PASSWORD, 'cheap-for-tests');
      const [quiet, chooser, keeper, member] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await sql`insert into users (id, name, email, password_hash) values
        (${quiet}, 'Quinn Quiet', 'quinn@example.com', ${hash}),
        (${chooser}, 'Cleo Chooser', 'cleo@example.com', ${hash}),
        (${keeper}, 'Kai Keeper', 'kai@example.com', ${hash}),
        (${member}, 'Mo Member', 'mo@example.com', ${hash})`.execute(database.db);
      const [unasked, shared, keptPrivate] = [randomUUID(), randomUUID(), randomUUID()];
      await sql`insert into workspaces (id, name, created_by) values
        (${unasked}, 'Unasked', ${quiet}), (${shared}, 'Shared', ${chooser}),
        (${keptPrivate}, 'Kept private', ${keeper})`.execute(database.db);
      // As the last release made groups: the creator marked as having chosen, at creation.
      await sql`insert into workspace_members (workspace_id, user_id, role, sharing_chosen_at) values
        (${unasked}, ${quiet}, 'owner', now()),
        (${shared}, ${chooser}, 'owner', now()),
        (${keptPrivate}, ${keeper}, 'owner', now() + interval '2 hours'),
        (${unasked}, ${member}, 'member', now())`.execute(database.db);
      // Cleo shared her dashboard later; Kai saved 'Keep it private' hours after creating his.
      await sql`update workspace_members set dashboard_public = true where user_id = ${chooser}`.execute(
        database.db,
      );

      expect(await migrateToLatest(database.db, folder)).toContain('0019_creators_choose_sharing');
      const { rows } = await sql<{ user_id: string; chosen: boolean; dashboard_public: boolean }>`
        select user_id, sharing_chosen_at is not null as chosen, dashboard_public
        from workspace_members`.execute(database.db);
      const byUser = Object.fromEntries(rows.map((row) => [row.user_id, row]));
      expect(byUser[quiet]).toEqual({ user_id: quiet, chosen: false, dashboard_public: false });
      expect(byUser[chooser]).toEqual({ user_id: chooser, chosen: true, dashboard_public: true });
      expect(byUser[keeper]).toEqual({ user_id: keeper, chosen: true, dashboard_public: false });
      expect(byUser[member]).toEqual({ user_id: member, chosen: true, dashboard_public: false });
    } finally {
      await database.close();
      await rm(before, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('migration 0018 keeps what existing members share', () => {
  it('leaves every stored dashboard choice as it was and keeps personal habits shown as before', async () => {
    const database = await openTestDatabase();
    const folder = loadConfig({}).migrationsDir;
    const before = await mkdtemp(joinPath(tmpdir(), 'habitat-migrations-'));
    try {
      for (const name of (await readdir(folder)).filter((file) => file < '0018')) {
        await copyFile(joinPath(folder, name), joinPath(before, name));
      }
      await migrateToLatest(database.db, before);
      const hash = await hashPassword(PASSWORD, 'cheap-for-tests');
      const [sharer, keeper, viewer, group] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await sql`insert into users (id, name, email, password_hash) values
        (${sharer}, 'Sam Sharer', 'sam@example.com', ${hash}),
        (${keeper}, 'Kim Keeper', 'kim@example.com', ${hash}),
        (${viewer}, 'Val Viewer', 'val@example.com', ${hash})`.execute(database.db);
      for (const user of [sharer, keeper, viewer]) {
        await sql`insert into sync_scopes (scope_id, version) values (${`u:${user}`}, 1)`.execute(
          database.db,
        );
        await sql`insert into preferences (user_id, scope_id) values (${user}, ${`u:${user}`})`.execute(
          database.db,
        );
      }
      await sql`insert into workspaces (id, name, created_by) values (${group}, 'Old Friends', ${viewer})`.execute(
        database.db,
      );
      await sql`insert into workspace_members (workspace_id, user_id, role, dashboard_public) values
        (${group}, ${viewer}, 'owner', true),
        (${group}, ${sharer}, 'member', true),
        (${group}, ${keeper}, 'member', false)`.execute(database.db);
      const habit = randomUUID();
      await sql`insert into habits (id, user_id, scope_id, version, name, category, color, icon, frequency,
          schedule_days, target_unit, workspace_settings, field_hlcs, created_at, updated_at)
        values (${habit}, ${sharer}, ${`u:${sharer}`}, 1, 'Old personal habit', 'other', '#4f46e5', '⭐',
          'daily', '[0,1,2,3,4,5,6]', 'times',
          '{"shareProgress":"progress-only","allowInteraction":true,"shareInActivity":true}', '{}',
          now(), now())`.execute(database.db);

      expect(await migrateToLatest(database.db, folder)).toContain('0018_private_by_default');
      const { rows } = await sql<{ user_id: string; dashboard_public: boolean; personal_habits: string }>`
        select user_id, dashboard_public, personal_habits from workspace_members order by user_id`.execute(
        database.db,
      );
      const byUser = Object.fromEntries(rows.map((row) => [row.user_id, row]));
      expect(byUser[sharer]).toMatchObject({ dashboard_public: true, personal_habits: 'all' });
      expect(byUser[keeper]).toMatchObject({ dashboard_public: false, personal_habits: 'all' });
      expect(byUser[viewer]).toMatchObject({ dashboard_public: true, personal_habits: 'all' });

      const app = await buildApp(testConfig({ database }));
      try {
        const login = async (email: string) => {
          const response = await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email, password: PASSWORD },
          });
          expect(response.statusCode, response.body).toBe(200);
          const { data } = response.json();
          return { token: data.token as string, userId: data.user._id as string, email };
        };
        const val = await login('val@example.com');
        const sam = await login('sam@example.com');
        // Sam's personal habit is shown to the group as it was before the release.
        const mirror = await call(app, val, 'GET', `/api/workspaces/${group}/members/${sharer}/dashboard`);
        expect(mirror.statusCode, mirror.body).toBe(200);
        expect(mirror.json().habits.map((row: { name: string }) => row.name)).toEqual(['Old personal habit']);
        // Kim still keeps hers private.
        expect(
          (await call(app, val, 'GET', `/api/workspaces/${group}/members/${keeper}/dashboard`)).statusCode,
        ).toBe(403);
        // Sam has not been asked yet: the group page tells them once what they share.
        const permissions = await call(app, sam, 'GET', `/api/workspaces/${group}/dashboard-permissions`);
        expect(permissions.json().permissions).toEqual({
          isPublicToWorkspace: true,
          personalHabits: 'all',
          sharedHabitIds: [],
          sharedHabitLevels: [],
          chosen: false,
        });
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      await rm(before, { recursive: true, force: true });
    }
    // A second database, migrated twice, and an app on it: slow on a loaded machine.
  }, 90_000);
});
