import type { Workspace, WorkspaceSummary } from '@habitat/protocol';
import type { QueryClient } from '@tanstack/react-query';
import type { Served } from './groups-api';
import { queryKeys } from './query-keys';
import { askAfresh, refreshGroupPieces } from './query-refresh';

/**
 * Changes to a group made on this page, written into the query cache so every view of the group
 * (the sidebar, the groups list, the group's own pages) agrees without asking the server again.
 */
export type GroupUpdate = Partial<WorkspaceSummary> & { _id: string };

/** What the groups list and the sidebar keep of a full group: everything but settings and members. */
export function summaryOf(group: Workspace): WorkspaceSummary {
  const { settings: _settings, members: _members, ...summary } = group;
  return summary;
}

function isSummary(update: GroupUpdate): update is WorkspaceSummary {
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
export function reloadGroupList(client: QueryClient): Promise<void> {
  return client.invalidateQueries(
    { queryKey: queryKeys.groups.list(), refetchType: 'all' },
    { cancelRefetch: false },
  );
}

/**
 * Asks for the list again after a change to it (a group joined, one not listed yet): a load on
 * its way left before the change, so it is asked once more when it lands.
 */
export function refreshGroupList(client: QueryClient): Promise<void> {
  return askAfresh(client, { queryKey: queryKeys.groups.list(), refetchType: 'all' });
}

/**
 * Merges a changed group into the list, newest change first. A group not listed yet (just created
 * or joined) is added when the update is a whole summary; a part of one cannot be shown, and a list
 * not loaded yet has nothing to merge into: the list is asked for again instead.
 */
export function mergeIntoGroupList(client: QueryClient, update: GroupUpdate): void {
  const key = queryKeys.groups.list();
  const list = client.getQueryData<Served<WorkspaceSummary[]>>(key);
  const known = list?.data.some((group) => group._id === update._id) ?? false;
  if (!list || (!known && !isSummary(update))) {
    void refreshGroupList(client);
    return;
  }
  const groups = known
    ? list.data.map((group) => (group._id === update._id ? { ...group, ...update } : group))
    : [...list.data, update as WorkspaceSummary];
  client.setQueryData<Served<WorkspaceSummary[]>>(key, { ...list, data: groups.sort(byUpdatedDesc) });
}

/**
 * A group changed (renamed, its settings saved, created): the list shows the change and the
 * group's pages that show it load it again, as the 'workspaceUpdated' event does (spec §2, §4).
 */
export function applyGroupChange(client: QueryClient, update: GroupUpdate): void {
  mergeIntoGroupList(client, update);
  void refreshGroupPieces(client, update._id);
}

/**
 * After leaving or deleting a group: it leaves the list, and its queries are forgotten. The ones
 * still on screen are left to that screen, which is closing (the person is sent elsewhere) and
 * takes them with it (gcTime 0): removed under it, a last render would ask the server for a group
 * that is no longer theirs.
 */
export function removeGroupFromCache(client: QueryClient, id: string): void {
  const key = queryKeys.groups.list();
  const list = client.getQueryData<Served<WorkspaceSummary[]>>(key);
  if (list) {
    client.setQueryData<Served<WorkspaceSummary[]>>(key, {
      ...list,
      data: list.data.filter((group) => group._id !== id),
    });
  }
  client.removeQueries({
    queryKey: queryKeys.group.all(id),
    predicate: (query) => query.getObserversCount() === 0,
  });
}
