// Before anything loads Dexie, which takes IndexedDB from the global scope as it loads.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { chaosSeed } from './random';
import { runChaos } from './scenario';

/**
 * The chaos run of `npm run chaos` (docs/reliability.md), short: six rounds on this project's
 * database, with one kill -9 mid-push, one full disk (where a tmpfs can be mounted), the flaky
 * proxy, skewed clocks and the month offline. The seed is in the message of every assertion; replay a
 * failure with `CHAOS_SEED=<seed> npx vitest run test/chaos/chaos.test.ts` in sync-server
 * (CHAOS_VERBOSE=1 shows the rounds).
 */
const database = process.env.HABITAT_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
// Above randomPort()'s range (4500–8499): no other server test, running beside this one, takes it.
const port = Number(process.env.CHAOS_PORT ?? 8560) + (database === 'postgres' ? 2 : 0);

describe('the chaos run, short', () => {
  it('loses nothing acknowledged, duplicates nothing and converges through kills, a flaky network, skewed clocks, a full disk and a month offline', async () => {
    const seed = chaosSeed();
    const replay = `replay with CHAOS_SEED=${seed}`;
    const result = await runChaos({
      database,
      seed,
      rounds: 6,
      kills: 1,
      diskFullEpisodes: 1,
      offlineDays: 30,
      port,
      bundle: false,
      timeoutMs: 2000,
      // CHAOS_VERBOSE=1 shows the run's progress.
      log: process.env.CHAOS_VERBOSE
        ? (line) => console.log(`[${Math.round(performance.now() / 1000)} s] ${line}`)
        : () => {},
    });
    const { checks } = result;
    expect(checks.lost, replay).toEqual([]);
    expect(checks.duplicated, replay).toEqual([]);
    expect(checks.differences, replay).toEqual([]);
    expect(checks.converged, replay).toBe(true);
    expect(checks.unconfirmed, replay).toEqual([]);
    expect(checks.refused, replay).toEqual([]);
    expect(checks.present, replay).toBe(checks.acknowledged);
    expect(
      result.devices.flatMap((device) => device.errors),
      replay,
    ).toEqual([]);
    expect(result.unexpectedExits, replay).toEqual([]);
    expect(
      result.failedStarts.filter((start) => !start.diskFull),
      replay,
    ).toEqual([]);
    expect(result.finalExitCode, replay).toBe(0);
    // The faults happened: a kill, requests cut, the month's changes sent.
    expect(result.faults.kills, replay).toBe(1);
    expect(result.proxy.exchanges, replay).toBeGreaterThan(20);
    expect(result.offline.writes, replay).toBeGreaterThanOrEqual(90);
    expect(checks.acknowledged, replay).toBeGreaterThan(100);
  }, 180_000);
});
