import { GROUP_MESSAGES } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { loadFailure } from './load-state';

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

describe('figures offline', () => {
  it('say that the figures, not the group, are missing from the device', () => {
    expect(loadFailure(new ApiError('No connection', 0, ''), "These figures haven't").message).toBe(
      "These figures haven't been saved on this device yet. Check your connection and try again.",
    );
  });
});
