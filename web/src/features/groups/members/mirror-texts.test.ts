import type { ShareProgress } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { mirrorHabit } from './mirror-habit';
import { servedHabit, sharedAt } from './mirror-test-data';
import {
  chartScopeNote,
  dashboardTitle,
  figureTexts,
  footerText,
  habitCountBadges,
  habitTag,
  mirrorLoadFailure,
  mirrorSubtitle,
  noChartText,
  noHabitsText,
  sharingSummary,
} from './mirror-texts';

const ana = { name: 'Ana', isSelf: false };
const you = { name: 'Ana', isSelf: true };
const shared = { dashboardShared: true, privateHabits: null, unsharedHabits: null };

function habitAt(shareProgress: ShareProgress, id: string = shareProgress) {
  return mirrorHabit(servedHabit({ _id: id, workspaceSettings: sharedAt(shareProgress) }));
}

describe('mirror texts', () => {
  it('writes the header and footer as what is shared, not a complete dashboard', () => {
    expect(dashboardTitle('Ana')).toBe("Ana's Dashboard");
    expect(mirrorSubtitle(ana)).toBe('Read-only • what Ana shares with the group');
    expect(mirrorSubtitle(you)).toBe('Read-only • what the group sees of your dashboard');
    expect(`Viewing: ${footerText(ana)}`).toBe(
      'Viewing: This is a read-only mirror of what Ana shares with the group. Habits Ana keeps private are not shown, and nothing here can be changed.',
    );
    expect(footerText(you)).toContain('what the members of this group see of your dashboard');
  });

  it('says what is shared, and to the member themselves what is private', () => {
    const habits = [habitAt('full', 'a'), habitAt('progress-only', 'b'), habitAt('progress-only', 'c')];
    expect(sharingSummary(ana, habits, shared)).toBe(
      'Ana shares 3 habits with this group: everything about 1 habit and progress of 2 habits.',
    );
    expect(
      sharingSummary(you, habits.slice(1), {
        dashboardShared: true,
        privateHabits: [{ id: 'd', name: 'Diary' }],
        unsharedHabits: [{ id: 'r', name: 'Read' }],
      }),
    ).toBe(
      'You share 2 habits with this group: progress of 2 habits; 1 habit is private; 1 habit is not shared with this group.',
    );
    expect(
      sharingSummary(you, [habitAt('streaks-only')], {
        dashboardShared: true,
        privateHabits: [
          { id: 'd', name: 'Diary' },
          { id: 'e', name: 'Eat' },
        ],
        unsharedHabits: [],
      }),
    ).toBe('You share 1 habit with this group: streaks of 1 habit; 2 habits are private.');
    expect(sharingSummary(you, [], { dashboardShared: true, privateHabits: [], unsharedHabits: [] })).toBe(
      'You share no habits with this group yet.',
    );
    expect(sharingSummary(you, [], { dashboardShared: false, privateHabits: [], unsharedHabits: [] })).toBe(
      "You haven't shared your dashboard with this group: it sees none of your habits.",
    );
    // Another member never learns about private habits, even by an answer that carried them.
    expect(
      sharingSummary(ana, habits.slice(0, 1), {
        dashboardShared: true,
        privateHabits: [{ id: 'd', name: 'Diary' }],
        unsharedHabits: null,
      }),
    ).toBe('Ana shares 1 habit with this group: everything about 1 habit.');
  });

  it('explains an empty mirror in the viewer’s terms', () => {
    expect(noHabitsText(ana, shared)).toMatchObject({
      title: 'Nothing Shared Yet',
      line: "Ana doesn't share any habits with the group yet.",
    });
    expect(noHabitsText(ana, shared).hints).toHaveLength(3);
    expect(noHabitsText(you, { dashboardShared: false, privateHabits: [], unsharedHabits: [] }).title).toBe(
      'Hidden From the Group',
    );
    expect(
      noHabitsText(you, {
        dashboardShared: true,
        privateHabits: [{ id: 'd', name: 'Diary' }],
        unsharedHabits: [],
      }).line,
    ).toBe('All your habits are private, so the group sees none of them.');
    expect(noHabitsText(you, { dashboardShared: true, privateHabits: [], unsharedHabits: [] })).toMatchObject(
      {
        title: 'No Habits Yet',
        line: "You haven't created any habits yet.",
      },
    );
  });

  it('says why there is no chart instead of "nothing to chart"', () => {
    expect(noChartText(ana)).toBe(
      "Ana shares no habit's daily check-ins, so there is no chart. The figures below are what Ana shares.",
    );
    expect(noChartText(you)).toContain("choose that from the habit's privacy settings");
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
      figureTexts(
        {
          completionRate: 80,
          completed: 4,
          due: 5,
          currentStreak: 1,
          totalEntries: 12,
          period: { startDate: '2026-03-07', endDate: '2026-03-11' },
        },
        '2026-03-07',
      ),
    ).toEqual({
      completion: { value: '80%', note: null, detail: '4 of 5 due days since Mar 7' },
      streak: { value: '1 day', note: null, detail: null },
      total: { value: '12', note: null, detail: 'since Mar 7' },
    });
    expect(
      figureTexts({
        completionRate: null,
        completed: null,
        due: null,
        currentStreak: 3,
        totalEntries: null,
        period: null,
      }),
    ).toEqual({
      completion: { value: '—', note: 'Not shared', detail: null },
      streak: { value: '3 days', note: null, detail: null },
      total: { value: '—', note: 'Not shared', detail: null },
    });
  });

  it('tells nothing due from not shared', () => {
    expect(
      figureTexts({
        completionRate: null,
        completed: 0,
        due: 0,
        currentStreak: null,
        totalEntries: 0,
        period: null,
      }).completion,
    ).toEqual({ value: '—', note: 'Nothing due yet', detail: null });
  });

  it('notes when the chart leaves habits out', () => {
    expect(chartScopeNote(2, 2)).toBeNull();
    expect(chartScopeNote(1, 3)).toBe('Charts 1 of 3 habits, those with shared daily check-ins.');
  });
});

describe('mirrorLoadFailure', () => {
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
