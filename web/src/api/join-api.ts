import type { DashboardPermissions, JoinResponse, WorkspacePreview } from '@habitat/protocol';
import { api, apiRequestWithSource } from './client';
import type { Served } from './groups-api';

/**
 * Joining a public group by its link (issue 16, base /api/workspaces): the preview a non-member
 * sees, joining or asking, and the requests a group's owners and admins answer. The preview is
 * served data like the group itself; everything else needs the network.
 */
const BASE = '/workspaces';

export async function getGroupPreview(id: string): Promise<Served<WorkspacePreview>> {
  const { body, fromCache } = await apiRequestWithSource(`${BASE}/${id}/preview`, 'workspacePreview');
  return { data: body.preview, fromCache };
}

/**
 * Joins at once, or asks: the answer says which ('joined' or 'requested'). What to share is stored
 * with a join made at once (issue 27); a request is asked again once let in.
 */
export async function joinGroup(id: string, sharing?: DashboardPermissions): Promise<JoinResponse> {
  return api.post(`${BASE}/${id}/join`, 'join', sharing ? { sharing } : undefined);
}

export async function cancelJoinRequest(id: string): Promise<void> {
  await api.delete(`${BASE}/${id}/join-request`, 'ok');
}

export async function answerJoinRequest(
  id: string,
  requestId: string,
  answer: 'accept' | 'decline',
): Promise<void> {
  await api.post(`${BASE}/${id}/join-requests/${requestId}/${answer}`, 'ok');
}
