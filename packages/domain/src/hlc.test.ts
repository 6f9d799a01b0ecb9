import { describe, expect, it } from 'vitest';
import { acceptHlc, compareHlc, formatHlc, isHlc, parseHlc, receiveHlc, tickHlc } from './hlc';
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

  it('keeps a device stamp no later than the moment the server received it', () => {
    const now = 1_800_000_000_000;
    const past = formatHlc({ physical: now - 86_400_000, counter: 4, node: 'offline' });
    expect(acceptHlc(null, past, now)).toBe(past);
    const exact = formatHlc({ physical: now, counter: 0, node: 'fine' });
    expect(acceptHlc(null, exact, now)).toBe(exact);
  });

  it('stamps a write from the future at its receipt, after the scope’s latest, in order', () => {
    const now = 1_800_000_000_000;
    const nextYear = formatHlc({ physical: now + 365 * 86_400_000, counter: 0, node: 'ahead' });
    const latest = formatHlc({ physical: now, counter: 7, node: 'server' });
    const first = acceptHlc(latest, nextYear, now);
    expect(parseHlc(first)).toEqual({ physical: now, counter: 8, node: 'ahead' });
    const second = acceptHlc(first, nextYear, now);
    expect(compareHlc(first, second)).toBe(-1);
    expect(parseHlc(acceptHlc(latest, nextYear, now + 5)).physical).toBe(now + 5);
    // A second ahead is ahead too: no write takes effect later than its receipt.
    const slightly = formatHlc({ physical: now + 1000, counter: 0, node: 'ahead' });
    expect(parseHlc(acceptHlc(null, slightly, now)).physical).toBe(now);
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

  it('sorts ids made within one millisecond in the order they were made', () => {
    const ids = Array.from({ length: 500 }, () => uuidv7(1_700_000_000_500));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(500);
    expect(ids.every((id) => isUuid(id) && id[14] === '7')).toBe(true);
  });

  it("keeps counting past a millisecond's sequence by moving on to the next millisecond", () => {
    const ids = Array.from({ length: 5000 }, () => uuidv7(1_700_000_001_000));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(5000);
  });
});
