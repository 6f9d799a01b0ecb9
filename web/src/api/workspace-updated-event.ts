import type { QueryClient } from '@tanstack/react-query';
import { applyWorkspaceChange, type WorkspaceUpdate } from './workspace-cache';

/**
 * The one window event the product spec names (§2: "A 'workspaceUpdated' window event merges
 * updated workspace data into the list"; §4: the group overview "refreshes on the
 * 'workspaceUpdated' event"). It is kept as a way in for code outside the app; the app itself
 * changes the cache directly and dispatches nothing.
 */
export const WORKSPACE_UPDATED = 'workspaceUpdated';

function updateOf(event: Event): WorkspaceUpdate | null {
  const detail: unknown = 'detail' in event ? event.detail : undefined;
  if (typeof detail !== 'object' || detail === null) return null;
  const { _id } = detail as { _id?: unknown };
  return typeof _id === 'string' ? (detail as WorkspaceUpdate) : null;
}

/** Listens once for the page (the provider registers it); returns the unsubscribe. */
export function listenForWorkspaceUpdated(client: QueryClient, target: EventTarget = window): () => void {
  const onUpdated = (event: Event) => {
    const update = updateOf(event);
    if (update) applyWorkspaceChange(client, update);
  };
  target.addEventListener(WORKSPACE_UPDATED, onUpdated);
  return () => target.removeEventListener(WORKSPACE_UPDATED, onUpdated);
}
