import { describe, expect, it } from 'vitest';
import { MemoryLimitStore } from '../../src/services/limits/limit-store';

/** The in-memory store on a clock the test moves: windows end, leases run out, memory is given back. */
describe('MemoryLimitStore', () => {
  function store() {
    let now = 1_000_000;
    return { limits: new MemoryLimitStore(() => now), advance: (ms: number) => (now += ms) };
  }

  it('counts within a window and starts again once it ends', async () => {
    const { limits, advance } = store();
    expect(await limits.hit('k', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    advance(59_000);
    expect(await limits.hit('k', 60_000)).toEqual({ count: 2, ttlMs: 1_000 });
    advance(1_000);
    expect(await limits.hit('k', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
  });

  it('gives a lease to at most max holders, and a lease that is not renewed runs out', async () => {
    const { limits, advance } = store();
    expect(await limits.acquire('k', 'a', 1, 10_000)).toBe(true);
    expect(await limits.acquire('k', 'b', 1, 10_000)).toBe(false);
    advance(9_000);
    await limits.renew('k', 'a', 10_000);
    advance(9_000);
    expect(await limits.acquire('k', 'b', 1, 10_000)).toBe(false);
    // A holder that died (never released) frees its place when its lease ends.
    advance(1_001);
    expect(await limits.acquire('k', 'b', 1, 10_000)).toBe(true);
    await limits.release('k', 'b');
    expect(await limits.acquire('k', 'c', 1, 10_000)).toBe(true);
  });

  it('forgets ended windows once many keys are held, so memory follows the live ones', async () => {
    const { limits, advance } = store();
    for (let i = 0; i <= 10_001; i += 1) await limits.hit(`k${i}`, 1_000);
    advance(1_000);
    await limits.hit('fresh', 1_000);
    const windows = (limits as unknown as { windows: Map<string, unknown> }).windows;
    expect(windows.size).toBe(1);
  });
});
