import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { HabitatDb } from './db';
import { type LockRunner, SyncEngine } from './engine';
import { mutate } from './mutations';
import { checkPull } from './pulled-schema';
import { httpTransport, SyncError } from './transport';
import { REQUEST_TOTAL_MS, type Timers, watchdog } from './watchdog';

/** Timers that move only when the test says: no test here waits for the real clock. */
function manualTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout(run, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(id);
          timer.run();
        }
      }
    },
    get armed() {
      return pending.size;
    },
  };
}

/** Lets promises already resolved run their callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fetch that never answers, but (like the platform's) rejects when its signal aborts. */
function hungFetch(seen: AbortSignal[]): typeof fetch {
  return ((_input: unknown, init?: RequestInit) => {
    if (init?.signal) seen.push(init.signal);
    return new Promise<Response>(() => undefined);
  }) as typeof fetch;
}

function outcome(promise: Promise<unknown>) {
  const state: { error?: unknown; done: boolean } = { done: false };
  promise.then(
    () => (state.done = true),
    (error: unknown) => {
      state.done = true;
      state.error = error;
    },
  );
  return state;
}

describe('watchdog', () => {
  it('gives up on an answer that trickles in for longer than the whole limit, and leaves no timer', () => {
    const clock = manualTimers();
    const dog = watchdog(15_000, clock.timers);
    for (let elapsed = 0; elapsed < REQUEST_TOTAL_MS - 10_000; elapsed += 10_000) {
      clock.advance(10_000);
      dog.restart();
    }
    expect(dog.signal.aborted).toBe(false);
    clock.advance(10_000);
    expect(dog.expired).toBe(true);
    dog.stop();
    expect(clock.armed).toBe(0);
  });

  it('keeps a stream meant to stay open for as long as it speaks', () => {
    const clock = manualTimers();
    const dog = watchdog(60_000, clock.timers, undefined, null);
    for (let minute = 0; minute < 60; minute += 1) {
      clock.advance(30_000);
      dog.restart();
    }
    expect(dog.signal.aborted).toBe(false);
    dog.stop();
    expect(clock.armed).toBe(0);
  });
});

describe('httpTransport timeouts', () => {
  it('aborts a push that never answers and fails it as a timeout', async () => {
    const clock = manualTimers();
    const signals: AbortSignal[] = [];
    const transport = httpTransport({
      token: () => 'token',
      fetchImpl: hungFetch(signals),
      timeoutMs: 15_000,
      timers: clock.timers,
    });
    const push = outcome(transport.push({ clientId: uuidv7(), mutations: [] }));
    await settle();
    clock.advance(14_999);
    await settle();
    expect(push.done).toBe(false);
    clock.advance(1);
    await settle();
    expect(push.error).toBeInstanceOf(SyncError);
    expect((push.error as SyncError).kind).toBe('timeout');
    expect(signals[0]?.aborted).toBe(true);
    expect(clock.armed).toBe(0);
  });

  it('aborts an answer whose body stops arriving, and lets one that keeps arriving finish', async () => {
    const clock = manualTimers();
    const encoder = new TextEncoder();
    let feed: ReadableStreamDefaultController<Uint8Array> | undefined;
    const streamed = (() =>
      Promise.resolve(
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              feed = controller;
            },
          }),
          { status: 200 },
        ),
      )) as unknown as typeof fetch;
    const transport = httpTransport({
      token: () => 'token',
      fetchImpl: streamed,
      timeoutMs: 1000,
      timers: clock.timers,
    });

    // Chunks 900 ms apart, 2.7 s in all: slow, but never silent for a whole second.
    const slow = outcome(transport.pull({ clientId: 'c', cursors: {}, limit: 10 }));
    const body = JSON.stringify({ data: { pulled: true } });
    await settle();
    for (const piece of [body.slice(0, 5), body.slice(5, 10), body.slice(10)]) {
      clock.advance(900);
      feed?.enqueue(encoder.encode(piece));
      await settle();
    }
    feed?.close();
    await settle();
    expect(slow).toEqual({ done: true });

    // Half an answer, then nothing.
    const stalled = outcome(transport.pull({ clientId: 'c', cursors: {}, limit: 10 }));
    await settle();
    feed?.enqueue(encoder.encode('{"data":'));
    await settle();
    clock.advance(1000);
    await settle();
    expect((stalled.error as SyncError).kind).toBe('timeout');
  });

  it('reads a refused connection as offline, not as a timeout', async () => {
    const refused = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const transport = httpTransport({
      token: () => 'token',
      fetchImpl: refused,
      timers: manualTimers().timers,
    });
    await expect(transport.pull({ clientId: 'c', cursors: {}, limit: 10 })).rejects.toMatchObject({
      kind: 'offline',
    });
  });
});

describe('a hung sync', () => {
  it('lets go of the shared sync lock once its request times out, so another tab can sync', async () => {
    // The lock every tab and the service worker take in turn (Web Locks in the browser).
    let tail: Promise<unknown> = Promise.resolve();
    const lock: LockRunner = (_name, task) => {
      const run = tail.then(task);
      tail = run.catch(() => undefined);
      return run;
    };
    const clock = manualTimers();
    const db = new HabitatDb(`test-${uuidv7()}`);
    await mutate(db, 'habit.create', { id: uuidv7(), fields: { name: 'Read' } });
    const hung = new SyncEngine(
      db,
      httpTransport({
        token: () => 'token',
        fetchImpl: hungFetch([]),
        timeoutMs: 15_000,
        timers: clock.timers,
      }),
      { lock, checkPull },
    );
    const firstTab = outcome(hung.sync());
    const secondTab = outcome(lock('habitat-sync', async () => 'synced'));
    await settle();
    await settle();
    expect(secondTab.done).toBe(false);

    clock.advance(15_000);
    await settle();
    await settle();
    expect((firstTab.error as SyncError).kind).toBe('timeout');
    expect(secondTab).toEqual({ done: true });
    // Nothing was lost on the way: the change still waits to be sent.
    expect(await db.outbox.count()).toBe(1);
  });
});
