import { describe, expect, it } from 'vitest';
import { displayName, firstName, initial } from './names';

describe('names', () => {
  it('shows name, then username, then User', () => {
    expect(displayName({ name: 'Ada Lovelace', username: 'ada' })).toBe('Ada Lovelace');
    expect(displayName({ name: '  ', username: 'ada' })).toBe('ada');
    expect(displayName({ name: null, username: null })).toBe('User');
    expect(displayName(null)).toBe('User');
  });

  it('greets by the first word of the name', () => {
    expect(firstName({ name: '  Ada   Lovelace ' })).toBe('Ada');
    expect(firstName({ username: 'ada' })).toBe('User');
  });

  it('uses the first letter as the avatar initial', () => {
    expect(initial({ name: 'ada' })).toBe('A');
    expect(initial(undefined)).toBe('U');
  });
});
