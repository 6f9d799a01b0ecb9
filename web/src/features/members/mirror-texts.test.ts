import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { MirrorDataError } from './mirror-data';
import {
  chartScopeNote,
  dashboardTitle,
  figureTexts,
  footerText,
  habitCountBadges,
  habitTag,
  mirrorLoadFailure,
  noHabitsHints,
  noHabitsLine,
} from './mirror-texts';

describe('mirror texts', () => {
  it('writes the header, empty state and footer', () => {
    expect(dashboardTitle('Ana')).toBe("Ana's Dashboard");
    expect(noHabitsLine('Ana')).toBe("Ana hasn't created any habits yet.");
    expect(noHabitsHints('Ana')).toHaveLength(3);
    expect(`Viewing: ${footerText('Ana')}`).toBe(
      "Viewing: This is a complete, read-only mirror of Ana's personal dashboard. You can see all their habits and progress but cannot make changes.",
    );
  });

  it('counts personal, group and total habits', () => {
    const personal = { isPersonalHabit: true, isGroupHabit: false };
    const group = { isPersonalHabit: false, isGroupHabit: true };
    expect(habitCountBadges([personal, personal, group])).toEqual([
      '2 personal habits',
      '1 group habit',
      '3 total habits',
    ]);
    expect(habitCountBadges([group])).toEqual(['0 personal habits', '1 group habit', '1 total habit']);
    expect(habitTag(group)).toBe('Group');
    expect(habitTag(personal)).toBe('Personal');
  });

  it('shows shared figures and marks hidden ones', () => {
    expect(
      figureTexts({ completionRate: 80, completed: 4, due: 5, currentStreak: 1, totalEntries: 12 }),
    ).toEqual({
      completion: { value: '80%', note: null },
      streak: { value: '1 day', note: null },
      total: { value: '12', note: null },
    });
    expect(
      figureTexts({ completionRate: null, completed: null, due: null, currentStreak: 3, totalEntries: null }),
    ).toEqual({
      completion: { value: '—', note: 'Not shared' },
      streak: { value: '3 days', note: null },
      total: { value: '—', note: 'Not shared' },
    });
  });

  it('tells nothing due from not shared', () => {
    expect(
      figureTexts({ completionRate: null, completed: 0, due: 0, currentStreak: null, totalEntries: 0 })
        .completion,
    ).toEqual({ value: '—', note: 'Nothing due yet' });
  });

  it('notes when the chart leaves habits out', () => {
    expect(chartScopeNote(2, 2)).toBeNull();
    expect(chartScopeNote(1, 3)).toBe('Charts 1 of 3 habits, those with shared daily check-ins.');
  });
});

describe('mirrorLoadFailure', () => {
  it('explains a missing member', () => {
    expect(mirrorLoadFailure(new MirrorDataError())).toEqual({
      title: 'Error Loading Dashboard',
      message: 'Unable to load member information',
    });
  });

  it("shows the server's words for a private dashboard", () => {
    const error = new ApiError(
      'Access denied. You do not have permission to perform this action.',
      403,
      'This member keeps their dashboard private',
    );
    expect(mirrorLoadFailure(error)).toEqual({
      title: 'Error Loading Dashboard',
      message: 'This member keeps their dashboard private',
    });
    expect(mirrorLoadFailure(new ApiError('Access denied.', 403, 'HTTP error! status: 403')).message).toBe(
      'Access denied.',
    );
  });

  it("shows the client's message for other failures, or the fallback", () => {
    expect(
      mirrorLoadFailure(new ApiError('Server error. Please try again later.', 500, 'boom')).message,
    ).toBe('Server error. Please try again later.');
    expect(mirrorLoadFailure(new ApiError('', 500, '')).message).toBe('Failed to load member dashboard');
  });

  it('calls anything else unexpected', () => {
    expect(mirrorLoadFailure(new TypeError('x is undefined'))).toEqual({
      title: 'Something Went Wrong',
      message: 'Failed to load member dashboard',
    });
  });
});
