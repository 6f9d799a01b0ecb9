import type { WorkspaceSummary } from '@habitat/protocol';
import { useEffect, useSyncExternalStore } from 'react';
import { listWorkspaces } from '../../api/workspaces-api';
import { WORKSPACE_REMOVED, WORKSPACE_UPDATED, type WorkspaceUpdate } from './workspace-events';

/**
 * The signed-in person's groups, shared by the sidebar and the groups page so both show the same
 * list from one request. Served data (ARCHITECTURE §1): loaded when first needed, reloaded on
 * demand, patched by the workspace events, and marked when it came from the offline cache.
 */
export interface WorkspaceListState {
  workspaces: WorkspaceSummary[];
  loading: boolean;
  error: string | null;
  fromCache: boolean;
  loaded: boolean;
}

const initial: WorkspaceListState = {
  workspaces: [],
  loading: false,
  error: null,
  fromCache: false,
  loaded: false,
};

let state = initial;
let inFlight: Promise<void> | undefined;
// Bumped at sign-out: an answer that left before it belongs to the previous person and is dropped.
let generation = 0;
const listeners = new Set<() => void>();

function setState(patch: Partial<WorkspaceListState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function reloadWorkspaces(): Promise<void> {
  if (inFlight) return inFlight;
  const asked = generation;
  const request = (async () => {
    setState({ loading: true, error: null });
    try {
      const { data, fromCache } = await listWorkspaces();
      if (asked === generation) setState({ workspaces: data, fromCache, loading: false, loaded: true });
    } catch (error) {
      if (asked === generation) setState({ loading: false, loaded: true, error: (error as Error).message });
    } finally {
      if (asked === generation) inFlight = undefined;
    }
  })();
  inFlight = request;
  return request;
}

function byUpdatedDesc(a: WorkspaceSummary, b: WorkspaceSummary): number {
  return b.updatedAt.localeCompare(a.updatedAt);
}

/** Merges a changed group in place; a group not yet listed (just created or joined) is added. */
export function mergeWorkspace(update: WorkspaceUpdate): void {
  const known = state.workspaces.some((w) => w._id === update._id);
  if (!known && !isSummary(update)) {
    void reloadWorkspaces();
    return;
  }
  const workspaces = known
    ? state.workspaces.map((w) => (w._id === update._id ? { ...w, ...update } : w))
    : [...state.workspaces, update as WorkspaceSummary];
  setState({ workspaces: workspaces.sort(byUpdatedDesc) });
}

function isSummary(update: WorkspaceUpdate): update is WorkspaceSummary {
  return typeof update.name === 'string' && typeof update.memberCount === 'number';
}

export function dropWorkspace(id: string): void {
  setState({ workspaces: state.workspaces.filter((w) => w._id !== id) });
}

/** Forget everything at sign-out, so the next person never sees this one's groups. */
export function resetWorkspaceList(): void {
  generation += 1;
  inFlight = undefined;
  state = initial;
  for (const listener of listeners) listener();
}

function onUpdated(event: Event): void {
  mergeWorkspace((event as CustomEvent<WorkspaceUpdate>).detail);
}
function onRemoved(event: Event): void {
  dropWorkspace((event as CustomEvent<{ _id: string }>).detail._id);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener(WORKSPACE_UPDATED, onUpdated);
    window.addEventListener(WORKSPACE_REMOVED, onRemoved);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener(WORKSPACE_UPDATED, onUpdated);
      window.removeEventListener(WORKSPACE_REMOVED, onRemoved);
    }
  };
}

/** The list, loaded on first use; screens call `reloadWorkspaces` to refresh it. */
export function useWorkspaceList(): WorkspaceListState {
  const snapshot = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (!state.loaded && !inFlight) void reloadWorkspaces();
  }, []);
  return snapshot;
}
