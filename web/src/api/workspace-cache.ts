import type { Workspace, WorkspaceSummary } from '@habitat/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { askAfresh, refreshGroupPieces } from './query-refresh';
import type { Served } from './workspaces-api';

/**
 * Changes to a group made on this page, written into the query cache so every view of the group
 * (the sidebar, the groups list, the group's own pages) agrees without asking the server again.
 */
export type WorkspaceUpdate = Partial<WorkspaceSummary> & { _id: string };

/** What the groups list and the sidebar keep of a full workspace: everything but settings and members. */
export function summaryOf(workspace: Workspace): WorkspaceSummary {
  const { settings: _settings, members: _members, ...summary } = workspace;
  return summary;
}

function isSummary(update: WorkspaceUpdate): update is WorkspaceSummary {
  return typeof update.name === 'string' && typeof update.memberCount === 'number';
}

function byUpdatedDesc(a: WorkspaceSummary, b: WorkspaceSummary): number {
  return b.updatedAt.localeCompare(a.updatedAt);
}

/**
 * Asks for the list again, shown or not (on a phone the sidebar is closed most of the time); a
 * load already on its way is the answer, so the sidebar and the groups page opening together
 * make one request. A list never loaded is loaded when first shown.
 */
export function reloadWorkspaceList(client: QueryClient): Promise<void> {
  return client.invalidateQueries(
    { queryKey: queryKeys.workspaces.list(), refetchType: 'all' },
    { cancelRefetch: false },
  );
}

/**
 * Asks for the list again after a change to it (a group joined, one not listed yet): a load on
 * its way left before the change, so it is asked once more when it lands.
 */
export function refreshWorkspaceList(client: QueryClient): Promise<void> {
  return askAfresh(client, { queryKey: queryKeys.workspaces.list(), refetchType: 'all' });
}

/**
 * Merges a changed group into the list, newest change first. A group not listed yet (just created
 * or joined) is added when the update is a whole summary; a part of one cannot be shown, and a list
 * not loaded yet has nothing to merge into: the list is asked for again instead.
 */
export function mergeIntoWorkspaceList(client: QueryClient, update: WorkspaceUpdate): void {
  const key = queryKeys.workspaces.list();
  const list = client.getQueryData<Served<WorkspaceSummary[]>>(key);
  const known = list?.data.some((workspace) => workspace._id === update._id) ?? false;
  if (!list || (!known && !isSummary(update))) {
    void refreshWorkspaceList(client);
    return;
  }
  const workspaces = known
    ? list.data.map((workspace) => (workspace._id === update._id ? { ...workspace, ...update } : workspace))
    : [...list.data, update as WorkspaceSummary];
  client.setQueryData<Served<WorkspaceSummary[]>>(key, { ...list, data: workspaces.sort(byUpdatedDesc) });
}

/**
 * A group changed (renamed, its settings saved, created): the list shows the change and the
 * group's pages that show it load it again, as the 'workspaceUpdated' event does (spec §2, §4).
 */
export function applyWorkspaceChange(client: QueryClient, update: WorkspaceUpdate): void {
  mergeIntoWorkspaceList(client, update);
  void refreshGroupPieces(client, update._id);
}

/**
 * After leaving or deleting a group: it leaves the list, and its queries are forgotten. The ones
 * still on screen are left to that screen, which is closing (the person is sent elsewhere) and
 * takes them with it (gcTime 0): removed under it, a last render would ask the server for a group
 * that is no longer theirs.
 */
export function removeWorkspaceFromCache(client: QueryClient, id: string): void {
  const key = queryKeys.workspaces.list();
  const list = client.getQueryData<Served<WorkspaceSummary[]>>(key);
  if (list) {
    client.setQueryData<Served<WorkspaceSummary[]>>(key, {
      ...list,
      data: list.data.filter((workspace) => workspace._id !== id),
    });
  }
  client.removeQueries({
    queryKey: queryKeys.group.all(id),
    predicate: (query) => query.getObserversCount() === 0,
  });
}
