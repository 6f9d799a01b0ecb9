import { formatHlc, uuidv7 } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { push } from '../../src/sync/push';
import type { Writer } from '../../src/sync/writer';
import { registerUser, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

describe('push when the database refuses some data', () => {
  it('rejects only the culprit and keeps the rest of the batch', async () => {
    const account = await registerUser(ctx.app);
    const real = ctx.app.writer;
    // A writer whose layout writes hit a constraint the schema did not foresee.
    const writer: Writer = {
      ...real,
      apply: (trx, userId, version, name, args, hlc) => {
        if (name === 'layout.save')
          throw Object.assign(new Error('violates check constraint'), { code: '23514' });
        return real.apply(trx, userId, version, name, args, hlc);
      },
    };
    const clientId = uuidv7();
    const hlc = (n: number) => formatHlc({ physical: Date.now() + n, counter: 0, node: clientId });
    const habitId = uuidv7();
    const result = await push(ctx.app.database.db, writer, account.userId, {
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
    expect(result.lastMutationId).toBe(3);
    expect(result.results).toEqual([
      { id: 1, status: 'ok' },
      { id: 2, status: 'rejected', error: 'The server could not store this change' },
      { id: 3, status: 'ok' },
    ]);
    const habit = await ctx.app.database.db
      .selectFrom('habits')
      .select('name')
      .where('id', '=', habitId)
      .executeTakeFirst();
    expect(habit?.name).toBe('Read');
  });
});
