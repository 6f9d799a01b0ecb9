import type { JoinRequest, WorkspacePreview } from '@habitat/protocol';
import { useQuery } from '@tanstack/react-query';
import { getGroupPreview, listJoinRequests } from './join-api';
import { queryKeys } from './query-keys';
import { GROUP_PIECE_META } from './query-refresh';
import { type QueryResource, type ServedResource, useQueryResource, useServedQuery } from './served-resource';

/**
 * What someone outside a public group sees of it. One of the group's queries like the others: it reloads
 * when the server pokes, so an admin's answer to a request shows without a refresh.
 */
export function useGroupPreview(id: string): ServedResource<WorkspacePreview> {
  return useServedQuery<WorkspacePreview>({
    queryKey: queryKeys.group.preview(id),
    queryFn: () => getGroupPreview(id),
    meta: GROUP_PIECE_META,
    dropWhenGone: true,
  });
}

/** Requests to join, for the owners and admins answering them: reloaded when the server pokes. */
export function useJoinRequests(id: string): QueryResource<JoinRequest[]> {
  const queryKey = queryKeys.group.joinRequests(id);
  const result = useQuery({ queryKey, queryFn: () => listJoinRequests(id), meta: { refreshOnPoke: true } });
  return useQueryResource(result, queryKey);
}
