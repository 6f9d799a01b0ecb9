import {
  CancelledError,
  type InvalidateQueryFilters,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
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
  refreshOnGroupChange?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ServedQueryMeta;
  }
}

/**
 * One of a group's queries shown on its pages (the group, its habits, progress, feed, a member's mirror, the
 * preview): it refreshes on a poke, when the connection returns and when the group changes.
 */
export const GROUP_PIECE_META: ServedQueryMeta = {
  refreshOnPoke: true,
  refreshOnOnline: 'always',
  refreshOnGroupChange: true,
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

/** Queries whose answer on its way will be followed by one more request as soon as it lands. */
const followedUp = new WeakSet<Query>();

/**
 * Asks the matching queries again after something changed. A load already on its way left before
 * the change and may not hold it, so it is let land (the screen shows it) and asked once more.
 * React Query's own invalidation takes a first load on its way for the fresh answer (its landing
 * clears the mark), so a poke during a screen's first load was lost; and it cancels a later load,
 * so a stream of pokes would never let a slow answer land at all.
 */
export function askAfresh(client: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  const refetchType = filters.refetchType ?? 'active';
  const onTheirWay =
    refetchType === 'none'
      ? []
      : client
          .getQueryCache()
          .findAll({ ...filters, type: refetchType })
          .filter((query) => query.state.fetchStatus === 'fetching' && !followedUp.has(query));
  return Promise.all([
    client.invalidateQueries({ ...filters, refetchType }, { cancelRefetch: false }),
    ...onTheirWay.map((query) => askAgainWhenLanded(client, query, refetchType)),
  ]).then(() => undefined);
}

/**
 * How long an answer on its way is waited for before a refresh takes it for stalled (a connection
 * that hangs without failing, as on a train) and asks again without it. Long enough for a slow
 * link to bring a group's page, so a stream of pokes does not keep restarting it.
 */
export const STALLED_AFTER_MS = 30_000;

async function askAgainWhenLanded(
  client: QueryClient,
  query: Query,
  refetchType: InvalidateQueryFilters['refetchType'],
) {
  followedUp.add(query);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<'stalled'>((resolve) => {
    timer = setTimeout(() => resolve('stalled'), STALLED_AFTER_MS);
  });
  const landed = query.promise?.then(
    () => 'landed' as const,
    (error: unknown) => (error instanceof CancelledError ? ('cancelled' as const) : ('landed' as const)),
  );
  const outcome = await Promise.race([landed ?? 'landed', stalled]);
  clearTimeout(timer);
  followedUp.delete(query);
  // Cancelled, it was taken in hand by whoever cancelled it: sign-out forgetting everything, or a
  // change this page wrote over it (an answer asked before that change reaches the server must
  // not overtake it; the page asks again itself when it had nothing to write over).
  if (outcome === 'cancelled') return;
  if (outcome === 'stalled') void client.cancelQueries({ queryKey: query.queryKey, exact: true });
  await client.invalidateQueries(
    { queryKey: query.queryKey, exact: true, refetchType },
    { cancelRefetch: false },
  );
}

/** The server poked: exactly the queries marked for it are refetched (the ones on screen at once). */
export function refreshOnPoke(client: QueryClient): Promise<void> {
  return askAfresh(client, { predicate: (query) => query.meta?.refreshOnPoke === true });
}

/** The browser is online again: the queries marked for it are refetched. */
export function refreshOnOnline(client: QueryClient): Promise<void> {
  return askAfresh(client, { predicate: wantsOnlineRefresh });
}

/** The group changed: its queries that show it are refetched; its settings copy and lists are not. */
export function refreshGroupPieces(client: QueryClient, id: string): Promise<void> {
  return askAfresh(client, {
    queryKey: queryKeys.group.all(id),
    predicate: (query) => query.meta?.refreshOnGroupChange === true,
  });
}

/** Refetches on 'online' while the page is open; returns the unsubscribe. */
export function listenForOnline(client: QueryClient, target: EventTarget = window): () => void {
  const onOnline = () => void refreshOnOnline(client);
  target.addEventListener('online', onOnline);
  return () => target.removeEventListener('online', onOnline);
}
