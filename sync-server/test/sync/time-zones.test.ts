import { isValidTimeZone, uuidv7 } from '@habitat/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadTimeZoneCatalog, repairStoredTimeZones } from '../../src/services/time-zones';
import { call, createGroup, join } from '../helpers/groups';
import { syncClient } from '../helpers/sync-client';
import { registerUser, upkeep, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

const GROUP_ROUTES = [
  'overview',
  'leaderboard',
  'activity',
  'group-trackers',
  'shared-habits-overview',
  'members',
];

async function storedZone(userId: string) {
  const row = await ctx.app.database.db
    .selectFrom('preferences')
    .select(['timezone', 'version'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row;
}

describe('time zones stored through sync', () => {
  it('stores an alias PostgreSQL does not know under its canonical name, so the group keeps working', async () => {
    const owner = await registerUser(ctx.app);
    const member = await registerUser(ctx.app);
    const groupId = await createGroup(ctx.app, owner);
    await join(ctx.app, owner, groupId, member);
    const device = syncClient(ctx.app, member);
    const habitId = uuidv7();
    const pushed = await device.push([
      device.mutation('preferences.save', { patch: { timezone: 'US/Pacific-New' } }),
      device.mutation('habit.create', { id: habitId, fields: { name: 'Read' } }),
    ]);
    expect(pushed.json().data.results.map((r: { status: string }) => r.status)).toEqual(['ok', 'ok']);
    expect((await storedZone(member.userId)).timezone).toBe('America/Los_Angeles');
    for (const route of GROUP_ROUTES) {
      const response = await call(ctx.app, owner, 'GET', `/api/workspaces/${groupId}/${route}`);
      expect(response.statusCode, route).toBe(200);
    }
  });

  it('rejects a name no zone database knows, and only that change', async () => {
    const account = await registerUser(ctx.app);
    const device = syncClient(ctx.app, account);
    const pushed = await device.push([
      device.mutation('preferences.save', { patch: { timezone: 'Mars/Olympus' } }),
      device.mutation('preferences.save', { patch: { theme: 'dark' } }),
    ]);
    expect(pushed.json().data.results).toEqual([
      { id: 1, status: 'rejected', error: 'Unknown time zone "Mars/Olympus"' },
      { id: 2, status: 'ok' },
    ]);
    expect((await storedZone(account.userId)).timezone).toBe('UTC');
  });

  it('corrects a zone stored before, and tells the owner’s devices', async () => {
    const account = await registerUser(ctx.app);
    const device = syncClient(ctx.app, account);
    await device.push([device.mutation('preferences.save', { patch: { theme: 'dark' } })]);
    const before = await storedZone(account.userId);
    await ctx.app.database.db
      .updateTable('preferences')
      .set({ timezone: 'US/Pacific-New' })
      .where('user_id', '=', account.userId)
      .execute();
    const zones = await loadTimeZoneCatalog(ctx.app.repos.maintenance);
    expect(await repairStoredTimeZones(upkeep(ctx.app), zones)).toBe(1);
    const after = await storedZone(account.userId);
    expect(after.timezone).toBe('America/Los_Angeles');
    expect(after.version).toBeGreaterThan(before.version);
    expect(await repairStoredTimeZones(upkeep(ctx.app), zones)).toBe(0);
  });
});

describe('repairing a zone only PostgreSQL knows', () => {
  it('stores UTC instead, and leaves storable zones alone', async () => {
    const odd = await registerUser(ctx.app);
    const fine = await registerUser(ctx.app);
    const zones = await loadTimeZoneCatalog(ctx.app.repos.maintenance);
    const onlyPostgres = zones.known.find((name) => !isValidTimeZone(name));
    expect(onlyPostgres).toBeDefined();
    const db = ctx.app.database.db;
    await db
      .updateTable('preferences')
      .set({ timezone: onlyPostgres as string })
      .where('user_id', '=', odd.userId)
      .execute();
    await db
      .updateTable('preferences')
      .set({ timezone: 'Europe/Paris' })
      .where('user_id', '=', fine.userId)
      .execute();
    expect(await repairStoredTimeZones(upkeep(ctx.app), zones)).toBe(1);
    expect((await storedZone(odd.userId)).timezone).toBe('UTC');
    expect((await storedZone(fine.userId)).timezone).toBe('Europe/Paris');
  });
});

describe('the time zone catalog', () => {
  it('gives every zone a browser reports a spelling this PostgreSQL knows', async () => {
    const zones = await loadTimeZoneCatalog(ctx.app.repos.maintenance);
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const stored = zones.storable(zone);
      expect(stored, zone).not.toBeNull();
      const { rows } = await sql`select now() at time zone ${stored} as t`.execute(ctx.app.database.db);
      expect(rows).toHaveLength(1);
    }
    expect(zones.storable('Asia/Calcutta')).not.toBeNull();
    expect(zones.storable('Mars/Olympus')).toBeNull();
  });
});
