import type { Workspace, WorkspaceSummary } from '@habitat/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { reloadGroupList } from './group-cache';
import { getGroup, listGroups } from './groups-api';
import { queryKeys } from './query-keys';
import { GROUP_PIECE_META } from './query-refresh';
import { type ServedResource, useServedQuery } from './served-resource';

/** The person's groups as the sidebar, the groups page and settings show them. */
export interface GroupListState {
  groups: WorkspaceSummary[];
  loading: boolean;
  /** The last load's failure; cleared as the next load starts. */
  error: string | null;
  fromCache: boolean;
  /** A first load has answered, with the list or a failure. */
  loaded: boolean;
  /** Ask for the list again (a load already on its way is the answer). */
  reload(): void;
}

// One empty list for every render before the first answer: screens depend on its identity.
const NO_GROUPS: WorkspaceSummary[] = [];

/**
 * The signed-in person's groups as the server lists them (ARCHITECTURE §1, served data). The lists
 * read the device's groups once it holds them, and this only for the 'This week' figures
 * (data/useGroupList.ts). One copy for the whole page: loaded when first shown,
 * then kept for the session (never stale, never collected) and changed only on demand (the groups
 * page asks afresh when it opens) or by the changes made here (group-cache.ts). A first load that
 * failed is not tried again by the next screen to show the list; that screen's Try Again does.
 */
export function useServedGroupList(): GroupListState {
  const client = useQueryClient();
  const result = useQuery({
    queryKey: queryKeys.groups.list(),
    queryFn: listGroups,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retryOnMount: false,
  });
  const reload = useCallback(() => void reloadGroupList(client), [client]);
  return {
    groups: result.data?.data ?? NO_GROUPS,
    fromCache: result.data?.fromCache ?? false,
    loading: result.isFetching,
    error: result.isFetching || !result.error ? null : result.error.message,
    loaded: result.data !== undefined || result.errorUpdateCount > 0,
    reload,
  };
}

/**
 * A group as the server has it, for a group this device does not hold (issue 31): whether the
 * person is in it (not yet pulled), may see its preview (403) or cannot find it (404).
 */
export function useGroup(
  id: string,
  { enabled = true }: { enabled?: boolean } = {},
): ServedResource<Workspace> {
  return useServedQuery<Workspace>({
    queryKey: queryKeys.group.detail(id),
    queryFn: () => getGroup(id),
    meta: GROUP_PIECE_META,
    dropWhenGone: true,
    enabled,
  });
}
