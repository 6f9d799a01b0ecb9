import { describe, expect, it } from 'vitest';
import { awaySince } from './group-away';

describe('a member away from a group', () => {
  it('is away once the group’s days pass with no check-in, from their last one', () => {
    expect(awaySince('2026-11-10', '2026-10-01', '2026-11-17', 7)).toBe('2026-11-10');
    expect(awaySince('2026-11-11', '2026-10-01', '2026-11-17', 7)).toBeNull();
  });

  it('counts a newcomer from the day they joined, not before', () => {
    expect(awaySince(null, '2026-11-12', '2026-11-17', 7)).toBeNull();
    expect(awaySince(null, '2026-11-10', '2026-11-17', 7)).toBe('2026-11-10');
    expect(awaySince('2026-09-01', '2026-11-12', '2026-11-17', 7)).toBeNull();
  });
});
