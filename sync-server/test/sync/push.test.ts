import { formatHlc, uuidv7 } from '@habitat/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { push } from '../../src/sync/push';
import type { Writer } from '../../src/sync/writer';
import { syncClient } from '../helpers/sync-client';
import { bearer, registerUser, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

async function storedName(habitId: string) {
  const habit = await ctx.app.database.db
    .selectFrom('habits')
    .select('name')
    .where('id', '=', habitId)
    .executeTakeFirst();
  return habit?.name;
}

type Apply = Writer['apply'];

/**
 * Two ways the database refuses a layout: a constraint the schema did not foresee, and an error it
 * raises itself, which aborts the transaction (so the culprit's failure must not be caught inside
 * it, or its commit fails and the whole push answers 500).
 */
const refusals: Array<[string, (real: Apply) => Apply]> = [
  [
    'a constraint violation',
    (real) => (trx, userId, version, name, args, hlc) => {
      if (name === 'layout.save')
        throw Object.assign(new Error('violates check constraint'), { code: '23514' });
      return real(trx, userId, version, name, args, hlc);
    },
  ],
  [
    'an error that aborts the transaction',
    (real) => async (trx, userId, version, name, args, hlc) => {
      if (name === 'layout.save') await sql`select 1 / 0`.execute(trx);
      return real(trx, userId, version, name, args, hlc);
    },
  ],
];

describe('push when the database refuses some data', () => {
  it.each(refusals)(
    'rejects only the culprit of %s, commits the rest, and the next push goes through',
    async (_label, refusing) => {
      const account = await registerUser(ctx.app);
      const writer: Writer = { ...ctx.app.writer, apply: refusing(ctx.app.writer.apply) };
      const clientId = uuidv7();
      const hlc = (n: number) => formatHlc({ physical: Date.now() + n, counter: 0, node: clientId });
      const habitId = uuidv7();
      const first = await push({ writer, sync: ctx.app.repos.sync }, account.userId, {
        clientId,
        mutations: [
          { id: 1, name: 'habit.create', args: { id: habitId, fields: { name: 'Read' } }, hlc: hlc(1) },
          { id: 2, name: 'layout.save', args: { key: 'dashboard', widgets: [] }, hlc: hlc(2) },
          {
            id: 3,
            name: 'entry.set',
            args: { habitId, date: '2026-11-20', completed: true, value: 1 },
            hlc: hlc(3),
          },
        ],
      });
      expect(first.lastMutationId).toBe(3);
      expect(first.results).toEqual([
        { id: 1, status: 'ok' },
        { id: 2, status: 'rejected', error: 'The server could not store this change' },
        { id: 3, status: 'ok' },
      ]);
      const second = await push({ writer, sync: ctx.app.repos.sync }, account.userId, {
        clientId,
        mutations: [
          { id: 4, name: 'layout.save', args: { key: 'dashboard', widgets: [] }, hlc: hlc(4) },
          { id: 5, name: 'habit.update', args: { id: habitId, patch: { name: 'Read more' } }, hlc: hlc(5) },
        ],
      });
      expect(second.lastMutationId).toBe(5);
      expect(second.results.map((r) => r.status)).toEqual(['rejected', 'ok']);
      expect(await storedName(habitId)).toBe('Read more');
      expect(await ctx.app.database.db.selectFrom('entries').select('date').execute()).toHaveLength(1);
    },
  );
});

describe('hostile text in a queued change', () => {
  it.each([
    ['U+0000 in a habit name', 'habit.update', (id: string) => ({ id, patch: { name: 'Re\u0000ad' } })],
    [
      'a lone surrogate in a habit name',
      'habit.update',
      (id: string) => ({ id, patch: { name: 'Read \uD83D' } }),
    ],
    ['U+0000 in a layout filter', 'layout.save', () => ({ key: 'dashboard', filters: { 'x\u0000': 'y' } })],
    ['a 3 MB layout', 'layout.save', () => ({ key: 'dashboard', widgets: ['x'.repeat(3 * 1024 * 1024)] })],
  ])('rejects %s alone and the queue moves on', async (_label, name, args) => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const habitId = uuidv7();
    const response = await client.push([
      client.mutation('habit.create', { id: habitId, fields: { name: 'Read' } }),
      client.mutation(name, args(habitId)),
      client.mutation('entry.set', { habitId, date: '2026-11-20', completed: true, value: 1 }),
    ]);
    expect(response.statusCode).toBe(200);
    const { results, lastMutationId } = response.json().data;
    expect(lastMutationId).toBe(3);
    expect(results.map((r: { status: string }) => r.status)).toEqual(['ok', 'rejected', 'ok']);
    expect(results[1].error).toMatch(/NUL|Unicode|nested|larger/);
    const next = await client.push([
      client.mutation('habit.update', { id: habitId, patch: { name: 'Read more' } }),
    ]);
    expect(next.json().data.results).toEqual([{ id: 4, status: 'ok' }]);
    expect(await storedName(habitId)).toBe('Read more');
  });

  it('stores names in NFC, as the client does', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const habitId = uuidv7();
    await client.push([client.mutation('habit.create', { id: habitId, fields: { name: 'Cafe\u0301' } })]);
    expect(await storedName(habitId)).toBe('Caf\u00e9');
  });

  it('rejects a layout nested 20,000 deep alone (a body no JSON.stringify could even write)', async () => {
    const account = await registerUser(ctx.app);
    const client = syncClient(ctx.app, account);
    const habitId = uuidv7();
    const create = client.mutation('habit.create', { id: habitId, fields: { name: 'Read' } });
    const entry = client.mutation('entry.set', { habitId, date: '2026-11-20', completed: true, value: 1 });
    const deep = `${'['.repeat(20_000)}{"i":"w"}${']'.repeat(20_000)}`;
    const layout = `{"id":2,"name":"layout.save","hlc":"${client.hlc()}","args":{"key":"dashboard","widgets":${deep}}}`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { ...bearer(account.token), 'content-type': 'application/json' },
      payload: `{"clientId":"${client.clientId}","mutations":[${JSON.stringify({ ...create, id: 1 })},${layout},${JSON.stringify({ ...entry, id: 3 })}]}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.results).toEqual([
      { id: 1, status: 'ok' },
      { id: 2, status: 'rejected', error: 'This document is nested more than 10 levels deep' },
      { id: 3, status: 'ok' },
    ]);
  });
});
