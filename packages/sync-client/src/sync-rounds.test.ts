import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import type { PullData } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { HabitatDb } from './db';
import { SyncEngine } from './engine';
import { mutate } from './mutations';
import { DEVICE_OWNER_KEY } from './owner';
import { checkPull } from './pulled-schema';
import type { PushOutcome, SyncTransport } from './transport';

const passThrough = <T>(_name: string, task: () => Promise<T>) => task();

function emptyPull(): PullData {
  return {
    lastMutationId: 0,
    cursors: {},
    reset: [],
    hasMore: false,
    changes: { habits: [], entries: [], layouts: [], preferences: [], routines: [] },
    serverTime: 0,
  };
}

/**
 * A server whose clock and pull answers wait until the test lets them go, so a test can ask for
 * syncs at a chosen point of a running round. Counts pulls and the mutation ids pushed.
 */
function heldTransport() {
  const held: { clock: (() => void)[]; pull: (() => void)[] } = { clock: [], pull: [] };
  const asked = { pulls: 0, pushed: [] as number[] };
  const waitFor = (queue: (() => void)[]) => new Promise<void>((resolve) => queue.push(resolve));
  const transport: SyncTransport = {
    async push(body): Promise<PushOutcome> {
      asked.pushed.push(...body.mutations.map((m) => m.id));
      const last = body.mutations.at(-1)?.id ?? 0;
      return {
        ok: {
          lastMutationId: last,
          results: body.mutations.map((m) => ({ id: m.id, status: 'ok' as const })),
          serverTime: 0,
        },
      };
    },
    async pull() {
      asked.pulls += 1;
      await waitFor(held.pull);
      return emptyPull();
    },
    async time(clock) {
      await waitFor(held.clock);
      const at = clock.now();
      return { serverTime: at, sentAt: at, receivedAt: at, roundTripMs: 1 };
    },
  };
  /** Lets the next held answer of `kind` go, once the round has asked for it. */
  const release = async (kind: 'clock' | 'pull') => {
    while (held[kind].length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    held[kind].shift()?.();
  };
  return { transport, asked, release };
}

async function ownedDevice() {
  const db = new HabitatDb(`test-${uuidv7()}`);
  await db.meta.put({ key: DEVICE_OWNER_KEY, value: 'alice' });
  return db;
}

describe('syncs asked for during a running sync', () => {
  it('are answered by its pull when they come before it: one pull for three asks', async () => {
    const db = await ownedDevice();
    const { transport, asked, release } = heldTransport();
    const engine = new SyncEngine(db, transport, { person: 'alice', lock: passThrough, checkPull });
    const first = engine.sync();
    // The event stream's first poke and the device's claim, while the round measures the clock.
    const second = engine.sync();
    const third = engine.sync();
    await release('clock');
    await release('pull');
    await Promise.all([first, second, third]);
    expect(asked.pulls).toBe(1);
  });

  it('make it go round once more when they come after its pull was sent', async () => {
    const db = await ownedDevice();
    const { transport, asked, release } = heldTransport();
    const engine = new SyncEngine(db, transport, { person: 'alice', lock: passThrough, checkPull });
    const first = engine.sync();
    await release('clock');
    while (asked.pulls === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    // A poke now may announce a change the pull on its way was answered without.
    const later = engine.sync();
    await release('pull');
    await release('pull');
    await Promise.all([first, later]);
    expect(asked.pulls).toBe(2);
  });

  it('still push a change queued before the pull is answered, in the same sync', async () => {
    const db = await ownedDevice();
    const { transport, asked, release } = heldTransport();
    const engine = new SyncEngine(db, transport, { person: 'alice', lock: passThrough, checkPull });
    const first = engine.sync();
    await release('clock');
    while (asked.pulls === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    await mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Read' } }, { owner: 'alice' });
    await release('pull');
    // The round finds the change unpushed after its pull and goes round again: a push, a pull.
    await release('pull');
    await first;
    expect(asked.pushed).toEqual([1]);
  });
});
