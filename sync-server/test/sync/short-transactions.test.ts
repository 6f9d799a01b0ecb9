import { addDays, MutationRejected, todayKey, uuidv7 } from '@habitat/domain';
import { MAX_PUSH_MUTATIONS } from '@habitat/protocol';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_ROWS } from '../../src/sync/pull';
import { MUTATIONS_PER_TRANSACTION } from '../../src/sync/push';
import { BulkWriteInterrupted, BulkWriteStopped } from '../../src/sync/write-errors';
import { syncClient } from '../helpers/sync-client';
import { type Account, registerUser, useTestApp } from '../helpers/test-app';

/**
 * Big writes commit in short transactions, so nobody waits behind one person for long (on the
 * embedded database a transaction holds its only connection): a push a hundred mutations at a
 * time, an import a few hundred, a pull page a couple of thousand rows. Each part is whole; what
 * committed stays when a later part fails.
 */
const NOW = Date.parse('2026-03-11T12:00:00Z');
const TODAY = todayKey('UTC', NOW);
const ctx = useTestApp({ clock: () => NOW });

async function scopeVersion(account: Account): Promise<number> {
  const { rows } = await sql<{ version: number }>`
    select version from sync_scopes where scope_id = ${`u:${account.userId}`}`.execute(ctx.app.database.db);
  return rows[0]?.version ?? 0;
}

async function entryCount(account: Account): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from entries e join habits h on h.id = e.habit_id
    where h.user_id = ${account.userId}`.execute(ctx.app.database.db);
  return rows[0]?.n ?? 0;
}

/** `count` check-ins spread over `habits`, each a day of its own. */
function checkIns(habits: string[], count: number) {
  return Array.from({ length: count }, (_, i) => ({
    name: 'entry.set',
    args: {
      habitId: habits[i % habits.length] as string,
      date: addDays(TODAY, -Math.floor(i / habits.length)),
      completed: true,
      value: 1,
    },
  }));
}

function habitCreations(count: number) {
  const ids = Array.from({ length: count }, () => uuidv7());
  return {
    ids,
    mutations: ids.map((id, i) => ({ name: 'habit.create', args: { id, fields: { name: `Habit ${i}` } } })),
  };
}

describe('a push', () => {
  it('commits a hundred mutations at a time, and answers for all of them', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const { ids, mutations } = habitCreations(3);
    await client.push(mutations.map((m) => client.mutation(m.name, m.args)));
    const before = await scopeVersion(account);

    const count = Math.min(MAX_PUSH_MUTATIONS, 2 * MUTATIONS_PER_TRANSACTION + 50);
    const response = await client.push(checkIns(ids, count).map((m) => client.mutation(m.name, m.args)));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.results).toHaveLength(count);
    expect(data.results.every((r: { status: string }) => r.status === 'ok')).toBe(true);
    expect(data.lastMutationId).toBe(3 + count);
    expect(await entryCount(account)).toBe(count);
    expect(await scopeVersion(account)).toBe(before + Math.ceil(count / MUTATIONS_PER_TRANSACTION));
  });

  it('applies what comes before a gap in a later part, and stops there', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const { ids, mutations } = habitCreations(2);
    await client.push(mutations.map((m) => client.mutation(m.name, m.args)));
    const stopAt = MUTATIONS_PER_TRANSACTION + 20;
    const queued = checkIns(ids, MUTATIONS_PER_TRANSACTION + 40).map((m, i) =>
      // The ids skip one after `stopAt` check-ins: the client lost a mutation of its queue.
      client.mutation(m.name, m.args, { id: 3 + i + (i >= stopAt ? 1 : 0) }),
    );
    const response = await client.push(queued);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.results).toHaveLength(stopAt);
    expect(data.lastMutationId).toBe(2 + stopAt);
    expect(await entryCount(account)).toBe(stopAt);
  });
});

describe('an import (writer.writeMany)', () => {
  it('commits in parts, each refreshing the figures of the habits it changed', async () => {
    const account = await registerUser(ctx.app);
    const { ids, mutations } = habitCreations(3);
    const before = await scopeVersion(account);
    const results = await ctx.app.writer.writeMany(account.userId, [...mutations, ...checkIns(ids, 600)]);
    expect(results).toHaveLength(603);
    expect(await entryCount(account)).toBe(600);
    // Three parts of 250 mutations; the habits' figures take no version of their own.
    expect(await scopeVersion(account)).toBe(before + 3);
    const { rows } = await sql<{ length: number }>`
      select length from habit_streaks where habit_id = ${ids[0] as string}`.execute(ctx.app.database.db);
    expect(rows[0]?.length).toBe(200);
  });

  it('keeps the parts that committed when a later one is refused, and says it stopped partway', async () => {
    const account = await registerUser(ctx.app);
    const { ids, mutations } = habitCreations(2);
    const missing = uuidv7();
    const failure = await ctx.app.writer
      .writeMany(account.userId, [...mutations, ...checkIns(ids, 400), ...checkIns([missing], 1)])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BulkWriteStopped);
    expect(failure).toBeInstanceOf(MutationRejected);
    // The first part (two habits, 248 check-ins) committed; the second, with the refusal, did not.
    expect(await entryCount(account)).toBe(248);
    // And the figures agree with what committed: habit 0's 124 days in a row.
    const { rows } = await sql<{ length: number }>`
      select length from habit_streaks where habit_id = ${ids[0] as string}`.execute(ctx.app.database.db);
    expect(rows[0]?.length).toBe(124);
  });

  it('awards badges by where each streak ends after the last part, not where a part ended', async () => {
    const account = await registerUser(ctx.app);
    const { ids, mutations } = habitCreations(1);
    const habitId = ids[0] as string;
    // Oldest first, as an import writes them: a 260-day run (past the first part's end), a day
    // missed, then the current run of three days.
    const day = (back: number, completed: boolean) => ({
      name: 'entry.set',
      args: { habitId, date: addDays(TODAY, -back), completed, value: 1 },
    });
    const history = [
      ...Array.from({ length: 260 }, (_, i) => day(264 - i, true)),
      day(4, false),
      ...[3, 2, 1].map((back) => day(back, true)),
    ];
    await ctx.app.writer.writeMany(account.userId, [...mutations, ...history]);
    const { rows } = await sql<{ badge: string }>`
      select badge from user_badges where user_id = ${account.userId} order by badge`.execute(
      ctx.app.database.db,
    );
    expect(rows.map((row) => row.badge)).toEqual(['first-check-in']);
  });

  it('refuses the whole of it when its first part is refused', async () => {
    const account = await registerUser(ctx.app);
    const failure = await ctx.app.writer
      .writeMany(account.userId, checkIns([uuidv7()], 1))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MutationRejected);
    expect(failure).not.toBeInstanceOf(BulkWriteStopped);
    expect(await entryCount(account)).toBe(0);
  });

  it('stops between two parts once told to, and keeps the parts before', async () => {
    const account = await registerUser(ctx.app);
    const { ids, mutations } = habitCreations(2);
    const stop = new AbortController();
    const writing = ctx.app.writer.writeMany(account.userId, [...mutations, ...checkIns(ids, 2000)], {
      signal: stop.signal,
    });
    await expect.poll(() => entryCount(account), { interval: 5, timeout: 15_000 }).toBeGreaterThan(0);
    stop.abort();
    await expect(writing).rejects.toBeInstanceOf(BulkWriteInterrupted);
    const kept = await entryCount(account);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(2000);
    // Whole parts only: the two habits, then 250 check-ins at a time.
    expect((kept + 2) % 250).toBe(0);
  });
});

describe('a pull', () => {
  it('pages at most MAX_PAGE_ROWS rows, whatever limit the device asks for', async () => {
    const account = await registerUser(ctx.app);
    const { ids, mutations } = habitCreations(4);
    const count = MAX_PAGE_ROWS + 300;
    await ctx.app.writer.writeMany(account.userId, [...mutations, ...checkIns(ids, count)]);
    const client = syncClient(ctx.app, account);
    const first = (await client.pull({ limit: 5000 })).json().data;
    const rows = (page: { changes: { habits: unknown[]; entries: unknown[] } }) =>
      page.changes.habits.length + page.changes.entries.length;
    expect(rows(first)).toBeLessThanOrEqual(MAX_PAGE_ROWS);
    expect(first.hasMore).toBe(true);
    let total = rows(first);
    for (let page = first; page.hasMore; ) {
      page = (await client.pull({ limit: 5000 })).json().data;
      expect(rows(page)).toBeLessThanOrEqual(MAX_PAGE_ROWS);
      total += rows(page);
    }
    expect(total).toBe(4 + count);
  });
});
