import type { CompletionTone } from '@habitat/domain';
import type { LeaderboardEntry, ProgressRange } from '@habitat/protocol';
import { awayText, type Figure, memberLabel, rangeDays, rowFigures, spokenFigures } from './figures';

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
  /** The rank as shown: the number, or a dash on your own row when the group does not rank you. */
  rankText: string;
  medal: string | null;
  name: string;
  isYou: boolean;
  completion: Figure;
  bar: { percent: number; tone: CompletionTone } | null;
  /** '5 of 7 due check-ins in the last 7 days'. */
  fraction: string | null;
  streak: Figure;
  entries: Figure;
  /** On your own row: what the group does not see of it (shown and read after the row). */
  privacyNote: string | null;
  /** 'Paused until Dec 6' while every habit counted is paused: their days count against nobody. */
  away: string | null;
  /**
   * The whole row for a screen reader: '1. Ana — 80% completion, 5 day streak, 12 entries, 8 of 10
   * due check-ins in the last 30 days'.
   */
  summary: string;
}

/**
 * Rows in the server's order with the server's ranks: tied members share a rank (1, 1, 3), so the
 * rank is never recounted from the position here. Ranks are the group's for everyone: your own row
 * shows your real numbers but keeps the place the group gives you, and a row the group does not see
 * has no rank.
 */
export interface BoardRules {
  /** The group ranks its members (issue 31: opt-in); off, they are listed by name, unranked. */
  competition: boolean;
  /** Members away (no check-in for the group's days), by id: the day it runs from. Unranked. */
  away: ReadonlyMap<string, string>;
}

const EVERYONE_RANKED: BoardRules = { competition: true, away: new Map() };

/**
 * The ranks the board shows: the server's, less the members away ranked ahead (competition ranking
 * stays so: ties still share a rank, and nobody's place moves but for the away); none when the group
 * does not compete.
 */
function boardRanks(entries: readonly LeaderboardEntry[], rules: BoardRules): Map<string, number> {
  const ranks = new Map<string, number>();
  if (!rules.competition) return ranks;
  const awayRanks = entries.filter((entry) => rules.away.has(entry.member._id)).map((entry) => entry.rank);
  for (const entry of entries) {
    if (rules.away.has(entry.member._id)) continue;
    ranks.set(entry.member._id, entry.rank - awayRanks.filter((rank) => rank < entry.rank).length);
  }
  return ranks;
}

export function leaderboardRows(
  entries: readonly LeaderboardEntry[],
  viewerId: string | undefined,
  range: ProgressRange,
  rules: BoardRules = EVERYONE_RANKED,
): LeaderboardRow[] {
  const ranks = boardRanks(entries, rules);
  const rows = entries.map((entry) => {
    const isYou = viewerId !== undefined && entry.member._id === viewerId;
    const figures = rowFigures(entry.stats, isYou ? entry.seenByGroup : undefined, rangeDays(range));
    const rank = figures.hiddenFromGroup ? undefined : ranks.get(entry.member._id);
    const rankWords = rank !== undefined ? `${rank}.` : rules.competition ? 'Not ranked:' : '';
    const away = awayText(entry.stats.paused, isYou, rules.away.get(entry.member._id) ?? null);
    const spoken = [away, spokenFigures(entry.stats), figures.fraction].filter(Boolean).join(', ');
    return {
      id: entry.member._id,
      rank: rank ?? entry.rank,
      rankText: rank !== undefined ? String(rank) : '—',
      medal: rank !== undefined ? rankMedal(rank) : null,
      name: entry.member.name,
      isYou,
      completion: figures.completion,
      bar: figures.bar,
      fraction: figures.fraction,
      streak: figures.streak,
      entries: figures.entries,
      privacyNote: figures.privacyNote,
      away,
      summary: `${rankWords ? `${rankWords} ` : ''}${memberLabel(entry.member.name, isYou)} — ${spoken}.`,
      ranked: rank !== undefined,
    };
  });
  // Ranked members first in their order; then the unranked (away, hidden), or everyone by name
  // when the group does not compete.
  if (!rules.competition)
    return rows.sort((a, b) => a.name.localeCompare(b.name)).map(({ ranked: _, ...row }) => row);
  return [...rows.filter((row) => row.ranked), ...rows.filter((row) => !row.ranked)].map(
    ({ ranked: _, ...row }) => row,
  );
}
