import type { MemberDashboard } from '@habitat/protocol';
import { apiRequestWithSource } from './client';
import type { Served } from './groups-api';

/**
 * What a group shows of its members (spec §7): served reads, cached by the service worker like
 * the group itself, so a group seen before still shows its last numbers offline.
 */
const BASE = '/workspaces';

export async function getMemberDashboard(id: string, memberId: string): Promise<Served<MemberDashboard>> {
  const { body, fromCache } = await apiRequestWithSource(
    `${BASE}/${id}/members/${memberId}/dashboard`,
    'memberDashboard',
  );
  return { data: body, fromCache };
}
