import { uuidv7 } from '@habitat/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/services/limits/limit-table';
import { HEAVY_WORK_MESSAGES } from '../../../src/services/per-user-limit';
import type { Writer } from '../../../src/sync/writer';
import { call } from '../../helpers/groups';
import { syncClient } from '../../helpers/sync-client';
import { registerUser, useTestApp } from '../../helpers/test-app';

/**
 * Heavy requests have a per-person allowance (issue 17 fairness): past it they answer 429 with
 * Retry-After at once instead of queueing behind the same person's. The work in progress is held
 * at a gate, so the overlap is certain, not a matter of timing.
 */
const ctx = useTestApp();

/** Holds every call of a writer method until `open`; `reached` resolves once `count` calls wait. */
function gate<K extends 'writeMany'>(name: K, count: number) {
  const writer = ctx.app.writer as Writer;
  const real = writer[name];
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let waiting = 0;
  let arrived!: () => void;
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  writer[name] = (async (...args: unknown[]) => {
    waiting += 1;
    if (waiting === count) arrived();
    await opened;
    return (real as (...a: unknown[]) => unknown)(...args);
  }) as Writer[K];
  restore.push(() => {
    writer[name] = real;
  });
  return { open, reached };
}

const restore: Array<() => void> = [];
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

const LOOP = [
  {
    path: 'Habits.csv',
    text: 'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n001,Meditate,YES_NO,,,1,1,#4CAF50,,,0,false\n',
  },
  { path: '001 Meditate/Checkmarks.csv', text: '2026-03-10,2\n2026-03-09,2\n' },
];

describe('per-person limits on heavy requests', () => {
  it('answers a second import while the first runs with 429 and Retry-After, and the first lands', async () => {
    const account = await registerUser(ctx.app);
    const held = gate('writeMany', 1);
    const first = call(ctx.app, account, 'POST', '/api/users/import-data', {
      source: 'loop',
      files: LOOP,
      apply: true,
    });
    await held.reached;
    const second = await call(ctx.app, account, 'POST', '/api/users/import-data', {
      source: 'loop',
      files: LOOP,
      apply: false,
    });
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('5');
    expect(second.json()).toEqual({
      success: false,
      error: `${LIMITS.importsAtOnce.lead} Try again in 5 seconds.`,
    });
    // Someone else's import is not held up by it.
    const other = await registerUser(ctx.app);
    const theirs = await call(ctx.app, other, 'POST', '/api/users/import-data', {
      source: 'loop',
      files: LOOP,
      apply: false,
    });
    expect(theirs.statusCode).toBe(200);
    held.open();
    expect((await first).statusCode).toBe(200);
    // The allowance is given back: the next import goes through.
    const again = await call(ctx.app, account, 'POST', '/api/users/import-data', {
      source: 'loop',
      files: LOOP,
      apply: true,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.preview.entriesToAdd).toBe(0);
  });

  it('answers a push past the person’s two at once with 429 and Retry-After, and takes the next', async () => {
    const account = await registerUser(ctx.app);
    const device = syncClient(ctx.app, account);
    // Two pushes of this person in progress (their devices'), held open by the test.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { pushes } = ctx.app.heavyWork;
    const inProgress = [
      pushes.run(account.userId, () => released),
      pushes.run(account.userId, () => released),
    ];
    const refused = await device.push([
      device.mutation('habit.create', { id: uuidv7(), fields: { name: 'Read' } }, { id: 1 }),
    ]);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ success: false, error: HEAVY_WORK_MESSAGES.pushBusy });
    // Another person's push is not refused.
    const other = await registerUser(ctx.app);
    const theirs = syncClient(ctx.app, other);
    const accepted = await theirs.push([
      theirs.mutation('habit.create', { id: uuidv7(), fields: { name: 'Walk' } }),
    ]);
    expect(accepted.statusCode).toBe(200);
    release();
    await Promise.all(inProgress);
    expect(pushes.inUse(account.userId)).toBe(0);
    const retried = await device.push([
      device.mutation('habit.create', { id: uuidv7(), fields: { name: 'Read' } }, { id: 1 }),
    ]);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.results).toEqual([{ id: 1, status: 'ok' }]);
  });
});
