import { SERVED_CACHE } from '../../api/served-cache';

/** Served reads belong to the signed-in person: dropped when the session ends. */
export async function forgetServedData(): Promise<void> {
  const { resetWorkspaceList } = await import('../../features/groups/workspace-list-store');
  resetWorkspaceList();
  if (typeof caches !== 'undefined') await caches.delete(SERVED_CACHE).catch(() => false);
}
