import { addDays, todayKey, uuidv7 } from '@habitat/domain';
import type { MutationArgs } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { call, createGroup, join } from '../helpers/groups';
import { syncClient } from '../helpers/sync-client';
import { type Account, registerUser, useTestApp } from '../helpers/test-app';

/**
 * A push's run of check-ins is written set-based (mutators/entry-batch.ts): it must leave exactly
 * what the same check-ins leave pushed one at a time, say the same of each, and still tell a
 * group of each check-in of a group habit.
 */
const NOW = Date.parse('2026-03-11T12:00:00Z');
const TODAY = todayKey('UTC', NOW);
const ctx = useTestApp({ clock: () => NOW });

type Step = {
  kind: 'check';
  habit: number;
  day: number;
  completed: boolean;
  skipped?: boolean;
  value?: number;
};

/**
 * Two habits, days back from today, with a day checked twice and one skipped. Habit 0's days come
 * oldest first, as a person logs them, so each reaches the streak's end as it lands.
 */
const STEPS: Step[] = [
  ...Array.from({ length: 12 }, (_, i): Step => ({ kind: 'check', habit: 0, day: 11 - i, completed: true })),
  ...Array.from(
    { length: 5 },
    (_, day): Step => ({ kind: 'check', habit: 1, day: day * 2, completed: true }),
  ),
  { kind: 'check', habit: 0, day: 3, completed: false },
  { kind: 'check', habit: 0, day: 3, completed: true, value: 4 },
  { kind: 'check', habit: 1, day: 1, completed: false, skipped: true },
  { kind: 'check', habit: 0, day: 20, completed: false },
];

async function pushSteps(account: Account, oneAtATime: boolean) {
  const client = syncClient(ctx.app, account);
  const habits = [uuidv7(), uuidv7()];
  const created = await client.push(
    habits.map((id, i) => client.mutation('habit.create', { id, fields: { name: `Habit ${i}` } })),
  );
  expect(created.statusCode).toBe(200);
  const mutations = STEPS.map((step) =>
    client.mutation('entry.set', {
      habitId: habits[step.habit],
      date: addDays(TODAY, -step.day),
      completed: step.completed,
      value: step.value ?? 1,
      ...(step.skipped ? { skipped: true } : {}),
    }),
  );
  const results: unknown[] = [];
  if (oneAtATime) {
    // The reference: the single path, one write per check-in, as the REST routes take it.
    for (const step of mutations) {
      await ctx.app.writer.write(account.userId, 'entry.set', step.args as MutationArgs<'entry.set'>);
    }
    return { habits, results };
  }
  const response = await client.push(mutations);
  expect(response.statusCode).toBe(200);
  results.push(...response.json().data.results);
  return { habits, results };
}

async function stored(account: Account, habits: string[]) {
  const { db } = ctx.app.database;
  const entries = await db
    .selectFrom('entries')
    .select(['habit_id', 'date', 'completed', 'value', 'skipped'])
    .where('user_id', '=', account.userId)
    .orderBy('date')
    .execute();
  const streaks = await db
    .selectFrom('habit_streaks')
    .select(['habit_id', 'length', 'last_done', 'breaks_on', 'completed_count'])
    .where('habit_id', 'in', habits)
    .execute();
  const badges = await db
    .selectFrom('user_badges')
    .select('badge')
    .where('user_id', '=', account.userId)
    .orderBy('badge')
    .execute();
  const byHabit = (id: string) => habits.indexOf(id);
  return {
    entries: entries
      .map(({ habit_id, ...rest }) => ({ habit: byHabit(habit_id), ...rest }))
      .sort((a, b) => a.habit - b.habit || a.date.localeCompare(b.date)),
    streaks: streaks
      .map(({ habit_id, ...rest }) => ({ habit: byHabit(habit_id), ...rest }))
      .sort((a, b) => a.habit - b.habit),
    badges: badges.map((row) => row.badge),
  };
}

describe('a push of many check-ins', () => {
  it('leaves what the same check-ins leave written one at a time: entries, streak figures and badges', async () => {
    const batched = await registerUser(ctx.app);
    const single = await registerUser(ctx.app);
    const inOne = await pushSteps(batched, false);
    const oneByOne = await pushSteps(single, true);
    expect(inOne.results).toEqual(STEPS.map((_, i) => ({ id: 3 + i, status: 'ok' })));
    const expected = await stored(single, oneByOne.habits);
    expect(await stored(batched, inOne.habits)).toEqual(expected);
    // The case is not empty: a run of 12 with day 3 checked again, and the streak badge it earns.
    expect(expected.streaks.find((s) => s.habit === 0)).toMatchObject({ length: 12, last_done: TODAY });
    expect(expected.entries.find((e) => e.habit === 0 && e.date === addDays(TODAY, -3))).toMatchObject({
      completed: true,
      value: 4,
    });
    expect(expected.badges.length).toBeGreaterThan(0);
  });

  it('rejects the check-ins a rule refuses, in their places, and writes the rest', async () => {
    const account = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const theirs = syncClient(ctx.app, other);
    const mine = uuidv7();
    const foreign = uuidv7();
    await client.push([client.mutation('habit.create', { id: mine, fields: { name: 'Mine' } })]);
    await theirs.push([theirs.mutation('habit.create', { id: foreign, fields: { name: 'Theirs' } })]);
    const response = await client.push([
      client.mutation('entry.set', { habitId: mine, date: TODAY, completed: true, value: 1 }),
      client.mutation('entry.set', { habitId: mine, date: '2026-02-30', completed: true, value: 1 }),
      client.mutation('entry.set', { habitId: foreign, date: TODAY, completed: true, value: 1 }),
      client.mutation('entry.set', { habitId: mine, date: addDays(TODAY, -1), completed: true, value: 1 }),
    ]);
    expect(response.statusCode).toBe(200);
    const results = response.json().data.results;
    expect(results.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [2, 'ok'],
      [3, 'rejected'],
      [4, 'rejected'],
      [5, 'ok'],
    ]);
    expect(results[1].error).toBe('"2026-02-30" is not a calendar date');
    const theirEntries = await ctx.app.database.db
      .selectFrom('entries')
      .select('date')
      .where('habit_id', '=', foreign)
      .execute();
    expect(theirEntries).toEqual([]);
    const { entries } = await stored(account, [mine]);
    expect(entries.map((e) => e.date)).toEqual([addDays(TODAY, -1), TODAY]);
  });

  it('finds a habit named by its id in capitals, as the database does', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const habitId = uuidv7();
    await client.push([client.mutation('habit.create', { id: habitId, fields: { name: 'Read' } })]);
    const response = await client.push([
      client.mutation('entry.set', {
        habitId: habitId.toUpperCase(),
        date: TODAY,
        completed: true,
        value: 1,
      }),
    ]);
    expect(response.json().data.results).toEqual([{ id: 2, status: 'ok' }]);
    expect((await stored(account, [habitId])).entries).toMatchObject([
      { habit: 0, date: TODAY, completed: true },
    ]);
  });

  it('awards streak badges only for a day that ends the streak, as one at a time does', async () => {
    // Today first, then the six days before it: the days filled in behind today never end the
    // streak, so the seven-day run earns no streak badge, by either path.
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const habitId = uuidv7();
    await client.push([client.mutation('habit.create', { id: habitId, fields: { name: 'Read' } })]);
    for (let day = 0; day < 7; day += 1) {
      await client.push([
        client.mutation('entry.set', { habitId, date: addDays(TODAY, -day), completed: true, value: 1 }),
      ]);
    }
    const reference = await registerUser(ctx.app);
    const other = syncClient(ctx.app, reference);
    const theirs = uuidv7();
    await other.push([other.mutation('habit.create', { id: theirs, fields: { name: 'Read' } })]);
    for (let day = 0; day < 7; day += 1) {
      await ctx.app.writer.write(reference.userId, 'entry.set', {
        habitId: theirs,
        date: addDays(TODAY, -day),
        completed: true,
        value: 1,
      });
    }
    const badges = (await stored(account, [habitId])).badges;
    expect(badges).toEqual((await stored(reference, [theirs])).badges);
    expect(badges).toEqual(['first-check-in']);
  });

  it('tells the group of each check-in of a group habit, as one at a time would', async () => {
    const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
    const member = await registerUser(ctx.app, { name: 'Mia Member' });
    const groupId = await createGroup(ctx.app, owner, { name: 'Readers' });
    await join(ctx.app, owner, groupId, member);
    const created = await call(ctx.app, owner, 'POST', `/api/workspaces/${groupId}/habits`, {
      name: 'Read',
    });
    const adopted = await call(
      ctx.app,
      member,
      'POST',
      `/api/workspaces/${groupId}/habits/${created.json().habit._id}/adopt`,
      { personalSettings: { shareProgress: 'full' } },
    );
    const habitId: string = adopted.json().habit._id;
    const client = syncClient(ctx.app, member);
    const response = await client.push([
      client.mutation('entry.set', { habitId, date: addDays(TODAY, -2), completed: true, value: 1 }),
      client.mutation('entry.set', { habitId, date: TODAY, completed: true, value: 1 }),
    ]);
    expect(response.statusCode).toBe(200);
    const { activities } = (await call(ctx.app, owner, 'GET', `/api/workspaces/${groupId}/activity`)).json();
    const types = activities.map((a: { type: string }) => a.type);
    expect(types).toContain('habit_completed');
    expect(types).toContain('habit_backfilled');
  });
});
