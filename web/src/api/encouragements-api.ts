import type { Encouragement, SendEncouragementBody } from '@habitat/protocol';
import { api, apiRequestWithSource } from './client';
import type { Served } from './groups-api';

/** Spec §7 Encouragements (base /api/encouragements). Sending needs the network. */
const BASE = '/encouragements';

interface Page {
  encouragements: Encouragement[];
  total: number;
}

export async function sendEncouragement(body: SendEncouragementBody): Promise<Encouragement> {
  return (await api.post(BASE, 'encouragement', body)).data.encouragement;
}

export async function getGroupEncouragements(groupId: string): Promise<Served<Page>> {
  const { body, fromCache } = await apiRequestWithSource(`${BASE}/workspace/${groupId}`, 'encouragements');
  return { data: body.data, fromCache };
}

export async function respondToEncouragement(id: string, message: string): Promise<Encouragement> {
  return (await api.put(`${BASE}/${id}/respond`, 'encouragement', { message })).data.encouragement;
}

export async function markEncouragementRead(id: string): Promise<void> {
  await api.put(`${BASE}/${id}/read`, 'encouragement');
}
