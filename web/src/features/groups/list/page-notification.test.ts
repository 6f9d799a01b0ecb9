import { describe, expect, it } from 'vitest';
import { notificationFromState } from './page-notification';

describe('notification from navigation state', () => {
  it('reads a success or error notification', () => {
    expect(
      notificationFromState({ notification: { type: 'success', message: 'Welcome to Runners!' } }),
    ).toEqual({
      type: 'success',
      message: 'Welcome to Runners!',
    });
    expect(notificationFromState({ notification: { type: 'error', message: 'Nope' } })).toEqual({
      type: 'error',
      message: 'Nope',
    });
  });

  it('shows an unknown type as success', () => {
    expect(notificationFromState({ notification: { type: 'party', message: 'Hi' } })).toEqual({
      type: 'success',
      message: 'Hi',
    });
  });

  it('ignores state without a usable notification', () => {
    expect(notificationFromState(null)).toBeNull();
    expect(notificationFromState(undefined)).toBeNull();
    expect(notificationFromState('text')).toBeNull();
    expect(notificationFromState({})).toBeNull();
    expect(notificationFromState({ notification: null })).toBeNull();
    expect(notificationFromState({ notification: { type: 'success' } })).toBeNull();
    expect(notificationFromState({ notification: { type: 'success', message: '  ' } })).toBeNull();
  });
});
