import type { CompletionTone } from '@habitat/domain';
import type { LeaderboardEntry, ProgressRange } from '@habitat/protocol';
import {
  completionBar,
  completionFigure,
  entriesFigure,
  type Figure,
  memberLabel,
  spokenFigures,
  streakFigure,
} from './figures';

/** What the Leaderboard widget shows: its range switch and one row per ranked member. */

export const LEADERBOARD_RANGES: readonly { value: ProgressRange; label: string }[] = [
  { value: '7d', label: '7 Days' },
  { value: '30d', label: '30 Days' },
  { value: '90d', label: '90 Days' },
];

const MEDALS: Readonly<Record<number, string>> = { 1: '🥇', 2: '🥈', 3: '🥉' };

export function rankMedal(rank: number): string | null {
  return MEDALS[rank] ?? null;
}

export interface LeaderboardRow {
  id: string;
  rank: number;
  medal: string | null;
  name: string;
  isYou: boolean;
  completion: Figure;
  bar: { percent: number; tone: CompletionTone } | null;
  streak: Figure;
  entries: Figure;
  /** The whole row for a screen reader: '1. Ana — 80% completion, 5 day streak, 12 entries'. */
  summary: string;
}

/**
 * Rows in the server's order with the server's ranks: tied members share a rank (1, 1, 3), so the
 * rank is never recounted from the position here.
 */
export function leaderboardRows(
  entries: readonly LeaderboardEntry[],
  viewerId: string | undefined,
): LeaderboardRow[] {
  return entries.map((entry) => {
    const isYou = viewerId !== undefined && entry.member._id === viewerId;
    return {
      id: entry.member._id,
      rank: entry.rank,
      medal: rankMedal(entry.rank),
      name: entry.member.name,
      isYou,
      completion: completionFigure(entry.stats.completionRate),
      bar: completionBar(entry.stats.completionRate),
      streak: streakFigure(entry.stats.currentStreak),
      entries: entriesFigure(entry.stats.totalEntries),
      summary: `${entry.rank}. ${memberLabel(entry.member.name, isYou)} — ${spokenFigures(entry.stats)}`,
    };
  });
}
