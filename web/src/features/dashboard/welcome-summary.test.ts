import { NO_PAUSES, recordLookup } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import {
  completionText,
  dashboardSummary,
  greeting,
  NO_HABITS_TEXT,
  NO_HABITS_TITLE,
} from './welcome-summary';

describe('greeting', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('%i h → %s', (hour, text) => expect(greeting(hour)).toBe(text));

  it('has the spec’s no-habits texts', () => {
    expect(NO_HABITS_TITLE).toBe('Ready to start your journey?');
    expect(NO_HABITS_TEXT).toBe("You haven't added any habits yet. Add one using one of the widgets below!");
  });
});

describe('completionText', () => {
  it('says none, all, or how many', () => {
    expect(completionText(0, 3)).toBe('No habits completed yet today');
    expect(completionText(3, 3)).toBe('All habits completed! 🎉');
    expect(completionText(1, 3)).toBe('habits completed today');
  });
});

describe('dashboardSummary', () => {
  // Thursday 2026-11-19, weeks from Monday: the week so far is Mon 16 to Thu 19.
  const today = '2026-11-19';
  const done = (...dates: string[]) => dates.map((date) => ({ date, completed: true }));
  const records: Record<string, ReturnType<typeof recordLookup>> = {
    daily: recordLookup(done('2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19')),
    weekdays: recordLookup(done('2026-11-16')),
    weekend: recordLookup([]),
    archived: recordLookup(done('2026-11-19')),
  };
  const habits = [
    {
      id: 'daily',
      isActive: true,
      scheduleDays: [0, 1, 2, 3, 4, 5, 6],
      firstDay: '2026-11-01',
      pauses: NO_PAUSES,
    },
    {
      id: 'weekdays',
      isActive: true,
      scheduleDays: [1, 2, 3, 4, 5],
      firstDay: '2026-11-01',
      pauses: NO_PAUSES,
    },
    { id: 'weekend', isActive: true, scheduleDays: [0, 6], firstDay: '2026-11-01', pauses: NO_PAUSES },
    {
      id: 'archived',
      isActive: false,
      scheduleDays: [0, 1, 2, 3, 4, 5, 6],
      firstDay: '2026-11-01',
      pauses: NO_PAUSES,
    },
  ];

  it('counts today’s scheduled and done habits, the best streak and the week so far', () => {
    const summary = dashboardSummary({
      habits,
      recordFor: (id) => records[id] as ReturnType<typeof recordLookup>,
      today,
      weekStartsOn: 1,
    });
    expect(summary).toEqual({
      scheduledToday: 2,
      completedToday: 1,
      completionText: 'habits completed today',
      bestCurrentStreak: 4,
      // daily 4/4 + weekdays 1/4 (today open counts as due): 5 of 8.
      weeklyGoalPercent: 63,
      dailyProgressPercent: 50,
    });
  });

  it('does not count days of the week before the habit existed', () => {
    const fresh = {
      id: 'fresh',
      isActive: true,
      scheduleDays: [0, 1, 2, 3, 4, 5, 6],
      firstDay: '2026-11-18',
      pauses: NO_PAUSES,
    };
    const summary = dashboardSummary({
      habits: [fresh],
      recordFor: () => recordLookup(done('2026-11-18', '2026-11-19')),
      today,
      weekStartsOn: 1,
    });
    expect(summary.weeklyGoalPercent).toBe(100);
  });

  it('leaves a habit skipped today out of today’s count', () => {
    const summary = dashboardSummary({
      habits: [habits[0] as (typeof habits)[number]],
      recordFor: () => recordLookup([{ date: today, completed: false, skipped: true }]),
      today,
      weekStartsOn: 1,
    });
    expect(summary).toMatchObject({ scheduledToday: 0, completedToday: 0 });
  });

  it('is all zeros with nothing scheduled', () => {
    const summary = dashboardSummary({
      habits: [],
      recordFor: () => recordLookup([]),
      today,
      weekStartsOn: 1,
    });
    expect(summary).toMatchObject({ scheduledToday: 0, weeklyGoalPercent: 0, dailyProgressPercent: 0 });
  });
});
