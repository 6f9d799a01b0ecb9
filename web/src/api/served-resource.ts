import {
  hashKey,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './client';
import type { Served } from './groups-api';
import { askAfresh } from './query-refresh';

/** One query as a screen reads it. */
export interface QueryResource<T> {
  data: T | undefined;
  /** The last load's failure, kept while a reload runs; with data set, what shows is the last good copy. */
  error: unknown;
  /** A load is running. */
  loading: boolean;
  /**
   * Ask again: at once, or, with an answer already on its way, as soon as it lands (it left before
   * whatever made the screen ask). A query switched off (`enabled: false`) is not asked.
   */
  reload(): void;
}

/** A served read: its data, and whether it came from the service worker's offline cache. */
export interface ServedResource<T> extends QueryResource<T> {
  fromCache: boolean;
}

/**
 * A group gone or closed to the viewer (400, 403, 404: what the group page calls 'not found'): its
 * last copy must not stay on screen as if it were still there.
 */
export function isGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 403 || error.status === 404);
}

/**
 * React Query forgets a failure when a reload of a query without data starts (it is 'pending'
 * again); the screens kept it until the reload answered, so a public group's preview (shown for a
 * 403) stays on screen while a poke reloads it instead of flashing a spinner.
 */
function useLastFailure(result: UseQueryResult<unknown>, queryKey: QueryKey): unknown {
  const key = hashKey(queryKey);
  const { error, status } = result;
  const [last, setLast] = useState<{ key: string; error: unknown } | null>(null);
  useEffect(() => {
    if (error) setLast({ key, error });
    else if (status === 'success') setLast(null);
  }, [key, error, status]);
  if (error) return error;
  return status === 'pending' && last?.key === key ? last.error : null;
}

/** The screen's view of a query's result (see QueryResource). */
export function useQueryResource<T>(result: UseQueryResult<T>, queryKey: QueryKey): QueryResource<T> {
  const error = useLastFailure(result, queryKey);
  const client = useQueryClient();
  const key = hashKey(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the key
  const reload = useCallback(() => void askAfresh(client, { queryKey, exact: true }), [client, key]);
  return { data: result.data, error, loading: result.isFetching, reload };
}

export type ServedQueryOptions<T> = UseQueryOptions<Served<T>, Error, Served<T>, QueryKey> & {
  queryKey: QueryKey;
  /** One of a group's queries: on a not-found answer its last copy is dropped (the group is gone). */
  dropWhenGone?: boolean;
};

/** A served read through the page's query cache, as the screen reads it. */
export function useServedQuery<T>({
  dropWhenGone = false,
  ...options
}: ServedQueryOptions<T>): ServedResource<T> {
  const result = useQuery(options);
  const resource = useQueryResource(result, options.queryKey);
  const served = dropWhenGone && isGone(resource.error) ? undefined : resource.data;
  return { ...resource, data: served?.data, fromCache: served?.fromCache ?? false };
}
