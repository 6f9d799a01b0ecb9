import { GROUP_MESSAGES } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { loadFailure, navigationNotice, withoutNotice } from './load-state';

describe('load failures', () => {
  it('shows Group Not Found for a missing, forbidden or malformed group', () => {
    for (const status of [400, 403, 404]) {
      expect(loadFailure(new ApiError('x', status, 'x'))).toEqual({
        kind: 'not-found',
        title: GROUP_MESSAGES.notFoundTitle,
        message: GROUP_MESSAGES.notFound,
      });
    }
  });

  it('explains being offline with nothing saved', () => {
    expect(loadFailure(new ApiError('Network error', 0, 'TypeError')).kind).toBe('offline');
  });

  it("shows any other failure's message", () => {
    expect(loadFailure(new ApiError('Server error. Please try again later.', 500, 'boom'))).toMatchObject({
      kind: 'failed',
      message: 'Server error. Please try again later.',
    });
    expect(loadFailure('odd')).toMatchObject({ kind: 'failed', message: 'Please try again.' });
  });
});

describe('navigation notices', () => {
  it('reads a notice from history state', () => {
    expect(navigationNotice({ notification: { type: 'success', message: 'Welcome to Runners!' } })).toEqual({
      type: 'success',
      message: 'Welcome to Runners!',
    });
  });

  it('treats an unknown type as info and ignores anything unusable', () => {
    expect(navigationNotice({ notification: { type: 'party', message: 'Hi' } })).toEqual({
      type: 'info',
      message: 'Hi',
    });
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { notification: 'x' },
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
