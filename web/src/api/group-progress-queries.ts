import type { GroupOverview, LeaderboardEntry, MemberDashboard, ProgressRange } from '@habitat/protocol';
import { getGroupOverview, getLeaderboard, getMemberDashboard } from './group-progress-api';
import { queryKeys } from './query-keys';
import { GROUP_PIECE_META } from './query-refresh';
import { type ServedResource, useServedQuery } from './served-resource';

/**
 * A group's numbers on its pages. Each is one of the group's queries (GROUP_PIECE_META): refreshed on a
 * poke, a reconnect and a change to the group, dropped when the group turns out to be gone.
 */

export function useGroupOverview(id: string): ServedResource<GroupOverview> {
  return useServedQuery<GroupOverview>({
    queryKey: queryKeys.group.overview(id),
    queryFn: () => getGroupOverview(id),
    meta: GROUP_PIECE_META,
    dropWhenGone: true,
  });
}

/** One range's ranks, under a key of their own: one range's answer never shows under another's switch. */
export function useLeaderboard(id: string, range: ProgressRange): ServedResource<LeaderboardEntry[]> {
  return useServedQuery<LeaderboardEntry[]>({
    queryKey: queryKeys.group.leaderboard(id, range),
    queryFn: () => getLeaderboard(id, range),
    meta: GROUP_PIECE_META,
    dropWhenGone: true,
  });
}

/** Another member's dashboard, read-only (the member mirror). */
export function useMemberDashboard(id: string, memberId: string): ServedResource<MemberDashboard> {
  return useServedQuery<MemberDashboard>({
    queryKey: queryKeys.group.memberDashboard(id, memberId),
    queryFn: () => getMemberDashboard(id, memberId),
    meta: GROUP_PIECE_META,
    dropWhenGone: true,
  });
}
