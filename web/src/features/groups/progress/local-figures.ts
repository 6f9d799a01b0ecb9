import {
  type LeaderboardEntry,
  type MemberFigures,
  type MemberProgressItem,
  type ProgressRange,
  withOwnProgress,
  withOwnRank,
} from '@habitat/protocol';

/**
 * The group's member progress and leaderboard from the device's copy of the group (issue 31), in
 * the shapes and order the server's answers give them: members by rank, then name, then id; the
 * viewer's own row with their real numbers and what the group sees beside it (protocol own-row.ts).
 */

function ranked(figures: readonly MemberFigures[], range: ProgressRange): MemberFigures[] {
  const order = (a: MemberFigures, b: MemberFigures) =>
    a.ranges[range].rank - b.ranges[range].rank ||
    a.member.name.localeCompare(b.member.name) ||
    (a.member._id < b.member._id ? -1 : a.member._id > b.member._id ? 1 : 0);
  return [...figures].sort(order);
}

const progressItem = (figures: MemberFigures, range: ProgressRange): MemberProgressItem => ({
  member: figures.member,
  habits: figures.ranges[range].habits,
  stats: figures.ranges[range].stats,
});

/** Member progress: the members with a habit the group sees, over `range`. */
export function localMemberProgress(
  figures: readonly MemberFigures[],
  own: MemberFigures | null,
  viewerId: string | undefined,
  range: ProgressRange,
): MemberProgressItem[] {
  const group = ranked(figures, range)
    .filter((entry) => entry.ranges[range].habits.length > 0)
    .map((entry) => progressItem(entry, range));
  if (!viewerId || !own || own.ranges[range].habits.length === 0) return group;
  return withOwnProgress(group, progressItem(own, range), viewerId);
}

/** The leaderboard over `range`: every member the group sees, by rank. */
export function localLeaderboard(
  figures: readonly MemberFigures[],
  own: MemberFigures | null,
  viewerId: string | undefined,
  range: ProgressRange,
): LeaderboardEntry[] {
  const group = ranked(figures, range).map((entry) => ({
    rank: entry.ranges[range].rank,
    member: entry.member,
    stats: entry.ranges[range].stats,
  }));
  if (!viewerId || !own) return group;
  return withOwnRank(group, { member: own.member, stats: own.ranges[range].stats }, viewerId);
}

/** Members away (no check-in the group sees for its number of days), by id: the day it runs from. */
export function awayMembers(figures: readonly MemberFigures[]): Map<string, string> {
  const away = new Map<string, string>();
  for (const entry of figures) if (entry.away) away.set(entry.member._id, entry.away.since);
  return away;
}
