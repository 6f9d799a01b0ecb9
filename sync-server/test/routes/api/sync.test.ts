import { formatHlc, parseHlc, uuidv7 } from '@habitat/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { syncClient } from '../../helpers/sync-client';
import { bearer, registerUser, useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

describe('push', () => {
  it('applies mutations in order and reports each', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const habitId = uuidv7();
    const response = await client.push([
      client.mutation('habit.create', { id: habitId, fields: { name: 'Read' } }),
      client.mutation('entry.set', { habitId, date: '2026-11-20', completed: true, value: 1 }),
    ]);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.lastMutationId).toBe(2);
    expect(data.results).toEqual([
      { id: 1, status: 'ok' },
      { id: 2, status: 'ok' },
    ]);
    expect(typeof data.serverTime).toBe('number');
  });

  it('applies each mutation exactly once, however often it is pushed', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const habitId = uuidv7();
    const batch = [
      client.mutation('habit.create', { id: habitId, fields: { name: 'Read' } }),
      client.mutation('entry.set', { habitId, date: '2026-11-20', completed: true, value: 1 }),
    ];
    await client.push(batch);
    const again = await client.push(batch);
    expect(again.json().data.results).toEqual([
      { id: 1, status: 'alreadyProcessed' },
      { id: 2, status: 'alreadyProcessed' },
    ]);
    const pulled = (await client.pull()).json().data.changes;
    expect(pulled.habits).toHaveLength(1);
    expect(pulled.entries).toHaveLength(1);
  });

  it('answers 409 with the expected id when a push skips ids', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const response = await client.push([
      client.mutation('habit.create', { id: uuidv7(), fields: {} }, { id: 3 }),
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, error: 'Expected mutation 1', expectedId: 1 });
  });

  it('rejects a bad mutation with its reason and still applies the rest of the batch', async () => {
    const account = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const theirs = uuidv7();
    await ctx.app.writer.write(other.userId, 'habit.create', { id: theirs, fields: { name: 'Theirs' } });
    const client = syncClient(ctx.app, account);
    const habitId = uuidv7();
    const response = await client.push([
      client.mutation('habit.create', { id: habitId, fields: { name: 'Read' } }),
      client.mutation('habit.explode', { id: habitId }),
      client.mutation('entry.set', { habitId, date: '2026-13-01', completed: true, value: 1 }),
      client.mutation('entry.set', { habitId, date: '2026-02-30', completed: true, value: 1 }),
      client.mutation('entry.set', { habitId, date: '2026-11-20', completed: 'yes', value: 1 }),
      client.mutation('entry.set', { habitId: theirs, date: '2026-11-20', completed: true, value: 1 }),
      client.mutation('habit.update', { id: theirs, patch: { name: 'Mine' } }),
      client.mutation('entry.set', { habitId, date: '2026-11-20', completed: true, value: 1 }),
    ]);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.lastMutationId).toBe(8);
    expect(data.results).toEqual([
      { id: 1, status: 'ok' },
      { id: 2, status: 'rejected', error: 'Unknown mutation "habit.explode"' },
      { id: 3, status: 'rejected', error: '"2026-13-01" is not a calendar date' },
      { id: 4, status: 'rejected', error: '"2026-02-30" is not a calendar date' },
      { id: 5, status: 'rejected', error: 'Invalid "completed": must be boolean' },
      { id: 6, status: 'rejected', error: 'Habit not found' },
      { id: 7, status: 'rejected', error: 'Habit not found' },
      { id: 8, status: 'ok' },
    ]);
    const theirHabit = await ctx.app.inject({
      method: 'GET',
      url: `/api/habits/${theirs}`,
      headers: bearer(other.token),
    });
    expect(theirHabit.json().data.habit.name).toBe('Theirs');
  });

  it('refuses a dashboard layout for a breakpoint the grid does not have', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const response = await client.push([
      client.mutation('layout.save', { key: 'dashboard', layouts: { huge: [] } }),
      client.mutation('layout.save', { key: 'dashboard', layouts: { xxs: [{ i: 'habit-list' }] } }),
    ]);
    expect(response.json().data.results).toEqual([
      { id: 1, status: 'rejected', error: 'Unknown field "layouts.huge"' },
      { id: 2, status: 'ok' },
    ]);
  });

  it('refuses a habit with no day in its schedule, as the habit form does (spec §5)', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const habitId = uuidv7();
    const response = await client.push([
      client.mutation('habit.create', { id: uuidv7(), fields: { name: 'Never', scheduleDays: [] } }),
      client.mutation('habit.create', {
        id: habitId,
        fields: { name: 'Weekdays', scheduleDays: [1, 2, 3, 4, 5] },
      }),
      client.mutation('habit.update', { id: habitId, patch: { scheduleDays: [] } }),
    ]);
    expect(response.json().data.results).toEqual([
      { id: 1, status: 'rejected', error: 'Please select at least one day' },
      { id: 2, status: 'ok' },
      { id: 3, status: 'rejected', error: 'Please select at least one day' },
    ]);
  });

  it('repeats a rejection to a client that lost the first answer', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const batch = [client.mutation('habit.update', { id: uuidv7(), patch: { name: 'Ghost' } })];
    await client.push(batch);
    const again = await client.push(batch);
    expect(again.json().data.results).toEqual([{ id: 1, status: 'rejected', error: 'Habit not found' }]);
  });

  it('does not let a device declare a habit a group habit of a group it is not in', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const response = await client.push([
      client.mutation('habit.create', {
        id: uuidv7(),
        fields: {},
        source: 'workspace',
        workspaceId: uuidv7(),
      }),
    ]);
    expect(response.json().data.results[0]).toEqual({
      id: 1,
      status: 'rejected',
      error: 'You are not a member of this group',
    });
  });

  it('refuses a sync client that belongs to another account', async () => {
    const first = await registerUser(ctx.app);
    const second = await registerUser(ctx.app);
    const clientId = uuidv7();
    const mine = syncClient(ctx.app, first, clientId);
    await mine.push([mine.mutation('preferences.save', { patch: { theme: 'dark' } })]);
    const intruder = syncClient(ctx.app, second, clientId);
    const response = await intruder.push([
      intruder.mutation('preferences.save', { patch: { theme: 'light' } }),
    ]);
    expect(response.statusCode).toBe(403);
    expect((await intruder.pull()).statusCode).toBe(403);
  });

  it.each([
    [{ mutations: [] }, 'Missing required field "clientId"'],
    [{ clientId: 'abc', mutations: [] }, 'Must be a valid id'],
    [
      {
        clientId: uuidv7(),
        mutations: [{ id: 0, name: 'x', args: {}, hlc: formatHlc({ physical: 1, counter: 0, node: 'n' }) }],
      },
      'Mutation ids are whole numbers from 1',
    ],
    [
      { clientId: uuidv7(), mutations: [{ id: 1, name: 'x', args: {}, hlc: 'yesterday' }] },
      'Not a valid HLC timestamp',
    ],
  ])('answers 400 for a malformed push %#', async (payload, error) => {
    const account = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: bearer(account.token),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
  });

  it('pulls a timestamp ahead of the server back to the moment it was received', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const habitId = uuidv7();
    const farFuture = formatHlc({ physical: Date.now() + 5 * 86_400_000, counter: 0, node: client.clientId });
    await client.push([
      client.mutation('habit.create', { id: habitId, fields: {} }),
      client.mutation(
        'entry.set',
        { habitId, date: '2026-11-20', completed: true, value: 1 },
        { hlc: farFuture },
      ),
    ]);
    const [entry] = (await client.pull()).json().data.changes.entries;
    expect(parseHlc(entry.hlc).physical).toBeLessThanOrEqual(Date.now());
  });

  it('lets the later of two conflicting check-ins win, whichever arrives first', async () => {
    const account = await registerUser(ctx.app);
    const phone = syncClient(ctx.app, account);
    const laptop = syncClient(ctx.app, account);
    const habitId = uuidv7();
    await phone.push([phone.mutation('habit.create', { id: habitId, fields: {} })]);
    const now = Date.now();
    const earlier = formatHlc({ physical: now - 5000, counter: 0, node: phone.clientId });
    const later = formatHlc({ physical: now - 1000, counter: 0, node: laptop.clientId });
    await laptop.push([
      laptop.mutation(
        'entry.set',
        { habitId, date: '2026-11-20', completed: false, value: 0 },
        { hlc: later },
      ),
    ]);
    await phone.push([
      phone.mutation(
        'entry.set',
        { habitId, date: '2026-11-20', completed: true, value: 1 },
        { hlc: earlier },
      ),
    ]);
    const [entry] = (await phone.pull()).json().data.changes.entries;
    expect(entry).toMatchObject({ completed: false, hlc: later });
  });
});

describe('pull', () => {
  it('sends everything with reset to a new device, then only what changed', async () => {
    const account = await registerUser(ctx.app);
    const writer = syncClient(ctx.app, account);
    const habitId = uuidv7();
    await writer.push([writer.mutation('habit.create', { id: habitId, fields: { name: 'Read' } })]);

    const device = syncClient(ctx.app, account);
    const first = (await device.pull()).json().data;
    const scope = `u:${account.userId}`;
    expect(first.reset).toEqual([scope]);
    expect(first.changes.habits.map((h: { name: string }) => h.name)).toEqual(['Read']);
    expect(first.changes.preferences).toHaveLength(1);
    expect(first.hasMore).toBe(false);
    expect(first.lastMutationId).toBe(0);

    const nothing = (await device.pull()).json().data;
    expect(nothing.reset).toEqual([]);
    expect(nothing.changes).toEqual({ habits: [], entries: [], layouts: [], preferences: [], routines: [] });
    expect(nothing.cursors[scope]).toBe(first.cursors[scope]);

    await ctx.app.inject({
      method: 'POST',
      url: `/api/habits/${habitId}/check`,
      headers: bearer(account.token),
      payload: { date: '2026-11-20', completed: true },
    });
    const rest = (await device.pull()).json().data;
    expect(rest.changes.entries).toHaveLength(1);
    expect(rest.changes.habits).toEqual([]);
    expect(rest.cursors[scope]).toBeGreaterThan(first.cursors[scope]);
  });

  it('resets a cursor the server cannot continue from', async () => {
    const account = await registerUser(ctx.app);
    const device = syncClient(ctx.app, account);
    const scope = `u:${account.userId}`;
    const response = await device.pull({ cursors: { [scope]: 999_999 } });
    expect(response.json().data.reset).toEqual([scope]);
  });

  it('sends a deleted habit and its entries as tombstones', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const habitId = uuidv7();
    await client.push([
      client.mutation('habit.create', { id: habitId, fields: {} }),
      client.mutation('entry.set', { habitId, date: '2026-11-19', completed: true, value: 1 }),
      client.mutation('entry.set', { habitId, date: '2026-11-20', completed: true, value: 1 }),
    ]);
    await client.pull();
    await client.push([client.mutation('habit.delete', { id: habitId })]);
    const { changes } = (await client.pull()).json().data;
    expect(changes.habits).toHaveLength(1);
    expect(changes.habits[0].deletedAt).not.toBeNull();
    expect(changes.entries.map((e: { deletedAt: string | null }) => e.deletedAt !== null)).toEqual([
      true,
      true,
    ]);
  });

  it('pages within the row limit, a large version over several pages, and adds up to the snapshot', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const habitId = uuidv7();
    const days = Array.from({ length: 12 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
    await client.push([
      client.mutation('habit.create', { id: habitId, fields: {} }),
      ...days.map((date) => client.mutation('entry.set', { habitId, date, completed: true, value: 1 })),
    ]);
    // One version writes 12 tombstones at once: with pages of 5 it is split, and resumed inside.
    await client.push([client.mutation('habit.delete', { id: habitId })]);

    const device = syncClient(ctx.app, account);
    const seen: Array<{ habits: number; entries: number }> = [];
    let pages = 0;
    for (;;) {
      const data = (await device.pull({ limit: 5 })).json().data;
      pages += 1;
      seen.push({ habits: data.changes.habits.length, entries: data.changes.entries.length });
      if (!data.hasMore) break;
    }
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(seen.every((page) => page.habits + page.entries <= 5)).toBe(true);
    // Entries were rewritten as tombstones by the delete, so they arrive once, in the delete's version.
    expect(seen.reduce((sum, page) => sum + page.entries, 0)).toBe(12);
    expect(seen.reduce((sum, page) => sum + page.habits, 0)).toBe(1);
  });

  it('bounds every page to 1 MB, even when one write holds 20,000 check-ins', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const habitId = uuidv7();
    await client.push([client.mutation('habit.create', { id: habitId, fields: { name: 'Read' } })]);
    // One version, as an import writes it: 20,000 days of check-ins.
    const scope = `u:${account.userId}`;
    await sql`
      with v as (update sync_scopes set version = version + 1 where scope_id = ${scope} returning version)
      insert into entries (habit_id, date, user_id, scope_id, version, completed, value, skipped, hlc, updated_at)
      select ${habitId}::uuid, date '2000-01-01' + n, ${account.userId}::uuid, ${scope}, v.version, true, 1, false,
             '000001700000000000:00000:import', now()
      from v, generate_series(0, 19999) as n`.execute(ctx.app.database.db);

    const device = syncClient(ctx.app, account);
    const dates = new Set<string>();
    let pages = 0;
    for (;;) {
      const response = await device.pull({ limit: 10_000 });
      expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(1_000_000);
      const { data } = response.json();
      for (const entry of data.changes.entries) dates.add(entry.date);
      pages += 1;
      if (!data.hasMore) break;
      expect(pages).toBeLessThan(50);
    }
    expect(dates.size).toBe(20_000);
    expect(pages).toBeGreaterThan(3);
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sync/pull',
      payload: { clientId: uuidv7(), cursors: {} },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a client id two devices share', () => {
  it('tells a different mutation under a used id from a resend, and says which id was taken', async () => {
    const account = await registerUser(ctx.app);
    const original = syncClient(ctx.app, account);
    const habitId = uuidv7();
    const create = original.mutation('habit.create', { id: habitId, fields: { name: 'Read' } });
    const check = original.mutation('entry.set', { habitId, date: '2026-11-20', completed: true, value: 1 });
    await original.push([create, check]);
    // A resend of the same mutations changes nothing.
    const resent = await original.push([create, check]);
    expect(resent.json().data.results.map((r: { status: string }) => r.status)).toEqual([
      'alreadyProcessed',
      'alreadyProcessed',
    ]);
    // The restored copy of this profile queued its own change as mutation 2.
    const other = original.mutation(
      'entry.set',
      { habitId, date: '2026-11-21', completed: true, value: 1 },
      { id: 2 },
    );
    const taken = await original.push([create, other]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, takenId: 2 });
  });
});
