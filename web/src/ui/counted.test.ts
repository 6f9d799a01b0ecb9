import { describe, expect, it } from 'vitest';
import { counted } from './counted';

describe('counted', () => {
  it('uses the singular for exactly one', () => {
    expect(counted(1, 'member', 'members')).toBe('1 member');
    expect(counted(0, 'member', 'members')).toBe('0 members');
    expect(counted(3, 'habit', 'habits')).toBe('3 habits');
  });
});
