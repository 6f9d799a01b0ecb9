import type { InvalidateQueryFilters, Query, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';
import { queryKeys } from './query-keys';

/**
 * What refreshes a query besides its own screen, written on the query itself (its `meta`), so the
 * events that refresh served data pick their queries by what they are, not by a list kept apart.
 */
export type ServedQueryMeta = {
  /** The server poked: this person's data, notifications or one of their groups changed. */
  refreshOnPoke?: boolean;
  /**
   * The connection came back: 'always', or only when the last load failed for want of it (a link
   * opened on a train still works once the train is out of the tunnel).
   */
  refreshOnOnline?: 'always' | 'after-offline-failure';
  /** The group was changed on this page, or announced as changed ('workspaceUpdated'). */
  refreshOnWorkspaceChange?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ServedQueryMeta;
  }
}

/**
 * A group's piece shown on its pages (the group, its habits, progress, feed, a member's mirror, the
 * preview): it refreshes on a poke, when the connection returns and when the group changes.
 */
export const GROUP_PIECE_META: ServedQueryMeta = {
  refreshOnPoke: true,
  refreshOnOnline: 'always',
  refreshOnWorkspaceChange: true,
};

function wantsOnlineRefresh(query: Query): boolean {
  const when = query.meta?.refreshOnOnline;
  if (when === 'always') return true;
  return (
    when === 'after-offline-failure' &&
    query.state.error instanceof ApiError &&
    query.state.error.status === 0
  );
}

/**
 * Asks the matching queries again after something changed, dropping any answer already on its way:
 * that request left before the change and may not hold it. React Query's own refetch does this
 * only for a query that has data; a first load on its way is kept and taken for the fresh answer
 * (its landing clears the invalidation), so a poke during a screen's first load was lost.
 */
export function askAfresh(client: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  const refetchType = filters.refetchType ?? 'active';
  // Cancelling puts each query back at once, so the new request leaves in this same turn.
  if (refetchType !== 'none') void client.cancelQueries({ ...filters, type: refetchType });
  return client.invalidateQueries({ ...filters, refetchType });
}

/** The server poked: exactly the queries marked for it are refetched (the ones on screen at once). */
export function refreshOnPoke(client: QueryClient): Promise<void> {
  return askAfresh(client, { predicate: (query) => query.meta?.refreshOnPoke === true });
}

/** The browser is online again: the queries marked for it are refetched. */
export function refreshOnOnline(client: QueryClient): Promise<void> {
  return askAfresh(client, { predicate: wantsOnlineRefresh });
}

/** The group changed: its pieces that show it are refetched; its settings copy and lists are not. */
export function refreshGroupPieces(client: QueryClient, id: string): Promise<void> {
  return askAfresh(client, {
    queryKey: queryKeys.group.all(id),
    predicate: (query) => query.meta?.refreshOnWorkspaceChange === true,
  });
}

/** Refetches on 'online' while the page is open; returns the unsubscribe. */
export function listenForOnline(client: QueryClient, target: EventTarget = window): () => void {
  const onOnline = () => void refreshOnOnline(client);
  target.addEventListener('online', onOnline);
  return () => target.removeEventListener('online', onOnline);
}
