import type { Workspace, WorkspaceSummary } from '@habitat/protocol';

/**
 * Window events that keep every view of a group in step after a change made elsewhere on the page
 * (spec §2: a 'workspaceUpdated' event merges updated workspace data into the list).
 */
export const WORKSPACE_UPDATED = 'workspaceUpdated';
export const WORKSPACE_REMOVED = 'workspaceRemoved';

export type WorkspaceUpdate = Partial<WorkspaceSummary> & { _id: string };

/** What the groups list and the sidebar keep of a full workspace: everything but settings and members. */
export function summaryOf(workspace: Workspace): WorkspaceSummary {
  const { settings: _settings, members: _members, ...summary } = workspace;
  return summary;
}

export function announceWorkspaceUpdated(workspace: WorkspaceUpdate): void {
  window.dispatchEvent(new CustomEvent<WorkspaceUpdate>(WORKSPACE_UPDATED, { detail: workspace }));
}

/** After leaving or deleting a group: it leaves every list. */
export function announceWorkspaceRemoved(id: string): void {
  window.dispatchEvent(new CustomEvent<{ _id: string }>(WORKSPACE_REMOVED, { detail: { _id: id } }));
}
