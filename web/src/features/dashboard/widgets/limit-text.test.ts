import type { DayState } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { limitAmount, limitLine } from './limit-text';

const daily = { value: 3, period: 'day' as const, weekStartsOn: 1 };
const weekly = { value: 10, period: 'week' as const, weekStartsOn: 1 };

describe('limitLine', () => {
  it('says under, at the limit and over, in words', () => {
    expect(limitLine(daily, 1, 'cups')).toEqual({ text: '1 of at most 3 cups · under', standing: 'under' });
    expect(limitLine(daily, 3, 'cups').text).toBe('3 of at most 3 cups · at the limit');
    expect(limitLine(weekly, 12, 'cups')).toEqual({
      text: '12 of at most 10 cups this week · over',
      standing: 'over',
    });
  });
});

describe('limitAmount', () => {
  // 2026-11-25 is a Wednesday: the week (from Monday) is the 23rd to the 25th so far.
  const days = new Map<string, DayState>([
    ['2026-11-22', { completed: true, value: 9, skipped: false }],
    ['2026-11-23', { completed: true, value: 2, skipped: false }],
    ['2026-11-24', { completed: false, value: 4, skipped: true }],
    ['2026-11-25', { completed: true, value: 3, skipped: false }],
  ]);
  const dayOf = (date: string) => days.get(date);

  it("reads today's amount for a daily limit", () => {
    expect(limitAmount(daily, '2026-11-25', dayOf)).toBe(3);
    expect(limitAmount(daily, '2026-11-26', dayOf)).toBe(0);
  });

  it("adds the week's days so far for a weekly limit, from the week's first day, skipped days aside", () => {
    expect(limitAmount(weekly, '2026-11-25', dayOf)).toBe(5);
    expect(limitAmount({ ...weekly, weekStartsOn: 0 }, '2026-11-25', dayOf)).toBe(14);
  });
});
