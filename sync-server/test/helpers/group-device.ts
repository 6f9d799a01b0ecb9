import type { GroupRecord, PullData } from '@habitat/protocol';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { syncClient } from './sync-client';
import { type Account, bearer } from './test-app';

/** What a device holds of its groups: scope → "kind/key" → record. */
export type GroupCopy = Map<string, Map<string, unknown>>;

/**
 * A device that keeps its groups (issue 31) the way the real client does: it pulls with `groups`,
 * page after page, drops a scope's copy on a reset or when the scope is dropped, writes rows and
 * deletes tombstones. Tests compare its copy with a fresh pull's.
 */
export function groupDevice(app: App, account: Account, limit?: number) {
  const device = syncClient(app, account);
  let cursors: Record<string, number> = {};
  const copy: GroupCopy = new Map();

  async function pullPage(body: { cursors: Record<string, number>; resetting?: string[] }) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sync/pull',
      headers: bearer(account.token),
      payload: { clientId: device.clientId, groups: true, ...(limit ? { limit } : {}), ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as PullData;
  }

  function write(rows: readonly GroupRecord[]) {
    for (const row of rows) {
      const scope = copy.get(row.scope) ?? new Map<string, unknown>();
      copy.set(row.scope, scope);
      if (row.data === null) scope.delete(`${row.kind}/${row.key}`);
      else scope.set(`${row.kind}/${row.key}`, row.data);
    }
  }

  /** Pulls until the server has nothing more; answers the pages' replies. */
  async function sync(): Promise<PullData[]> {
    const pages: PullData[] = [];
    let resetting: string[] = [];
    for (let round = 0; round < 50; round += 1) {
      const data = await pullPage({ cursors, ...(resetting.length > 0 ? { resetting } : {}) });
      pages.push(data);
      for (const scope of data.dropped ?? []) copy.delete(scope);
      for (const scope of data.reset) if (scope.startsWith('g:')) copy.delete(scope);
      write(data.groupRecords ?? []);
      cursors = data.cursors;
      resetting = data.hasMore ? [...new Set([...resetting, ...data.reset])] : [];
      if (!data.hasMore) return pages;
    }
    throw new Error('The server kept saying it had more');
  }

  /** The records of one kind in a group, as this device holds them. */
  function records<T = Record<string, unknown>>(groupId: string, kind: GroupRecord['kind']): T[] {
    const scope = copy.get(`g:${groupId}`);
    if (!scope) return [];
    return [...scope.entries()].filter(([key]) => key.startsWith(`${kind}/`)).map(([, value]) => value as T);
  }

  return { sync, copy, records, cursors: () => cursors, device };
}

/** What a device that starts now would hold: the same person's fresh copy. */
export async function freshCopy(app: App, account: Account): Promise<GroupCopy> {
  const fresh = groupDevice(app, account);
  await fresh.sync();
  return fresh.copy;
}
