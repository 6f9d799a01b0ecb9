import type { LeaderboardEntry, MemberProgressItem, MemberRef, MemberStats } from './group-progress';

/**
 * The viewer's own row in a group's member progress (issue 16): their real numbers, whatever they
 * share, with what the group sees of them beside it (`seenByGroup`), or null when the group sees
 * nothing of them. The same rule for the server's answer and the device's copy of the group.
 */
export function withOwnProgress(
  group: readonly MemberProgressItem[],
  own: MemberProgressItem | undefined,
  viewerId: string,
): MemberProgressItem[] {
  if (!own) return [...group];
  const index = group.findIndex((item) => item.member._id === viewerId);
  if (index === -1) return [...group, { ...own, seenByGroup: null }];
  const seen = group[index] as MemberProgressItem;
  return group.map((item, i) => (i === index ? { ...own, seenByGroup: seen.stats } : item));
}

/**
 * The leaderboard with the viewer's own numbers put in, as withOwnProgress does: their row keeps the
 * rank the group gives it; a viewer the group does not see is listed last, after the ranked members.
 */
export function withOwnRank(
  group: readonly LeaderboardEntry[],
  own: { member: MemberRef; stats: MemberStats } | undefined,
  viewerId: string,
): LeaderboardEntry[] {
  if (!own) return [...group];
  const index = group.findIndex((entry) => entry.member._id === viewerId);
  if (index === -1)
    return [...group, { rank: group.length + 1, member: own.member, stats: own.stats, seenByGroup: null }];
  return group.map((entry, i) =>
    i === index ? { ...entry, stats: own.stats, seenByGroup: entry.stats } : entry,
  );
}
