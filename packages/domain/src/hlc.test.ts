import { describe, expect, it } from 'vitest';
import { acceptHlc, clampHlc, compareHlc, formatHlc, isHlc, parseHlc, receiveHlc, tickHlc } from './hlc';
import { isUuid, uuidv7 } from './ids';

describe('hlc', () => {
  it('orders by time, then counter, then node, as plain strings', () => {
    const a = formatHlc({ physical: 1000, counter: 5, node: 'b' });
    const b = formatHlc({ physical: 1001, counter: 0, node: 'a' });
    const c = formatHlc({ physical: 1001, counter: 0, node: 'b' });
    expect(compareHlc(a, b)).toBe(-1);
    expect(compareHlc(b, c)).toBe(-1);
    expect([c, a, b].sort()).toEqual([a, b, c]);
    expect(parseHlc(a)).toEqual({ physical: 1000, counter: 5, node: 'b' });
  });

  it('never goes backwards when the wall clock does', () => {
    const first = tickHlc(null, 'n', 5000);
    const second = tickHlc(first, 'n', 4000);
    const third = tickHlc(second, 'n', 4000);
    expect(compareHlc(first, second)).toBe(-1);
    expect(compareHlc(second, third)).toBe(-1);
    expect(parseHlc(third)).toMatchObject({ physical: 5000, counter: 2 });
  });

  it('moves past a remote timestamp it receives', () => {
    const remote = formatHlc({ physical: 9000, counter: 3, node: 'server' });
    const local = receiveHlc(tickHlc(null, 'n', 5000), remote, 'n', 5000);
    expect(compareHlc(remote, local)).toBe(-1);
    expect(compareHlc(local, tickHlc(local, 'n', 5000))).toBe(-1);
  });

  it('pulls a timestamp far in the future back to a minute ahead', () => {
    const now = 1_800_000_000_000;
    const future = formatHlc({ physical: now + 3 * 86_400_000, counter: 1, node: 'skewed' });
    expect(parseHlc(clampHlc(future, now))).toEqual({ physical: now + 60_000, counter: 1, node: 'skewed' });
    const fine = formatHlc({ physical: now + 30_000, counter: 0, node: 'ok' });
    expect(clampHlc(fine, now)).toBe(fine);
  });

  it('keeps two pulled-back timestamps of one device in their order', () => {
    const now = 1_800_000_000_000;
    const first = formatHlc({ physical: now + 2 * 86_400_000, counter: 0, node: 'ahead' });
    const second = formatHlc({ physical: now + 2 * 86_400_000 + 10_000, counter: 0, node: 'ahead' });
    const a = acceptHlc(first, now, null);
    const b = acceptHlc(second, now, a.lastPulledBack);
    expect(compareHlc(a.hlc, b.hlc)).toBe(-1);
    expect(parseHlc(b.hlc).physical).toBe(now + 60_000);
    const untouched = formatHlc({ physical: now, counter: 0, node: 'fine' });
    expect(acceptHlc(untouched, now, b.lastPulledBack)).toEqual({
      hlc: untouched,
      lastPulledBack: b.lastPulledBack,
    });
  });

  it('recognises its own format only', () => {
    expect(isHlc(tickHlc(null, 'client-1', Date.now()))).toBe(true);
    expect(isHlc('2026-11-21T10:00:00Z')).toBe(false);
    expect(isHlc(42)).toBe(false);
  });
});

describe('uuidv7', () => {
  it('is a version 7 UUID that sorts by creation time', () => {
    const early = uuidv7(1_700_000_000_000);
    const late = uuidv7(1_700_000_000_001);
    expect(isUuid(early)).toBe(true);
    expect(early[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(early[19]);
    expect(early < late).toBe(true);
    expect(uuidv7()).not.toBe(uuidv7());
  });
});
