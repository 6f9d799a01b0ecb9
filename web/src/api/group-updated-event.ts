import type { QueryClient } from '@tanstack/react-query';
import { applyGroupChange, type GroupUpdate } from './group-cache';

/**
 * The one window event the product spec names (§2: "A 'workspaceUpdated' window event merges
 * updated workspace data into the list"; §4: the group overview "refreshes on the
 * 'workspaceUpdated' event"). It is kept as a way in for code outside the app; the app itself
 * changes the cache directly and dispatches nothing.
 */
export const GROUP_UPDATED = 'workspaceUpdated';

function updateOf(event: Event): GroupUpdate | null {
  const detail: unknown = 'detail' in event ? event.detail : undefined;
  if (typeof detail !== 'object' || detail === null) return null;
  const { _id } = detail as { _id?: unknown };
  return typeof _id === 'string' ? (detail as GroupUpdate) : null;
}

/** Listens once for the page (the provider registers it); returns the unsubscribe. */
export function listenForGroupUpdated(client: QueryClient, target: EventTarget = window): () => void {
  const onUpdated = (event: Event) => {
    const update = updateOf(event);
    if (update) applyGroupChange(client, update);
  };
  target.addEventListener(GROUP_UPDATED, onUpdated);
  return () => target.removeEventListener(GROUP_UPDATED, onUpdated);
}
