import type { WorkspaceSummary } from '@habitat/protocol';
import type { QueryClient } from '@tanstack/react-query';

/** Set-up shared by the api tests: a served group, and waiting for a client's fetches to end. */

/** A group as the list serves it: a member's small private fitness group, unless `fields` say else. */
export function workspaceSummary(fields: Partial<WorkspaceSummary> = {}): WorkspaceSummary {
  return {
    _id: 'g1',
    name: 'Runners',
    description: '',
    type: 'fitness',
    isPublic: false,
    color: '#10b981',
    memberCount: 2,
    habitCount: 1,
    weeklyProgress: null,
    weeklyFigures: null,
    currentUserRole: 'member',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** Resolves once no query of `client` is fetching, including fetches that others started. */
export async function settled(client: QueryClient): Promise<void> {
  while (client.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 0));
}
