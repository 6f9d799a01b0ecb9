import type { Encouragement, SendEncouragementBody } from '@habitat/protocol';
import { api } from './client';

/** Spec §7 Encouragements (base /api/encouragements). Sending needs the network. */
const BASE = '/encouragements';

export async function sendEncouragement(body: SendEncouragementBody): Promise<Encouragement> {
  return (await api.post(BASE, 'encouragement', body)).data.encouragement;
}

export async function respondToEncouragement(id: string, message: string): Promise<Encouragement> {
  return (await api.put(`${BASE}/${id}/respond`, 'encouragement', { message })).data.encouragement;
}

export async function markEncouragementRead(id: string): Promise<void> {
  await api.put(`${BASE}/${id}/read`, 'encouragement');
}
