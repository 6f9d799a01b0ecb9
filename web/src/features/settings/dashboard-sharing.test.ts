import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { choicesOf, sharingSaveError } from './dashboard-sharing';

describe('sharingSaveError (spec §8 Settings)', () => {
  it('says network error when the request never reached the server', () => {
    expect(
      sharingSaveError(new ApiError('Network error. Please check your connection and try again.', 0, '')),
    ).toBe('Network error. Please try again.');
  });

  it("shows the server's reason when it gave one", () => {
    expect(sharingSaveError(new ApiError('You are not a member of this group', 403, 'x'))).toBe(
      'You are not a member of this group',
    );
  });

  it('falls back to a general failure', () => {
    expect(sharingSaveError(new ApiError('', 400, ''))).toBe('Failed to update settings');
    expect(sharingSaveError(new Error('boom'))).toBe('Failed to update settings');
  });
});

describe('choicesOf', () => {
  const read = (isPublicToGroup: boolean) => ({
    status: 'read' as const,
    permissions: {
      isPublicToWorkspace: isPublicToGroup,
      personalHabits: 'chosen' as const,
      sharedHabitIds: [],
      sharedHabitLevels: [],
      chosen: true,
    },
  });

  it("shows the server's choice, and nothing yet while it loads", () => {
    expect(choicesOf({ a: read(false), b: { status: 'loading' } }, new Map())).toEqual({
      a: false,
      b: undefined,
    });
  });

  it('counts a choice that could not be read as not shared (private by default)', () => {
    expect(choicesOf({ a: { status: 'failed' } }, new Map())).toEqual({ a: false });
  });

  it('shows a choice being saved over what the server last said', () => {
    expect(
      choicesOf(
        { a: read(true), b: { status: 'failed' } },
        new Map([
          ['a', false],
          ['b', false],
        ]),
      ),
    ).toEqual({
      a: false,
      b: false,
    });
  });
});
