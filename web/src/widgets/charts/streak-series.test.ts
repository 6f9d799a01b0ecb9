import { addDays, STREAK_CAP } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { dashboard, entry, habit, streakOf } from './chart-test-data';
import { buildStreakSeries, describeStreak, streakTicks } from './streak-series';

const today = '2026-11-19';

describe('buildStreakSeries', () => {
  it('gives each active habit its current and best streak, longest current first, then by name', () => {
    const data = dashboard({
      habits: [
        habit('h1', { name: 'walk', icon: '🚶', color: '#10b981' }),
        habit('h2', { name: 'Read' }),
        habit('h3', { name: 'meditate' }),
        habit('h4', { name: 'Journal' }),
      ],
      entries: [
        ...streakOf('h1', '2026-11-17', 3), // current 3
        ...streakOf('h2', '2026-11-01', 10), // best 10, broken on the 11th
        ...streakOf('h2', '2026-11-18', 2), // current 2
        ...streakOf('h3', '2026-11-17', 3), // current 3
      ],
      today,
    });
    expect(buildStreakSeries(data)).toEqual([
      { habitId: 'h3', name: 'meditate', icon: '⭐', color: '#4f46e5', current: 3, best: 3 },
      { habitId: 'h1', name: 'walk', icon: '🚶', color: '#10b981', current: 3, best: 3 },
      { habitId: 'h2', name: 'Read', icon: '⭐', color: '#4f46e5', current: 2, best: 10 },
      { habitId: 'h4', name: 'Journal', icon: '⭐', color: '#4f46e5', current: 0, best: 0 },
    ]);
  });

  it('keeps a streak through skipped days, unscheduled days and an open today', () => {
    const data = dashboard({
      habits: [habit('a', { scheduleDays: [1, 2, 3, 4, 5] })], // weekdays
      entries: [
        entry('a', '2026-11-12'), // Thu
        entry('a', '2026-11-13'), // Fri
        entry('a', '2026-11-16'), // Mon, after a weekend off
        entry('a', '2026-11-17', 'skipped'),
        entry('a', '2026-11-18'),
      ],
      today, // Thursday, not done yet
    });
    expect(buildStreakSeries(data)[0]).toMatchObject({ current: 4, best: 4 });
  });

  it('caps both figures at 365 over the year-and-a-day history', () => {
    const start = addDays(today, -366);
    const data = dashboard({
      habits: [habit('a', { createdAt: `${start}T00:00:00Z` })],
      entries: streakOf('a', start, 367),
      today,
    });
    expect(buildStreakSeries(data)[0]).toMatchObject({ current: STREAK_CAP, best: STREAK_CAP });
  });

  it('counts entries from before the creation day, which then is the first day', () => {
    const data = dashboard({
      habits: [habit('a', { createdAt: `${today}T08:00:00Z` })],
      entries: streakOf('a', '2026-11-14', 6),
      today,
    });
    expect(buildStreakSeries(data)[0]).toMatchObject({ current: 6, best: 6 });
  });

  it('is empty without habits', () => {
    expect(buildStreakSeries(dashboard({ habits: [], today }))).toEqual([]);
  });
});

describe('describeStreak', () => {
  it('reads current and best streaks', () => {
    const bar = { habitId: 'a', name: 'Read', icon: '📚', color: '#000', current: 1, best: 12 };
    expect(describeStreak(bar)).toBe('Read: current streak 1 day, best 12 days');
    expect(describeStreak({ ...bar, current: 0 })).toBe('Read: current streak 0 days, best 12 days');
  });
});

describe('streakTicks', () => {
  it('uses whole days and reaches the longest streak', () => {
    expect(streakTicks(0)).toEqual([0, 1]);
    expect(streakTicks(1)).toEqual([0, 1]);
    expect(streakTicks(3)).toEqual([0, 1, 2, 3]);
    expect(streakTicks(10)).toEqual([0, 3, 6, 9, 12]);
    expect(streakTicks(365)).toEqual([0, 92, 184, 276, 368]);
  });
});
