import { describe, expect, it } from 'vitest';
import { WeeklyProgressCache } from '../../src/services/weekly-progress-cache';

describe('WeeklyProgressCache', () => {
  it('answers only under the fingerprint and week it was stored with', () => {
    const cache = new WeeklyProgressCache();
    cache.set('g1', '2026-11-16', '2026-11-19', '10/1', 60);
    expect(cache.get('g1', '2026-11-16', '2026-11-19', '10/1')).toBe(60);
    expect(cache.get('g1', '2026-11-16', '2026-11-19', '11/1')).toBeUndefined();
    expect(cache.get('g1', '2026-11-16', '2026-11-20', '10/1')).toBeUndefined();
    cache.set('g2', '2026-11-16', '2026-11-19', '3/1', null);
    expect(cache.get('g2', '2026-11-16', '2026-11-19', '3/1')).toBeNull();
  });

  it('forgets the least recently used entry beyond its capacity', () => {
    const cache = new WeeklyProgressCache(2);
    cache.set('a', 'f', 't', 'x', 1);
    cache.set('b', 'f', 't', 'x', 2);
    cache.get('a', 'f', 't', 'x');
    cache.set('c', 'f', 't', 'x', 3);
    expect(cache.get('b', 'f', 't', 'x')).toBeUndefined();
    expect(cache.get('a', 'f', 't', 'x')).toBe(1);
    expect(cache.get('c', 'f', 't', 'x')).toBe(3);
  });
});
