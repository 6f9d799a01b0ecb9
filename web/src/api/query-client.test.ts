import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, forgetServedQueries, writeLocalChange } from './query-client';
import { queryKeys } from './query-keys';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A server answer held back until the test lets it go. */
function held<T>() {
  let answer: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('forgetting served data at sign-out', () => {
  it('forgets every query no screen shows', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({
      queryKey: queryKeys.groups.list(),
      queryFn: () => 'groups',
      gcTime: 60_000,
    });
    await client.prefetchQuery({
      queryKey: queryKeys.group.detail('g1'),
      queryFn: () => 'group',
      gcTime: 60_000,
    });

    forgetServedQueries(client);

    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('never lets an answer that left before sign-out into the cache for the next person', async () => {
    const client = createQueryClient();
    const late = held<string>();
    void client.prefetchQuery({
      queryKey: queryKeys.groups.list(),
      queryFn: () => late.promise,
      gcTime: 60_000,
    });

    forgetServedQueries(client);
    late.answer("the last person's groups");
    await tick();

    expect(client.getQueryData(queryKeys.groups.list())).toBeUndefined();
  });

  it('empties a query still on screen without asking the server again, and drops its late answer', async () => {
    const client = createQueryClient();
    const answers = [held<string>(), held<string>()];
    let asked = 0;
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.groups.list(),
      queryFn: () => (answers[asked++] ?? held<string>()).promise,
    });
    stops.push(observer.subscribe(() => {}));
    answers[0]?.answer('first');
    await tick();
    expect(observer.getCurrentResult().data).toBe('first');
    void observer.refetch();

    forgetServedQueries(client);
    answers[1]?.answer("the last person's groups");
    // The screen renders again (its options are set once more): nothing is asked.
    observer.setOptions(observer.options);
    await tick();

    expect(observer.getCurrentResult().data).toBeUndefined();
    expect(client.getQueryData(queryKeys.groups.list())).toBeUndefined();
    expect(asked).toBe(2);
  });
});

describe('a change the page made itself', () => {
  it('outranks an answer already on its way', async () => {
    const client = createQueryClient();
    const key = queryKeys.notifications.unreadCount();
    const stale = held<number>();
    const observer = new QueryObserver(client, { queryKey: key, queryFn: () => stale.promise });
    stops.push(observer.subscribe(() => {}));

    writeLocalChange<number>(client, key, () => 0);
    stale.answer(5);
    await tick();

    expect(client.getQueryData(key)).toBe(0);
    expect(observer.getCurrentResult().isFetching).toBe(false);
  });

  it('asks again when there was nothing to write over, so a cancelled first load never hangs', async () => {
    const client = createQueryClient();
    const key = queryKeys.notifications.list();
    const answers = [held<string[]>(), held<string[]>()];
    let asked = 0;
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => answers[asked++]?.promise ?? Promise.resolve([]),
    });
    stops.push(observer.subscribe(() => {}));

    writeLocalChange<string[]>(client, key, (items) => items?.slice(1));
    answers[0]?.answer(['before the change']);
    answers[1]?.answer(['after the change']);
    await tick();

    expect(asked).toBe(2);
    expect(client.getQueryData(key)).toEqual(['after the change']);
    expect(observer.getCurrentResult().isPending).toBe(false);
  });
});

describe('an action', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('runs while the browser says it is offline, rather than waiting, busy, for the network', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    const observer = new MutationObserver(client, { mutationFn: async (name: string) => `adopted ${name}` });
    await expect(observer.mutate('Stretch')).resolves.toBe('adopted Stretch');
    const failing = new MutationObserver(client, {
      mutationFn: async () => {
        throw new Error('Network error');
      },
    });
    await expect(failing.mutate()).rejects.toThrow('Network error');
    expect(failing.getCurrentResult().isPaused).toBe(false);
  });
});
