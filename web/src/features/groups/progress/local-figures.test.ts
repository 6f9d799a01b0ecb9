import type { MemberFigures, MemberStats, RangeFigures, SharedHabit } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { localLeaderboard, localMemberProgress } from './local-figures';

const stats = (completionRate: number | null): MemberStats => ({
  completionRate,
  currentStreak: 2,
  totalEntries: 3,
  habitsTracked: 1,
  completed: 3,
  due: 4,
  period: null,
  paused: null,
});

const habit: SharedHabit = {
  _id: 'h',
  name: 'Read',
  icon: '📚',
  color: '#4f46e5',
  groupHabitId: 'gh',
  shareProgress: 'full',
  figures: {
    completionRate: 75,
    completed: 3,
    due: 4,
    currentStreak: 2,
    totalEntries: 3,
    period: null,
  },
};

function figures(
  id: string,
  name: string,
  rank: number,
  rate: number | null,
  habits = [habit],
): MemberFigures {
  const range: RangeFigures = { rank, stats: stats(rate), habits };
  return {
    member: { _id: id, name },
    today: '2026-11-20',
    ranges: { '7d': range, '30d': range, '90d': range },
  };
}

describe('figures from the device', () => {
  it('rank the leaderboard by rank, then name, and put the viewer’s real numbers in their row', () => {
    const group = [figures('c', 'Cleo', 2, 50), figures('b', 'Bea', 1, 90), figures('a', 'Ada', 2, 50)];
    const own = figures('c', 'Cleo', 1, 100);
    const board = localLeaderboard(group, own, 'c', '7d');
    expect(board.map((entry) => [entry.rank, entry.member.name])).toEqual([
      [1, 'Bea'],
      [2, 'Ada'],
      [2, 'Cleo'],
    ]);
    expect(board[2]).toMatchObject({ stats: { completionRate: 100 }, seenByGroup: { completionRate: 50 } });
  });

  it('list a viewer the group does not see last, unranked by the group, with nothing seen', () => {
    const board = localLeaderboard([figures('b', 'Bea', 1, 90)], figures('me', 'Me', 1, 40), 'me', '30d');
    expect(board.at(-1)).toMatchObject({ rank: 2, member: { _id: 'me' }, seenByGroup: null });
  });

  it('show in member progress only members with a habit the group sees, and the viewer’s own', () => {
    const group = [figures('b', 'Bea', 1, 90), figures('q', 'Quiet', 2, null, [])];
    const items = localMemberProgress(group, figures('me', 'Me', 1, 40), 'me', '30d');
    expect(items.map((item) => item.member._id)).toEqual(['b', 'me']);
    expect(items[1]?.seenByGroup).toBeNull();
    // Without habits of their own in the group, the viewer's own row is not added.
    expect(localMemberProgress(group, figures('me', 'Me', 1, null, []), 'me', '30d')).toHaveLength(1);
  });
});
