import { formatHlc, uuidv7 } from '@habitat/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { purgeExpired } from '../../src/services/retention';
import { syncClient } from '../helpers/sync-client';
import { registerUser, upkeep, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const DAY = 86_400_000;

describe('retention', () => {
  it('purges old tombstones and outcomes, and sends a device older than them a reset', async () => {
    const account = await registerUser(ctx.app);
    const phone = syncClient(ctx.app, account);
    const kept = uuidv7();
    const gone = uuidv7();
    await phone.push([
      phone.mutation('habit.create', { id: kept, fields: { name: 'Read' } }),
      phone.mutation('habit.create', { id: gone, fields: { name: 'Run' } }),
      phone.mutation('entry.set', { habitId: gone, date: '2026-11-20', completed: true, value: 1 }),
    ]);
    const stale = syncClient(ctx.app, account);
    await stale.pull();
    const staleCursors = { ...stale.cursors };
    await phone.push([phone.mutation('habit.delete', { id: gone })]);
    await phone.pull();

    const db = ctx.app.database.db;
    // A hundred days pass.
    const past = new Date(Date.now() - 100 * DAY);
    await db.updateTable('habits').set({ deleted_at: past }).where('id', '=', gone).execute();
    await db.updateTable('entries').set({ deleted_at: past }).where('habit_id', '=', gone).execute();
    await db.updateTable('sync_mutation_results').set({ created_at: past }).execute();

    const summary = await purgeExpired(upkeep(ctx.app), new Date(Date.now() - 90 * DAY));
    expect(summary).toEqual({ tombstones: 2, mutationResults: 4, clients: 0, mailRecords: 0 });
    expect(await db.selectFrom('habits').select('id').execute()).toEqual([{ id: kept }]);
    expect(await db.selectFrom('entries').select('habit_id').execute()).toEqual([]);

    // The device that saw the deletion goes on incrementally; the one that did not starts over.
    const current = (await phone.pull()).json().data;
    expect(current.reset).toEqual([]);
    const restarted = (await stale.pull({ cursors: staleCursors })).json().data;
    expect(restarted.reset).toEqual([`u:${account.userId}`]);
    expect(restarted.changes.habits.map((h: { id: string }) => h.id)).toEqual([kept]);

    // Nothing left to purge the second time.
    expect(await purgeExpired(upkeep(ctx.app), new Date(Date.now() - 90 * DAY))).toEqual({
      tombstones: 0,
      mutationResults: 0,
      clients: 0,
      mailRecords: 0,
    });
  });

  it('forgets a device silent for the whole window, which then starts over as a new one', async () => {
    const account = await registerUser(ctx.app);
    const device = syncClient(ctx.app, account);
    const habitId = uuidv7();
    await device.push([device.mutation('habit.create', { id: habitId, fields: {} })]);
    await ctx.app.database.db
      .updateTable('sync_clients')
      .set({ last_seen_at: new Date(Date.now() - 100 * DAY) })
      .execute();
    await sql`update sync_mutation_results set created_at = now() - interval '100 days'`.execute(
      ctx.app.database.db,
    );
    const summary = await purgeExpired(upkeep(ctx.app), new Date(Date.now() - 90 * DAY));
    expect(summary.clients).toBe(1);
    // Its next mutation (id 2) is answered with "start from 1": the queue is renumbered, not lost.
    const next = await device.push([
      device.mutation(
        'entry.set',
        { habitId, date: '2026-11-20', completed: true, value: 1 },
        { hlc: formatHlc({ physical: Date.now(), counter: 0, node: device.clientId }) },
      ),
    ]);
    expect(next.statusCode).toBe(409);
    expect(next.json().expectedId).toBe(1);
  });

  it('purges expired reset links and the record of old weekly summaries, keeping recent ones', async () => {
    const account = await registerUser(ctx.app);
    const db = ctx.app.database.db;
    const old = new Date(Date.now() - 100 * DAY);
    const recent = new Date(Date.now() - DAY);
    for (const [at, hash] of [
      [old, 'a'.repeat(64)],
      [recent, 'b'.repeat(64)],
    ] as const) {
      await db
        .insertInto('password_resets')
        .values({ id: uuidv7(), user_id: account.userId, token_hash: hash, created_at: at, expires_at: at })
        .execute();
    }
    await db
      .insertInto('weekly_digests')
      .values([
        {
          user_id: account.userId,
          week_start: old.toISOString().slice(0, 10),
          status: 'sent',
          claimed_at: old,
        },
        {
          user_id: account.userId,
          week_start: recent.toISOString().slice(0, 10),
          status: 'sent',
          claimed_at: recent,
        },
      ])
      .execute();
    // A short window keeps a week's record until its summary can no longer be sent.
    const lastWeek = new Date(Date.now() - 8 * DAY).toISOString().slice(0, 10);
    await db
      .insertInto('weekly_digests')
      .values({ user_id: account.userId, week_start: lastWeek, status: 'sent', claimed_at: recent })
      .execute();
    // The old reset and the old week go; last week stays.
    expect((await purgeExpired(upkeep(ctx.app), new Date(Date.now() - 7 * DAY))).mailRecords).toBe(2);
    expect(
      await db.selectFrom('weekly_digests').select('week_start').where('week_start', '=', lastWeek).execute(),
    ).toHaveLength(1);
    const summary = await purgeExpired(upkeep(ctx.app), new Date(Date.now() - 90 * DAY));
    expect(summary.mailRecords).toBe(0);
    expect(await db.selectFrom('password_resets').select('token_hash').execute()).toEqual([
      { token_hash: 'b'.repeat(64) },
    ]);
    expect(
      (await db.selectFrom('weekly_digests').select('week_start').execute())
        .map((row) => row.week_start)
        .sort(),
    ).toEqual([lastWeek, recent.toISOString().slice(0, 10)]);
  });
});
