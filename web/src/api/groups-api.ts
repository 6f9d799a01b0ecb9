import type { InvitationDelivery } from '@habitat/domain';
import type {
  CreateWorkspaceBody,
  DashboardPermissions,
  GroupHabit,
  Invitation,
  InviteBody,
  SentInvitation,
  Workspace,
  WorkspaceSummary,
} from '@habitat/protocol';
import { api, apiRequestWithSource } from './client';

/**
 * The group endpoints (spec §7, base /api/workspaces). Group data is served, not synced: reads
 * go through the service worker's NetworkFirst cache, so a group seen before still opens offline,
 * and `fromCache` tells the screen it is showing saved data. Writes need the network.
 */
export interface Served<T> {
  data: T;
  fromCache: boolean;
}

const BASE = '/workspaces';

export async function listGroups(): Promise<Served<WorkspaceSummary[]>> {
  const { body, fromCache } = await apiRequestWithSource(BASE, 'workspaces');
  return { data: body.workspaces, fromCache };
}

export async function getGroup(id: string): Promise<Served<Workspace>> {
  const { body, fromCache } = await apiRequestWithSource(`${BASE}/${id}`, 'workspace');
  return { data: body.workspace, fromCache };
}

export async function getGroupHabits(id: string): Promise<Served<GroupHabit[]>> {
  const { body, fromCache } = await apiRequestWithSource(`${BASE}/${id}/habits`, 'groupHabits');
  return { data: body.habits, fromCache };
}

export async function createGroup(body: CreateWorkspaceBody): Promise<Workspace> {
  return (await api.post(BASE, 'workspace', body)).workspace;
}

export async function deleteGroup(id: string): Promise<void> {
  await api.delete(`${BASE}/${id}`, 'ok');
}

export async function leaveGroup(id: string): Promise<void> {
  await api.post(`${BASE}/${id}/leave`, 'ok');
}

/** The invitation, its link, and whether its email went out (the dialog says which). */
export async function inviteMember(
  id: string,
  body: InviteBody,
): Promise<{ invitation: SentInvitation; delivery: InvitationDelivery; message: string }> {
  return api.post(`${BASE}/${id}/members/invite`, 'sentInvitation', body);
}

export async function listInvitations(id: string, status?: SentInvitation['status']) {
  const query = status ? `?status=${status}` : '';
  return (await api.get(`${BASE}/${id}/invitations${query}`, 'sentInvitations')).invitations;
}

export async function cancelInvitation(id: string, invitationId: string): Promise<void> {
  await api.delete(`${BASE}/${id}/invitations/${invitationId}`, 'ok');
}

/** Readable without an account; its errors are shown as the server words them (spec §8). */
export async function getInvitation(token: string): Promise<Invitation> {
  return (
    await api.get(`${BASE}/invitations/${encodeURIComponent(token)}`, 'invitation', {
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
    await api.post(
      `${BASE}/invitations/${encodeURIComponent(token)}/accept`,
      'acceptInvitation',
      sharing ? { sharing } : undefined,
    )
  ).workspace;
}

export async function declineInvitation(token: string): Promise<void> {
  await api.post(`${BASE}/invitations/${encodeURIComponent(token)}/decline`, 'ok', undefined, {
    credentials: 'none',
  });
}
