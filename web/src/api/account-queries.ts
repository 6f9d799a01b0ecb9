import type { MemberSharing } from '@habitat/protocol';
import { type QueryClient, type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { getDashboardPermissions, getUserStats, type UserStats } from './account-api';
import { writeLocalChange } from './query-client';
import { queryKeys } from './query-keys';
import { refreshGroupPieces } from './query-refresh';

/**
 * The badges and totals the server recorded (analytics). Read only online, and read again each
 * time the page comes back online, so a badge earned on another device appears: the query is
 * enabled by the connection, and turning on makes it load.
 */
export function useUserStats(online: boolean) {
  return useQuery<UserStats>({ queryKey: queryKeys.account.stats(), queryFn: getUserStats, enabled: online });
}

/** One group's "share my dashboard" choice: loading, read, or unreadable. */
export type PermissionRead =
  | { status: 'loading' }
  | { status: 'read'; permissions: MemberSharing }
  | { status: 'failed' };

/** One group's sharing choice (the group page's one-time notice, issue 27). */
export function useMemberSharing(groupId: string, enabled = true) {
  return useQuery<MemberSharing>({
    queryKey: queryKeys.group.dashboardPermissions(groupId),
    queryFn: () => getDashboardPermissions(groupId),
    enabled,
  });
}

/** Each group's dashboard sharing, asked once per group while the settings widget shows it. */
export function useDashboardPermissions(groupIds: readonly string[]): Record<string, PermissionRead> {
  return useQueries({
    queries: groupIds.map((id) => ({
      queryKey: queryKeys.group.dashboardPermissions(id),
      queryFn: () => getDashboardPermissions(id),
    })),
    combine: (results) =>
      Object.fromEntries(results.map((result, index) => [groupIds[index] ?? '', readOf(result)])),
  });
}

function readOf(result: UseQueryResult<MemberSharing>): PermissionRead {
  if (result.data) return { status: 'read', permissions: result.data };
  return result.isError ? { status: 'failed' } : { status: 'loading' };
}

/**
 * A saved choice is the server's answer: it becomes the group's cached one, and the group's numbers
 * on screen are asked again, since what the group sees of the person is what they show (the
 * person's own board row said 'Hidden from the group' until a reload).
 */
export function storeDashboardPermissions(
  client: QueryClient,
  groupId: string,
  permissions: MemberSharing,
): void {
  writeLocalChange<MemberSharing>(client, queryKeys.group.dashboardPermissions(groupId), () => permissions);
  void refreshGroupPieces(client, groupId);
}
