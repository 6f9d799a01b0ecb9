import { describe, expect, it } from 'vitest';
import {
  groupStats,
  habitCountLabel,
  memberCountLabel,
  weeklyFraction,
  weeklyPercent,
} from './group-summary';

describe('groups list summary', () => {
  it('counts the groups and sums their members and habits', () => {
    expect(
      groupStats([
        { memberCount: 3, habitCount: 2 },
        { memberCount: 1, habitCount: 0 },
        { memberCount: 5, habitCount: 7 },
      ]),
    ).toEqual({ activeGroups: 3, totalMembers: 9, sharedHabits: 9 });
  });

  it('shows zeros with no groups', () => {
    expect(groupStats([])).toEqual({ activeGroups: 0, totalMembers: 0, sharedHabits: 0 });
  });

  it('shows the weekly progress, none when nothing was due', () => {
    expect(weeklyPercent(67)).toBe(67);
    expect(weeklyPercent(0)).toBe(0);
    expect(weeklyPercent(100)).toBe(100);
    expect(weeklyPercent(140)).toBe(100);
    expect(weeklyPercent(null)).toBeNull();
  });

  it('words the counts in the singular for one', () => {
    expect(memberCountLabel(1)).toBe('1 member');
    expect(memberCountLabel(4)).toBe('4 members');
    expect(habitCountLabel(1)).toBe('1 habit');
    expect(habitCountLabel(0)).toBe('0 habits');
  });

  it("says what 'This week' is of, and nothing without counts", () => {
    const week = { startDate: '2026-03-09', endDate: '2026-03-11' };
    expect(weeklyFraction({ completed: 5, due: 7, ...week })).toBe('5 of 7 due check-ins so far this week');
    expect(weeklyFraction({ completed: 1, due: 1, ...week })).toBe('1 of 1 due check-in so far this week');
    expect(weeklyFraction({ completed: 0, due: 0, ...week })).toBeNull();
    expect(weeklyFraction(null)).toBeNull();
  });
});
