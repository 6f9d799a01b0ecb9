import { formatHlc, uuidv7 } from '@habitat/domain';
import type { App } from '../../src/app';
import { type Account, bearer } from './test-app';

/** A minimal sync client over app.inject, for route tests of push and pull. */
export function syncClient(app: App, account: Account, clientId = uuidv7()) {
  let nextId = 1;
  let clock = Date.now();
  const cursors: Record<string, number> = {};
  let resume: Record<string, string> | undefined;

  const hlc = () => formatHlc({ physical: clock++, counter: 0, node: clientId });

  function mutation(name: string, args: unknown, extra: { id?: number; hlc?: string } = {}) {
    return { id: extra.id ?? nextId++, name, args, hlc: extra.hlc ?? hlc() };
  }

  async function push(mutations: unknown[]) {
    return app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: bearer(account.token),
      payload: { clientId, mutations },
    });
  }

  async function pull(options: { limit?: number; cursors?: Record<string, number> } = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sync/pull',
      headers: bearer(account.token),
      payload: {
        clientId,
        cursors: options.cursors ?? cursors,
        ...(resume && !options.cursors ? { resume } : {}),
        ...(options.limit ? { limit: options.limit } : {}),
      },
    });
    if (response.statusCode === 200 && !options.cursors) {
      Object.assign(cursors, response.json().data.cursors);
      resume = response.json().data.resume;
    }
    return response;
  }

  return { clientId, mutation, push, pull, cursors, hlc };
}
