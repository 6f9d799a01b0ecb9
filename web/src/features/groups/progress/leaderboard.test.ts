import type { LeaderboardEntry } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { LEADERBOARD_RANGES, leaderboardRows, rankMedal } from './leaderboard';

const entry = (
  rank: number,
  id: string,
  name: string,
  stats: Partial<LeaderboardEntry['stats']> = {},
  extra: Partial<LeaderboardEntry> = {},
): LeaderboardEntry => ({
  rank,
  member: { _id: id, name },
  stats: {
    completionRate: 80,
    currentStreak: 5,
    totalEntries: 12,
    habitsTracked: 2,
    completed: 8,
    due: 10,
    period: { startDate: '2026-02-10', endDate: '2026-03-11' },
    ...stats,
  },
  ...extra,
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
      '30d',
    );
    expect(rows.map((row) => [row.rank, row.medal, row.name])).toEqual([
      [1, '🥇', 'Ana'],
      [1, '🥇', 'Ben'],
      [3, '🥉', 'Cy'],
    ]);
    expect(rows[2]?.bar).toEqual({ percent: 10, tone: 'low' });
  });

  it('reads each row as one sentence', () => {
    const [row] = leaderboardRows([entry(1, 'a', 'Ana')], 'someone-else', '30d');
    expect(row?.summary).toBe(
      '1. Ana — 80% completion, 5 day streak, 12 entries, 8 of 10 due check-ins in the last 30 days.',
    );
    expect(row?.isYou).toBe(false);
  });

  it('says who is away, until when, and reads it first', () => {
    const rows = leaderboardRows(
      [
        entry(1, 'a', 'Ana', { paused: { until: '2026-03-15' } }),
        entry(2, 'b', 'Ben', { paused: { until: null } }),
        entry(3, 'me', 'Cy', { paused: { until: null } }),
        entry(4, 'd', 'Dee', { paused: null }),
        entry(5, 'e', 'Eve'),
      ],
      'me',
      '30d',
    );
    expect(rows.map((row) => row.away)).toEqual([
      'Paused until Mar 15',
      "Paused until they're back",
      "Paused until you're back",
      null,
      null,
    ]);
    expect(rows[0]?.summary).toBe(
      '1. Ana — Paused until Mar 15, 80% completion, 5 day streak, 12 entries, 8 of 10 due check-ins in the last 30 days.',
    );
  });

  it("marks the viewer's row", () => {
    const [row] = leaderboardRows([entry(2, 'me', 'Ana', { totalEntries: 1 })], 'me', '30d');
    expect(row?.isYou).toBe(true);
    expect(row?.summary).toBe(
      '2. Ana (You) — 80% completion, 5 day streak, 1 entry, 8 of 10 due check-ins in the last 30 days.',
    );
  });

  it('shows hidden figures as not shared, never 0', () => {
    const [row] = leaderboardRows(
      [
        entry(4, 'a', 'Ana', {
          completionRate: null,
          currentStreak: null,
          totalEntries: null,
          completed: null,
          due: null,
          period: null,
        }),
      ],
      undefined,
      '30d',
    );
    const hidden = { text: '—', note: 'Not shared', onlyYou: false };
    expect(row?.medal).toBeNull();
    expect(row?.completion).toEqual(hidden);
    expect(row?.bar).toBeNull();
    expect(row?.fraction).toBeNull();
    expect(row?.streak).toEqual(hidden);
    expect(row?.entries).toEqual(hidden);
    expect(row?.summary).toBe('4. Ana — completion not shared, streak not shared, entries not shared.');
  });

  it('says what the rate is of, over the chosen range or since a later adoption', () => {
    const week = { startDate: '2026-03-05', endDate: '2026-03-11' };
    const [full] = leaderboardRows([entry(1, 'a', 'Ana', { completed: 5, due: 7, period: week })], 'x', '7d');
    expect(full?.fraction).toBe('5 of 7 due check-ins in the last 7 days');
    const since = { startDate: '2026-03-09', endDate: '2026-03-11' };
    const [late] = leaderboardRows(
      [entry(1, 'a', 'Ana', { completed: 2, due: 3, period: since })],
      'x',
      '7d',
    );
    expect(late?.fraction).toBe('2 of 3 due check-ins since Mar 9');
    const today = { startDate: '2026-03-11', endDate: '2026-03-11' };
    const [fresh] = leaderboardRows(
      [entry(1, 'a', 'Ana', { completed: 1, due: 1, period: today })],
      'x',
      '30d',
    );
    expect(fresh?.fraction).toBe('1 of 1 due check-in today');
  });

  it('shows you your own figures, locks those the group does not see, and keeps the group rank', () => {
    const seen = {
      completionRate: null,
      currentStreak: 5,
      totalEntries: null,
      habitsTracked: 1,
      completed: null,
      due: null,
      period: null,
    };
    const [row] = leaderboardRows([entry(2, 'me', 'Ana', {}, { seenByGroup: seen })], 'me', '30d');
    expect(row?.rankText).toBe('2');
    expect(row?.medal).toBe('🥈');
    expect(row?.completion).toEqual({ text: '80%', note: null, onlyYou: true });
    expect(row?.streak).toEqual({ text: '5 days', note: null, onlyYou: false });
    expect(row?.entries).toEqual({ text: '12', note: null, onlyYou: true });
    expect(row?.privacyNote).toBe(
      'Only you see your completion and entries. The group sees 1 of your 2 habits. Your place is by what the group sees.',
    );
  });

  it('leaves your row unranked when the group does not see you', () => {
    const [row] = leaderboardRows([entry(3, 'me', 'Ana', {}, { seenByGroup: null })], 'me', '30d');
    expect(row?.rankText).toBe('—');
    expect(row?.medal).toBeNull();
    expect(row?.summary.startsWith('Not ranked: Ana (You)')).toBe(true);
    expect(row?.privacyNote).toBe('Hidden from the group: only you see this row.');
    expect(row?.completion.onlyYou).toBe(true);
  });

  it("never marks anyone else's row, whatever the answer holds", () => {
    const [row] = leaderboardRows([entry(1, 'b', 'Ben', {}, { seenByGroup: null })], 'me', '30d');
    expect(row?.privacyNote).toBeNull();
    expect(row?.rankText).toBe('1');
    expect(row?.completion.onlyYou).toBe(false);
  });

  it('is empty for an empty board', () => {
    expect(leaderboardRows([], 'me', '7d')).toEqual([]);
  });

  it('lists a member away last and unranked, and closes the ranks behind them (issue 31)', () => {
    const rows = leaderboardRows(
      [entry(1, 'a', 'Ana'), entry(2, 'b', 'Ben'), entry(2, 'c', 'Cai'), entry(4, 'd', 'Dot')],
      undefined,
      '30d',
      { competition: true, away: new Map([['a', '2026-03-01']]) },
    );
    expect(rows.map((row) => [row.name, row.rankText, row.medal])).toEqual([
      ['Ben', '1', '🥇'],
      ['Cai', '1', '🥇'],
      ['Dot', '3', '🥉'],
      ['Ana', '—', null],
    ]);
    expect(rows[3]?.away).toBe('Away: no check-in since Mar 1');
  });

  it('ranks nobody in a group that does not compete, and lists members by name', () => {
    const rows = leaderboardRows([entry(1, 'z', 'Zed'), entry(2, 'a', 'Ana')], undefined, '7d', {
      competition: false,
      away: new Map(),
    });
    expect(rows.map((row) => [row.name, row.rankText, row.medal])).toEqual([
      ['Ana', '—', null],
      ['Zed', '—', null],
    ]);
    expect(rows[0]?.summary.startsWith('Ana —')).toBe(true);
  });
});
