import type { MemberDashboard } from '@habitat/protocol';
import { getMemberDashboard } from './group-progress-api';
import { queryKeys } from './query-keys';
import { GROUP_PIECE_META } from './query-refresh';
import { type ServedResource, useServedQuery } from './served-resource';

/**
 * A group's numbers still served (a member's mirror dashboard); the member progress and leaderboard
 * come with the device's copy of the group (issue 31). Each is one of the group's queries
 * (GROUP_PIECE_META): refreshed on a poke, a reconnect and a change to the group, dropped when the
 * group turns out to be gone.
 */

/** Another member's dashboard, read-only (the member mirror). */
export function useMemberDashboard(id: string, memberId: string): ServedResource<MemberDashboard> {
  return useServedQuery<MemberDashboard>({
    queryKey: queryKeys.group.memberDashboard(id, memberId),
    queryFn: () => getMemberDashboard(id, memberId),
    meta: GROUP_PIECE_META,
    dropWhenGone: true,
  });
}
