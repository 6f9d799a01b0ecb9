import { describe, expect, it } from 'vitest';
import type { KeptSending } from '../session/kept-changes';
import { syncRound } from './sync-round';

describe('syncRound', () => {
  it("syncs the person's other changes when a kept batch keeps failing, and reports that on its own", async () => {
    const steps: string[] = [];
    const reported: KeptSending[] = [];
    const failure = new Error('Server answered 500');
    await syncRound(
      async () => {
        steps.push('kept');
        return { sent: 0, failure };
      },
      async () => {
        steps.push('sync');
      },
      (outcome) => reported.push(outcome),
    );
    expect(steps).toEqual(['kept', 'sync']);
    expect(reported).toEqual([{ sent: 0, failure }]);
  });

  it('syncs even when sending the kept batches throws (the lock or the kept store failed)', async () => {
    let synced = false;
    const reported: KeptSending[] = [];
    await syncRound(
      () => Promise.reject(new Error('The lock request was aborted')),
      async () => {
        synced = true;
      },
      (outcome) => reported.push(outcome),
    );
    expect(synced).toBe(true);
    expect(reported[0]?.failure).toBeInstanceOf(Error);
  });

  it("throws the engine's own failure, after the kept outcome is reported", async () => {
    const reported: KeptSending[] = [];
    const round = syncRound(
      async () => ({ sent: 2, failure: null }),
      () => Promise.reject(new Error('offline')),
      (outcome) => reported.push(outcome),
    );
    await expect(round).rejects.toThrow('offline');
    expect(reported).toEqual([{ sent: 2, failure: null }]);
  });
});
