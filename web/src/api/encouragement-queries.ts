import type { Encouragement } from '@habitat/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { getGroupEncouragements } from './encouragements-api';
import { queryKeys } from './query-keys';
import { askAfresh, GROUP_PIECE_META } from './query-refresh';
import { type ServedResource, useServedQuery } from './served-resource';

/** A group's encouragements, newest first as the server sends them (the feed widget). */
export function useGroupEncouragements(groupId: string): ServedResource<Encouragement[]> {
  return useServedQuery<Encouragement[]>({
    queryKey: queryKeys.group.encouragements(groupId),
    queryFn: async () => {
      const { data, fromCache } = await getGroupEncouragements(groupId);
      return { data: data.encouragements, fromCache };
    },
    meta: GROUP_PIECE_META,
    dropWhenGone: true,
  });
}

/** After this person sent one: the group's feed loads again without waiting for the server's poke. */
export function encouragementSent(client: QueryClient, groupId: string): Promise<void> {
  return askAfresh(client, { queryKey: queryKeys.group.encouragements(groupId) });
}
