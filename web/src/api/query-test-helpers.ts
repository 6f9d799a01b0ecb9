import type { WorkspaceSummary } from '@habitat/protocol';
import type { QueryClient } from '@tanstack/react-query';

/** Set-up shared by the api tests: a served group, and waiting for a client's fetches to end. */

/** A group as the list serves it: a member's small private fitness group, unless `fields` say else. */
export function groupSummary(fields: Partial<WorkspaceSummary> = {}): WorkspaceSummary {
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

/**
 * A server whose every answer is held until the test lets it go, so its copy can change while a
 * load is on its way: each load answers what `server.value` was when it was asked.
 */
export function heldServer<T>(initial: T) {
  const server = { value: initial, asked: 0 };
  const held: (() => void)[] = [];
  const queryFn = async (): Promise<T> => {
    server.asked += 1;
    const read = server.value;
    await new Promise<void>((resolve) => held.push(resolve));
    return read;
  };
  /** Resolves once the server has been asked `times` in all. */
  const asked = async (times = 1) => {
    while (server.asked < times) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  /** Lets every answer go, including any asked meanwhile, until `done` settles and nothing is on its way. */
  const answerAll = async (client: QueryClient, done: Promise<unknown>) => {
    let finished = false;
    void done.finally(() => {
      finished = true;
    });
    while (!finished || client.isFetching() > 0) {
      for (const release of held.splice(0)) release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { server, queryFn, asked, answerAll };
}
