import { todayKey } from '@habitat/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { EXPORT_COVERAGE } from '../../../../src/services/account-export';
import { seedAccounts } from '../../../helpers/account-seed';
import { call } from '../../../helpers/groups';
import { PASSWORD, useTestApp } from '../../../helpers/test-app';

/**
 * Spec §7 Users export-data and account, issue 7: an export holds everything the person owns, and
 * deleting the account leaves no row that refers to them.
 */
const NOW = Date.parse('2026-03-11T12:00:00Z');
const TODAY = todayKey('UTC', NOW);
const ctx = useTestApp({ clock: () => NOW });

async function tablesOfDatabase(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely_%'
    order by tablename`.execute(ctx.database.db);
  return rows.map((row) => row.name);
}

async function exportOf(token: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/export-data',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown>;
}

describe('POST /api/users/export-data', () => {
  it('names every table of the database as exported or deliberately left out', async () => {
    // A new table must be added to EXPORT_COVERAGE (and to the export) or this fails.
    expect(await tablesOfDatabase()).toEqual(Object.keys(EXPORT_COVERAGE).sort());
  });

  it('exports a non-empty section for every table that holds the person’s data', async () => {
    const seeded = await seedAccounts(ctx.app, TODAY);
    const document = await exportOf(seeded.subject.token);
    expect(document.format).toBe('habitat-export');
    expect(document.version).toBe(1);
    for (const [table, coverage] of Object.entries(EXPORT_COVERAGE)) {
      if (!('sections' in coverage)) continue;
      for (const section of coverage.sections) {
        const value = document[section];
        expect(value, `${table} → ${section}`).toBeDefined();
        if (Array.isArray(value)) expect(value.length, `${table} → ${section}`).toBeGreaterThan(0);
      }
    }
  });

  it('holds the person’s own values and nobody else’s', async () => {
    const seeded = await seedAccounts(ctx.app, TODAY);
    const document = await exportOf(seeded.subject.token);
    expect(document.profile).toMatchObject({
      id: seeded.subject.userId,
      name: 'Sybil Subject',
      email: 'sybil@example.com',
    });
    expect(document.preferences).toEqual({
      theme: 'auto',
      timezone: 'UTC',
      weekStartsOn: 1,
      emailNotifications: true,
      dayStartsAt: '04:00',
      pushEncouragements: true,
      pushGroupEvents: false,
      reminderSummaryAt: null,
    });
    const habits = document.habits as { id: string; name: string }[];
    expect(habits.map((habit) => habit.name).sort()).toEqual(['Read', 'Run']);
    const entries = document.entries as { habitId: string; date: string; completed: boolean }[];
    expect(entries).toHaveLength(2);
    expect(entries.every((entry) => entry.date === TODAY && entry.completed)).toBe(true);
    expect(new Set(entries.map((entry) => entry.habitId))).toEqual(
      new Set([seeded.personalHabitId, seeded.adoptedHabitId]),
    );
    const memberships = document.memberships as { workspaceName: string; role: string }[];
    expect(memberships.map((m) => `${m.workspaceName}:${m.role}`).sort()).toEqual([
      'Fred Club:member',
      'Just Me:owner',
      'Sybil Crew:owner',
    ]);
    expect((document.encouragementsSent as { to: string }[]).map((e) => e.to)).toEqual(['Fred Friend']);
    expect((document.encouragementsReceived as { from: string }[]).map((e) => e.from)).toEqual([
      'Fred Friend',
    ]);
    expect((document.identities as { provider: string }[]).map((i) => i.provider)).toEqual(['google']);
    // No secrets: no password hash, no session, no token anywhere in the document.
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/password|argon2|token_hash|"sessions"/i);
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/users/export-data' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/users/stats', () => {
  it('sums the person’s habits, check-ins, streaks, groups and badges', async () => {
    const seeded = await seedAccounts(ctx.app, TODAY);
    const response = await call(ctx.app, seeded.subject, 'GET', '/api/users/stats');
    expect(response.statusCode, response.body).toBe(200);
    const { stats } = response.json().data;
    expect(stats).toMatchObject({
      totalHabits: 2,
      activeHabits: 2,
      totalCheckIns: 2,
      currentStreak: 1,
      bestStreak: 1,
      groups: 3,
    });
    // Both habits began today and are done today: every due day of the last 30 was done.
    expect(stats.completionRate30d).toBe(1);
    expect(stats.badges.map((b: { badge: string }) => b.badge).sort()).toEqual([
      'first-check-in',
      'first-group',
    ]);
  });
});

describe('DELETE /api/users/account', () => {
  const confirm = { confirmDeletion: 'DELETE_MY_ACCOUNT' };

  it('refuses a wrong password or a missing confirmation and keeps everything', async () => {
    const seeded = await seedAccounts(ctx.app, TODAY);
    const wrong = await call(ctx.app, seeded.subject, 'DELETE', '/api/users/account', {
      password: 'Wrong123x',
      ...confirm,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Password is incorrect');
    const unconfirmed = await call(ctx.app, seeded.subject, 'DELETE', '/api/users/account', {
      password: PASSWORD,
      confirmDeletion: 'yes',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error).toBe('confirmDeletion must be "DELETE_MY_ACCOUNT"');
    const me = await call(ctx.app, seeded.subject, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
  });

  it('removes every row that refers to the person, hands their group on and signs out every device', async () => {
    const seeded = await seedAccounts(ctx.app, TODAY);
    const { subject } = seeded;
    // A second device of the same person.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: subject.email, password: PASSWORD },
    });
    const otherDevice = { ...subject, token: login.json().data.token as string };

    const response = await call(ctx.app, subject, 'DELETE', '/api/users/account', {
      password: PASSWORD,
      ...confirm,
    });
    expect(response.statusCode, response.body).toBe(200);

    // Nothing anywhere holds their id or their email: every row of every table, as text.
    for (const table of await tablesOfDatabase()) {
      const { rows } = await sql<{ count: number | string }>`
        select count(*) as count from ${sql.table(table)} t
        where t::text like ${`%${subject.userId}%`} or t::text ilike ${`%${subject.email}%`}
          or t::text like ${'%Sybil Subject%'}`.execute(ctx.database.db);
      expect(Number(rows[0]?.count), table).toBe(0);
    }

    // The group they owned passed to the admin who joined first; the one only they were in is gone.
    const owned = await call(ctx.app, seeded.admin, 'GET', `/api/workspaces/${seeded.ownedGroupId}/members`);
    expect(owned.statusCode, owned.body).toBe(200);
    const members = owned.json().members as { role: string; userId: { name: string } }[];
    expect(members.map((m) => `${m.userId.name}:${m.role}`).sort()).toEqual([
      'Ada Admin:owner',
      'Fred Friend:member',
      'Lee Later:member',
    ]);
    const solo = await ctx.database.db
      .selectFrom('workspaces')
      .select('id')
      .where('id', '=', seeded.soloGroupId)
      .execute();
    expect(solo).toEqual([]);
    // The friend's group and data stay.
    const friendGroup = await call(ctx.app, seeded.friend, 'GET', `/api/workspaces/${seeded.friendGroupId}`);
    expect(friendGroup.statusCode).toBe(200);
    const friendHabits = await call(ctx.app, seeded.friend, 'GET', '/api/habits?includeWorkspaceHabits=true');
    expect(friendHabits.json().data.habits).toHaveLength(1);

    // Both devices are signed out: their next call (a sync) answers 401.
    for (const device of [subject, otherDevice]) {
      const pull = await call(ctx.app, device, 'GET', '/api/auth/me');
      expect(pull.statusCode).toBe(401);
    }
  });

  it('lets a person register again with the same email afterwards', async () => {
    const seeded = await seedAccounts(ctx.app, TODAY);
    await call(ctx.app, seeded.subject, 'DELETE', '/api/users/account', { password: PASSWORD, ...confirm });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Sybil Again', email: 'sybil@example.com', password: PASSWORD },
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});
