import { describe, expect, it } from 'vitest';
import { listLoadOf } from './list-load';

describe('settings list load', () => {
  it('loads until the first answer', () => {
    expect(listLoadOf(undefined, null)).toEqual({ status: 'loading' });
  });

  it('shows the list the server answered', () => {
    expect(listLoadOf(['a'], null)).toEqual({ status: 'ready', list: ['a'] });
  });

  it('shows a failure even over a list it had, as the last answer decides', () => {
    expect(listLoadOf(['a'], new Error('Server down'))).toEqual({ status: 'error', message: 'Server down' });
  });
});
