import { describe, expect, it } from 'vitest';
import { navigationNotice, withoutNotice } from './navigation-notice';

describe('navigation notices', () => {
  it('reads a success, error or info notice from history state', () => {
    for (const type of ['success', 'error', 'info'] as const) {
      expect(navigationNotice({ notification: { type, message: 'Welcome to Runners!' } })).toEqual({
        type,
        message: 'Welcome to Runners!',
      });
    }
  });

  it('treats an unknown or missing type as info', () => {
    expect(navigationNotice({ notification: { type: 'party', message: 'Hi' } })).toEqual({
      type: 'info',
      message: 'Hi',
    });
    expect(navigationNotice({ notification: { message: 'Hi' } })?.type).toBe('info');
  });

  it('ignores anything unusable', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { notification: null },
      { notification: 'x' },
      { notification: { type: 'success' } },
      { notification: { message: ' ' } },
    ]) {
      expect(navigationNotice(state)).toBeNull();
    }
  });

  it('keeps the rest of the state once the notice is shown', () => {
    expect(withoutNotice({ notification: { message: 'x' }, from: '/app' })).toEqual({ from: '/app' });
    expect(withoutNotice({ notification: { message: 'x' } })).toBeNull();
    expect(withoutNotice(null)).toBeNull();
  });
});
