import { QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { createQueryClient, forgetServedQueries } from './query-client';
import { queryKeys } from './query-keys';
import {
  GROUP_PIECE_META,
  refreshGroupPieces,
  refreshOnOnline,
  refreshOnPoke,
  type ServedQueryMeta,
  STALLED_AFTER_MS,
} from './query-refresh';
import { heldServer, settled } from './query-test-helpers';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A query on screen (an observer subscribed), counting how often it asked the server. */
async function shown(client: QueryClient, queryKey: QueryKey, meta?: ServedQueryMeta, fail?: unknown) {
  const calls = { count: 0 };
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: async () => {
      calls.count += 1;
      if (fail) throw fail;
      return calls.count;
    },
    ...(meta ? { meta } : {}),
  });
  stops.push(observer.subscribe(() => {}));
  await settled(client);
  return calls;
}

describe('a server poke', () => {
  it('refetches exactly the queries marked for pokes', async () => {
    const client = createQueryClient();
    const group = await shown(client, queryKeys.group.detail('g1'), GROUP_PIECE_META);
    const unread = await shown(client, queryKeys.notifications.unreadCount(), { refreshOnPoke: true });
    const list = await shown(client, queryKeys.groups.list());
    const invitations = await shown(client, queryKeys.group.invitations('g1', 'pending'));
    const invitation = await shown(client, queryKeys.invitations.page('t'), {
      refreshOnOnline: 'after-offline-failure',
    });

    await refreshOnPoke(client);

    expect([group, unread].map((calls) => calls.count)).toEqual([2, 2]);
    expect([list, invitations, invitation].map((calls) => calls.count)).toEqual([1, 1, 1]);
  });

  it('marks a poke-marked query no screen shows, so it loads afresh when one does', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({ queryKey: ['a'], queryFn: () => 1, meta: { refreshOnPoke: true } });
    await client.prefetchQuery({ queryKey: ['b'], queryFn: () => 1 });
    await refreshOnPoke(client);
    expect(client.getQueryState(['a'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['b'])?.isInvalidated).toBe(false);
  });
});

describe('coming back online', () => {
  it("refetches the queries marked 'always', and the others only after a load that failed offline", async () => {
    const client = createQueryClient();
    const piece = await shown(client, queryKeys.group.memberDashboard('g1', 'm1'), GROUP_PIECE_META);
    const failedOffline = await shown(
      client,
      queryKeys.invitations.page('t1'),
      { refreshOnOnline: 'after-offline-failure' },
      new ApiError('No connection', 0, ''),
    );
    const refused = await shown(
      client,
      queryKeys.invitations.page('t2'),
      { refreshOnOnline: 'after-offline-failure' },
      new ApiError('Gone', 404, ''),
    );
    const unmarked = await shown(client, queryKeys.group.invitations('g1', 'pending'), {
      refreshOnPoke: true,
    });

    await refreshOnOnline(client);

    expect([piece, failedOffline, refused, unmarked].map((calls) => calls.count)).toEqual([2, 2, 1, 1]);
  });
});

describe('a change to a group', () => {
  it("refetches that group's pieces, not its lists or another group", async () => {
    const client = createQueryClient();
    const mirror = await shown(client, queryKeys.group.memberDashboard('g1', 'm2'), GROUP_PIECE_META);
    const feed = await shown(client, queryKeys.group.memberDashboard('g1', 'm1'), GROUP_PIECE_META);
    const requests = await shown(client, queryKeys.group.invitations('g1', 'pending'), {
      refreshOnPoke: true,
    });
    const other = await shown(client, queryKeys.group.memberDashboard('g2', 'm1'), GROUP_PIECE_META);

    await refreshGroupPieces(client, 'g1');

    expect([mirror, feed].map((calls) => calls.count)).toEqual([2, 2]);
    expect([requests, other].map((calls) => calls.count)).toEqual([1, 1]);
  });
});

describe('a refresh while a first load is on its way', () => {
  // The load left before the change that asks for the refresh, so its answer may not hold it: it
  // lands, and the query is asked once more.
  it.each([
    ['a poke', (client: QueryClient) => refreshOnPoke(client)],
    ['a change to the group', (client: QueryClient) => refreshGroupPieces(client, 'g1')],
    ['the connection returning', (client: QueryClient) => refreshOnOnline(client)],
  ])('%s asks again once the load on its way lands, so the change shows', async (_, refresh) => {
    const client = createQueryClient();
    const { server, queryFn, asked, answerAll } = heldServer('before');
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.group.memberDashboard('g1', 'm2'),
      queryFn,
      meta: GROUP_PIECE_META,
    });
    stops.push(observer.subscribe(() => {}));
    await asked();

    server.value = 'after';
    await answerAll(client, refresh(client));

    expect(server.asked).toBe(2);
    expect(client.getQueryData(queryKeys.group.memberDashboard('g1', 'm2'))).toBe('after');
  });
});

describe('pokes while a reload is on its way', () => {
  it('let it land, then ask once more however many came (a slow answer is never starved)', async () => {
    const client = createQueryClient();
    const { server, queryFn, asked, answerAll } = heldServer('first');
    const key = queryKeys.group.memberDashboard('g1', 'm2');
    const seen: unknown[] = [];
    const observer = new QueryObserver(client, { queryKey: key, queryFn, meta: GROUP_PIECE_META });
    stops.push(observer.subscribe((result) => result.data !== undefined && seen.push(result.data)));
    await answerAll(client, asked());

    server.value = 'second';
    const reloading = observer.refetch();
    await asked(2);
    server.value = 'third';
    const pokes = [refreshOnPoke(client), refreshOnPoke(client), refreshOnPoke(client)];
    await answerAll(client, Promise.all([reloading, ...pokes]));

    expect(server.asked).toBe(3);
    expect([...new Set(seen)]).toEqual(['first', 'second', 'third']);
  });
});

describe('a refresh waiting on a load that is then cancelled', () => {
  it('does not ask again: sign-out forgot the query meanwhile', async () => {
    const client = createQueryClient();
    const { server, queryFn, asked, answerAll } = heldServer('before');
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.notifications.list(),
      queryFn,
      meta: { refreshOnPoke: true },
    });
    stops.push(observer.subscribe(() => {}));
    await asked();

    const poked = refreshOnPoke(client);
    forgetServedQueries(client);
    await answerAll(client, poked);

    expect(server.asked).toBe(1);
  });
});

describe('a refresh waiting on a load that hangs', () => {
  it('takes it for stalled after a while and asks again without it', async () => {
    const client = createQueryClient();
    const { server, queryFn, asked, answerAll } = heldServer('before');
    const key = queryKeys.group.memberDashboard('g1', 'm2');
    const observer = new QueryObserver(client, { queryKey: key, queryFn, meta: GROUP_PIECE_META });
    stops.push(observer.subscribe(() => {}));
    await asked();

    vi.useFakeTimers();
    server.value = 'after';
    const poked = refreshOnPoke(client);
    await vi.advanceTimersByTimeAsync(STALLED_AFTER_MS - 1);
    expect(server.asked).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();

    await asked(2);
    await answerAll(client, poked);
    expect(client.getQueryData(key)).toBe('after');
  });
});
