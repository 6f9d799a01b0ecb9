import { describe, expect, it } from 'vitest';
import { fisherGreater, fisherTwoSided, seededRandom, shuffleInPlace } from './significance';

describe('Fisher exact test', () => {
  it('matches known values (R: fisher.test)', () => {
    // The lady tasting tea: 3 of 4 right on each side.
    const tea = { withDone: 3, withDays: 4, withoutDone: 1, withoutDays: 4 };
    expect(fisherGreater(tea)).toBeCloseTo(0.2429, 4);
    expect(fisherTwoSided(tea)).toBeCloseTo(0.4857, 4);
    // fisher.test(matrix(c(27, 3, 6, 24), 2)) -> p < 1e-7; one-sided 'greater' is half-ish.
    const strong = { withDone: 27, withDays: 30, withoutDone: 6, withoutDays: 30 };
    expect(fisherTwoSided(strong)).toBeLessThan(1e-6);
    expect(fisherGreater(strong)).toBeLessThan(fisherTwoSided(strong));
  });

  it('gives 1 for no difference in the claimed direction, and at most 1 always', () => {
    expect(fisherGreater({ withDone: 0, withDays: 10, withoutDone: 10, withoutDays: 10 })).toBeCloseTo(1, 9);
    expect(fisherTwoSided({ withDone: 5, withDays: 10, withoutDone: 5, withoutDays: 10 })).toBeCloseTo(1, 9);
    expect(fisherTwoSided({ withDone: 0, withDays: 0, withoutDone: 0, withoutDays: 0 })).toBe(1);
  });
});

describe('seeded generator', () => {
  it('repeats for the same seed and shuffles to a permutation', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    shuffleInPlace(items, seededRandom(1));
    expect([...items].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(items).not.toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
