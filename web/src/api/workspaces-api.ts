import type { InvitationDelivery, WorkspaceRole } from '@habitat/domain';
import type {
  CreateGroupHabitBody,
  CreateWorkspaceBody,
  DashboardPermissions,
  GroupHabit,
  Invitation,
  InviteBody,
  SentInvitation,
  UpdateGroupHabitBody,
  UpdateWorkspaceBody,
  Workspace,
  WorkspaceMember,
  WorkspaceSummary,
} from '@habitat/protocol';
import { api, apiRequestWithSource } from './client';

/**
 * The group endpoints (spec §7, base /api/workspaces). Workspace data is served, not synced: reads
 * go through the service worker's NetworkFirst cache, so a group seen before still opens offline,
 * and `fromCache` tells the screen it is showing saved data. Writes need the network.
 */
export interface Served<T> {
  data: T;
  fromCache: boolean;
}

const BASE = '/workspaces';

export async function listWorkspaces(): Promise<Served<WorkspaceSummary[]>> {
  const { body, fromCache } = await apiRequestWithSource<{ workspaces: WorkspaceSummary[] }>(BASE);
  return { data: body.workspaces, fromCache };
}

export async function getWorkspace(id: string): Promise<Served<Workspace>> {
  const { body, fromCache } = await apiRequestWithSource<{ workspace: Workspace }>(`${BASE}/${id}`);
  return { data: body.workspace, fromCache };
}

export async function getGroupHabits(id: string): Promise<Served<GroupHabit[]>> {
  const { body, fromCache } = await apiRequestWithSource<{ habits: GroupHabit[] }>(`${BASE}/${id}/habits`);
  return { data: body.habits, fromCache };
}

export async function createGroupHabit(id: string, body: CreateGroupHabitBody): Promise<GroupHabit> {
  return (await api.post<{ habit: GroupHabit }>(`${BASE}/${id}/habits`, body)).habit;
}

export async function updateGroupHabit(habitId: string, body: UpdateGroupHabitBody): Promise<GroupHabit> {
  return (await api.put<{ habit: GroupHabit }>(`${BASE}/workspace-habits/${habitId}`, body)).habit;
}

export async function deleteGroupHabit(habitId: string): Promise<void> {
  await api.delete(`${BASE}/workspace-habits/${habitId}`);
}

export async function createWorkspace(body: CreateWorkspaceBody): Promise<Workspace> {
  return (await api.post<{ workspace: Workspace }>(BASE, body)).workspace;
}

export async function updateWorkspace(id: string, body: UpdateWorkspaceBody): Promise<Workspace> {
  return (await api.put<{ workspace: Workspace }>(`${BASE}/${id}`, body)).workspace;
}

export async function deleteWorkspace(id: string): Promise<void> {
  await api.delete(`${BASE}/${id}`);
}

export async function leaveWorkspace(id: string): Promise<void> {
  await api.post(`${BASE}/${id}/leave`);
}

export async function updateMemberRole(id: string, memberId: string, role: WorkspaceRole) {
  return (await api.put<{ member: WorkspaceMember }>(`${BASE}/${id}/members/${memberId}`, { role })).member;
}

export async function removeMember(id: string, memberId: string): Promise<void> {
  await api.delete(`${BASE}/${id}/members/${memberId}`);
}

/** The invitation, its link, and whether its email went out (the dialog says which). */
export async function inviteMember(
  id: string,
  body: InviteBody,
): Promise<{ invitation: SentInvitation; delivery: InvitationDelivery; message: string }> {
  return api.post(`${BASE}/${id}/members/invite`, body);
}

export async function listInvitations(id: string, status?: SentInvitation['status']) {
  const query = status ? `?status=${status}` : '';
  return (await api.get<{ invitations: SentInvitation[] }>(`${BASE}/${id}/invitations${query}`)).invitations;
}

export async function cancelInvitation(id: string, invitationId: string): Promise<void> {
  await api.delete(`${BASE}/${id}/invitations/${invitationId}`);
}

/** Readable without an account; its errors are shown as the server words them (spec §8). */
export async function getInvitation(token: string): Promise<Invitation> {
  return (
    await api.get<{ invitation: Invitation }>(`${BASE}/invitations/${encodeURIComponent(token)}`, {
      credentials: 'none',
    })
  ).invitation;
}

/** Accepts, with what the person chose to share with the group (issue 27); without it, nothing is shared. */
export async function acceptInvitation(
  token: string,
  sharing?: DashboardPermissions,
): Promise<{ id: string; name: string }> {
  return (
    await api.post<{ workspace: { id: string; name: string } }>(
      `${BASE}/invitations/${encodeURIComponent(token)}/accept`,
      sharing ? { sharing } : undefined,
    )
  ).workspace;
}

export async function declineInvitation(token: string): Promise<void> {
  await api.post(`${BASE}/invitations/${encodeURIComponent(token)}/decline`, undefined, {
    credentials: 'none',
  });
}
