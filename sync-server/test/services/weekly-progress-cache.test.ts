import { describe, expect, it } from 'vitest';
import { WeeklyProgressCache } from '../../src/services/weekly-progress-cache';

const week = (percent: number) => ({ percent, completed: percent, due: 100 });

describe('WeeklyProgressCache', () => {
  it('answers only under the fingerprint and week it was stored with', () => {
    const cache = new WeeklyProgressCache();
    cache.set('g1', '2026-11-16', '2026-11-19', '10/1', week(60));
    expect(cache.get('g1', '2026-11-16', '2026-11-19', '10/1')).toEqual(week(60));
    expect(cache.get('g1', '2026-11-16', '2026-11-19', '11/1')).toBeUndefined();
    expect(cache.get('g1', '2026-11-16', '2026-11-20', '10/1')).toBeUndefined();
    cache.set('g2', '2026-11-16', '2026-11-19', '3/1', null);
    expect(cache.get('g2', '2026-11-16', '2026-11-19', '3/1')).toBeNull();
  });

  it('forgets the least recently used entry beyond its capacity', () => {
    const cache = new WeeklyProgressCache(2);
    cache.set('a', 'f', 't', 'x', week(1));
    cache.set('b', 'f', 't', 'x', week(2));
    cache.get('a', 'f', 't', 'x');
    cache.set('c', 'f', 't', 'x', week(3));
    expect(cache.get('b', 'f', 't', 'x')).toBeUndefined();
    expect(cache.get('a', 'f', 't', 'x')).toEqual(week(1));
    expect(cache.get('c', 'f', 't', 'x')).toEqual(week(3));
  });
});
