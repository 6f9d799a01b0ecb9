import type { WorkspacePreview } from '@habitat/protocol';
import { getGroupPreview } from './join-api';
import { queryKeys } from './query-keys';
import { GROUP_PIECE_META } from './query-refresh';
import { type ServedResource, useServedQuery } from './served-resource';

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
