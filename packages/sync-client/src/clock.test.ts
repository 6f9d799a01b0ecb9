import { formatHlc, parseHlc } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { CLOCK_TOLERANCE_MS, correctedLastHlc, measuredOffset, type Queued, restampQueue } from './clock';

const NOW = 1_800_000_000_000;
const YEAR = 365 * 86_400_000;
const stamp = (physical: number, counter = 0) => formatHlc({ physical, counter, node: 'device' });

describe('measuredOffset', () => {
  it('reads the server clock at the middle of the round trip', () => {
    expect(measuredOffset(NOW, NOW - 200, NOW + 200)).toBe(0);
    expect(measuredOffset(NOW, NOW + YEAR - 50, NOW + YEAR + 50)).toBe(-YEAR);
  });
});

describe('restampQueue', () => {
  it('leaves a queue alone when no stamp runs ahead of the corrected clock', () => {
    const queue: Queued[] = [
      { id: 1, hlc: stamp(NOW - 60_000), createdAt: NOW - 60_000 },
      { id: 2, hlc: stamp(NOW + CLOCK_TOLERANCE_MS), createdAt: NOW },
    ];
    expect(restampQueue(queue, { offset: 0, now: NOW, node: 'device' })).toBeNull();
  });

  it('stamps writes made a year ahead at the moment they were made, in queue order', () => {
    const queue: Queued[] = [
      { id: 7, hlc: stamp(NOW + YEAR - 30_000), createdAt: NOW + YEAR - 30_000 },
      { id: 8, hlc: stamp(NOW + YEAR - 30_000, 1), createdAt: NOW + YEAR - 30_000 },
      { id: 9, hlc: stamp(NOW + YEAR - 10_000), createdAt: NOW + YEAR - 10_000 },
    ];
    const restamped = restampQueue(queue, { offset: -YEAR, now: NOW, node: 'device' }) ?? [];
    expect(restamped.map((item) => item.id)).toEqual([7, 8, 9]);
    expect(restamped.map((item) => parseHlc(item.hlc))).toEqual([
      { physical: NOW - 30_000, counter: 0, node: 'device' },
      { physical: NOW - 30_000, counter: 1, node: 'device' },
      { physical: NOW - 10_000, counter: 0, node: 'device' },
    ]);
  });

  it('never stamps later than now, nor later than the write that followed', () => {
    // Made while the clock was a year ahead, then the clock was set right before any sync.
    const queue: Queued[] = [
      { id: 1, hlc: stamp(NOW + YEAR), createdAt: NOW + YEAR },
      { id: 2, hlc: stamp(NOW + YEAR, 1), createdAt: NOW - 1000 },
    ];
    const restamped = restampQueue(queue, { offset: 0, now: NOW, node: 'device' }) ?? [];
    expect(restamped.map((item) => item.hlc)).toEqual([stamp(NOW - 1000), stamp(NOW - 1000, 1)]);
    const late: Queued[] = [{ id: 1, hlc: stamp(NOW + YEAR), createdAt: NOW + YEAR }];
    expect(restampQueue(late, { offset: 0, now: NOW, node: 'device' })?.[0]?.hlc).toBe(stamp(NOW));
  });

  it('keeps the stamp of a write made while the clock was known, and orders the others before it', () => {
    // A write stamped right (offset known), then the clock was set a year ahead and written with
    // again before the next sync measured it: only the future stamp moves, and not past the next.
    const queue: Queued[] = [
      { id: 1, hlc: stamp(NOW - 60_000), createdAt: NOW - 60_000 },
      { id: 2, hlc: stamp(NOW + YEAR - 30_000), createdAt: NOW + YEAR - 30_000 },
      { id: 3, hlc: stamp(NOW - 10_000), createdAt: NOW - 10_000 },
    ];
    const restamped = restampQueue(queue, { offset: -YEAR, now: NOW, node: 'device' }) ?? [];
    expect(restamped[0]?.hlc).toBe(stamp(NOW - 60_000));
    expect(restamped[1]?.hlc).toBe(stamp(NOW - 30_000));
    expect(restamped[2]?.hlc).toBe(stamp(NOW - 10_000));
    const stamps = restamped.map((item) => item.hlc);
    expect([...stamps].sort()).toEqual(stamps);
  });
});

describe('correctedLastHlc', () => {
  it('brings a last stamp from the future down to the corrected clock', () => {
    expect(correctedLastHlc(stamp(NOW + YEAR), stamp(NOW - 5), NOW)).toBe(stamp(NOW - 5));
    expect(correctedLastHlc(stamp(NOW + YEAR), null, NOW)).toBeNull();
    expect(correctedLastHlc(stamp(NOW - 5), null, NOW)).toBe(stamp(NOW - 5));
  });
});
