import { describe, expect, it } from 'vitest';
import {
  countOf,
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

  it('reads a missing, negative or non-numeric count as 0', () => {
    expect(countOf(undefined)).toBe(0);
    expect(countOf(null)).toBe(0);
    expect(countOf(-2)).toBe(0);
    expect(countOf(Number.NaN)).toBe(0);
    expect(countOf('4')).toBe(0);
    expect(countOf(4)).toBe(4);
    const broken = { memberCount: -1, habitCount: Number.NaN } as unknown as {
      memberCount: number;
      habitCount: number;
    };
    expect(groupStats([broken, { memberCount: 2, habitCount: 1 }])).toEqual({
      activeGroups: 2,
      totalMembers: 2,
      sharedHabits: 1,
    });
  });

  it('rounds the weekly progress and shows none when there is no number', () => {
    expect(weeklyPercent(66.6)).toBe(67);
    expect(weeklyPercent(0)).toBe(0);
    expect(weeklyPercent(100)).toBe(100);
    expect(weeklyPercent(140)).toBe(100);
    expect(weeklyPercent(null)).toBeNull();
    expect(weeklyPercent(undefined)).toBeNull();
    expect(weeklyPercent(Number.NaN)).toBeNull();
  });

  it('words the counts in the singular for one', () => {
    expect(memberCountLabel(1)).toBe('1 member');
    expect(memberCountLabel(4)).toBe('4 members');
    expect(habitCountLabel(1)).toBe('1 habit');
    expect(habitCountLabel(0)).toBe('0 habits');
    expect(habitCountLabel(-3)).toBe('0 habits');
  });

  it("says what 'This week' is of, and nothing without counts", () => {
    const week = { startDate: '2026-03-09', endDate: '2026-03-11' };
    expect(weeklyFraction({ completed: 5, due: 7, ...week })).toBe('5 of 7 due check-ins so far this week');
    expect(weeklyFraction({ completed: 1, due: 1, ...week })).toBe('1 of 1 due check-in so far this week');
    expect(weeklyFraction({ completed: 0, due: 0, ...week })).toBeNull();
    expect(weeklyFraction(null)).toBeNull();
    expect(weeklyFraction(undefined)).toBeNull();
    expect(weeklyFraction({ completed: '5', due: 7 })).toBeNull();
  });
});
