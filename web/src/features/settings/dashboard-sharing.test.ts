import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { groupsToLoad, sharingSaveError } from './dashboard-sharing';

describe('sharingSaveError (spec §8 Settings)', () => {
  it('says network error when the request never reached the server', () => {
    expect(
      sharingSaveError(new ApiError('Network error. Please check your connection and try again.', 0, '')),
    ).toBe('Network error. Please try again.');
  });

  it("shows the server's reason when it gave one", () => {
    expect(sharingSaveError(new ApiError('You are not a member of this workspace', 403, 'x'))).toBe(
      'You are not a member of this workspace',
    );
  });

  it('falls back to a general failure', () => {
    expect(sharingSaveError(new ApiError('', 400, ''))).toBe('Failed to update settings');
    expect(sharingSaveError(new Error('boom'))).toBe('Failed to update settings');
  });
});

it('asks only for the groups not asked for yet', () => {
  expect(groupsToLoad(['a', 'b', 'c'], new Set(['b']))).toEqual(['a', 'c']);
  expect(groupsToLoad([], new Set(['b']))).toEqual([]);
});
