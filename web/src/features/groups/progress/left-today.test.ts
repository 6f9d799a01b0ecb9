import type { Encouragement, MemberFigures, RangeFigures } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { leftToday } from './left-today';

const range: RangeFigures = {
  rank: 1,
  stats: {
    completionRate: null,
    currentStreak: null,
    totalEntries: null,
    habitsTracked: 1,
    completed: null,
    due: null,
    period: null,
  },
  habits: [],
};

function member(id: string, name: string, open: string[]): MemberFigures {
  return {
    member: { _id: id, name },
    today: '2026-11-20',
    openToday: open.map((habit) => ({
      _id: `${id}-${habit}`,
      groupHabitId: null,
      name: habit,
      icon: '📚',
      color: '#4f46e5',
      // One habit whose person does not take encouragements on it.
      allowsCheers: habit !== 'Walk',
    })),
    ranges: { '7d': range, '30d': range, '90d': range },
  };
}

const NOW = Date.parse('2026-11-20T18:00:00Z');

function sent(to: string, habitId: string, at: string): Encouragement {
  return {
    _id: `${to}-${at}`,
    workspaceId: 'g',
    fromUser: { _id: 'me', name: 'Me' },
    toUser: { _id: to, name: to },
    habitId,
    habitName: null,
    type: 'general_support',
    message: 'Keep going!',
    reaction: null,
    isRead: false,
    response: null,
    createdAt: at,
  };
}

describe("who's left today", () => {
  it('lists the viewer first with their own list, then the others by name, and leaves out who is done', () => {
    const view = leftToday(
      [member('zoe', 'Zoe', ['Read']), member('ann', 'Ann', ['Walk', 'Read']), member('bo', 'Bo', [])],
      member('me', 'Me', ['Stretch']),
      [],
      'me',
      NOW,
    );
    expect(view.rows.map((row) => [row.name, row.habits.map((habit) => habit.name)])).toEqual([
      ['Me', ['Stretch']],
      ['Ann', ['Walk', 'Read']],
      ['Zoe', ['Read']],
    ]);
    expect(view.summary).toBe('3 people still have habits to do today.');
  });

  it('marks a habit cheered within the last day, and only then', () => {
    const view = leftToday(
      [member('ann', 'Ann', ['Walk', 'Read'])],
      null,
      [sent('ann', 'ann-Walk', '2026-11-20T08:00:00Z'), sent('ann', 'ann-Read', '2026-11-19T08:00:00Z')],
      'me',
      NOW,
    );
    expect(view.rows[0]?.habits.map((habit) => [habit.name, habit.cheered, habit.cheerable])).toEqual([
      ['Walk', true, false],
      ['Read', false, true],
    ]);
  });

  it('says so when nobody has anything left', () => {
    expect(leftToday([member('ann', 'Ann', [])], member('me', 'Me', []), [], 'me', NOW)).toEqual({
      rows: [],
      summary: 'Nobody has anything left today.',
    });
  });
});
