import type { LeaderboardEntry } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { LEADERBOARD_RANGES, leaderboardRows, rankMedal } from './leaderboard';

const entry = (
  rank: number,
  id: string,
  name: string,
  stats: Partial<LeaderboardEntry['stats']> = {},
): LeaderboardEntry => ({
  rank,
  member: { _id: id, name },
  stats: { completionRate: 80, currentStreak: 5, totalEntries: 12, habitsTracked: 2, ...stats },
});

describe('leaderboard', () => {
  it('offers 7, 30 and 90 days', () => {
    expect(LEADERBOARD_RANGES).toEqual([
      { value: '7d', label: '7 Days' },
      { value: '30d', label: '30 Days' },
      { value: '90d', label: '90 Days' },
    ]);
  });

  it('gives medals to the first three ranks only', () => {
    expect([1, 2, 3, 4].map(rankMedal)).toEqual(['🥇', '🥈', '🥉', null]);
  });

  it("keeps the server's ranks and order, ties included", () => {
    const rows = leaderboardRows(
      [entry(1, 'a', 'Ana'), entry(1, 'b', 'Ben'), entry(3, 'c', 'Cy', { completionRate: 10 })],
      undefined,
    );
    expect(rows.map((row) => [row.rank, row.medal, row.name])).toEqual([
      [1, '🥇', 'Ana'],
      [1, '🥇', 'Ben'],
      [3, '🥉', 'Cy'],
    ]);
    expect(rows[2]?.bar).toEqual({ percent: 10, tone: 'low' });
  });

  it('reads each row as one sentence', () => {
    const [row] = leaderboardRows([entry(1, 'a', 'Ana')], 'someone-else');
    expect(row?.summary).toBe('1. Ana — 80% completion, 5 day streak, 12 entries');
    expect(row?.isYou).toBe(false);
  });

  it("marks the viewer's row", () => {
    const [row] = leaderboardRows([entry(2, 'me', 'Ana', { totalEntries: 1 })], 'me');
    expect(row?.isYou).toBe(true);
    expect(row?.summary).toBe('2. Ana (You) — 80% completion, 5 day streak, 1 entry');
  });

  it('shows hidden figures as not shared, never 0', () => {
    const [row] = leaderboardRows(
      [entry(4, 'a', 'Ana', { completionRate: null, currentStreak: null, totalEntries: null })],
      undefined,
    );
    expect(row?.medal).toBeNull();
    expect(row?.completion).toEqual({ shared: false, text: '—' });
    expect(row?.bar).toBeNull();
    expect(row?.streak).toEqual({ shared: false, text: '—' });
    expect(row?.entries).toEqual({ shared: false, text: '—' });
    expect(row?.summary).toBe('4. Ana — completion not shared, streak not shared, entries not shared');
  });

  it('is empty for an empty board', () => {
    expect(leaderboardRows([], 'me')).toEqual([]);
  });
});
