import type { Encouragement, SendEncouragementBody } from '@habitat/protocol';
import { api, apiRequestWithSource } from './client';
import type { Served } from './workspaces-api';

/** Spec §7 Encouragements (base /api/encouragements). Sending needs the network. */
const BASE = '/encouragements';

interface Page {
  encouragements: Encouragement[];
  total: number;
}

export async function sendEncouragement(body: SendEncouragementBody): Promise<Encouragement> {
  return (await api.post<{ data: { encouragement: Encouragement } }>(BASE, body)).data.encouragement;
}

export async function getWorkspaceEncouragements(workspaceId: string): Promise<Served<Page>> {
  const { body, fromCache } = await apiRequestWithSource<{ data: Page }>(`${BASE}/workspace/${workspaceId}`);
  return { data: body.data, fromCache };
}

export async function respondToEncouragement(id: string, message: string): Promise<Encouragement> {
  return (await api.put<{ data: { encouragement: Encouragement } }>(`${BASE}/${id}/respond`, { message }))
    .data.encouragement;
}

export async function markEncouragementRead(id: string): Promise<void> {
  await api.put(`${BASE}/${id}/read`);
}
