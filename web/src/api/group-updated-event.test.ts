import type { WorkspaceSummary } from '@habitat/protocol';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { GROUP_UPDATED, listenForGroupUpdated } from './group-updated-event';
import type { Served } from './groups-api';
import { queryKeys } from './query-keys';
import { GROUP_PIECE_META } from './query-refresh';
import { groupSummary, settled } from './query-test-helpers';

const LIST = queryKeys.groups.list();
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function listed(name: string): Served<WorkspaceSummary[]> {
  return { data: [groupSummary({ name })], fromCache: false };
}

/** Code outside the app announcing a change the spec's way: a window event named 'workspaceUpdated'. */
function announce(target: EventTarget, detail: unknown): void {
  target.dispatchEvent(new CustomEvent(GROUP_UPDATED, { detail }));
}

describe("the spec's 'workspaceUpdated' event", () => {
  it("merges into the list and reloads the group's served pieces", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const target = new EventTarget();
    client.setQueryData(LIST, listed('Runners'));
    const loads = { count: 0 };
    const overview = new QueryObserver(client, {
      queryKey: queryKeys.group.memberDashboard('g1', 'm2'),
      queryFn: async () => ++loads.count,
      meta: GROUP_PIECE_META,
    });
    stops.push(overview.subscribe(() => {}));
    await settled(client);
    stops.push(listenForGroupUpdated(client, target));

    announce(target, { _id: 'g1', name: 'Early Runners' });
    await settled(client);

    expect(client.getQueryData<Served<WorkspaceSummary[]>>(LIST)?.data[0]?.name).toBe('Early Runners');
    expect(loads.count).toBe(2);
  });

  it('ignores an event that names no group', () => {
    const client = new QueryClient();
    const target = new EventTarget();
    client.setQueryData(LIST, listed('Runners'));
    stops.push(listenForGroupUpdated(client, target));

    announce(target, null);
    announce(target, { name: 'No id' });
    target.dispatchEvent(new Event(GROUP_UPDATED));

    expect(client.getQueryData(LIST)).toEqual(listed('Runners'));
  });

  it('stops listening when unsubscribed', () => {
    const client = new QueryClient();
    const target = new EventTarget();
    client.setQueryData(LIST, listed('Runners'));
    listenForGroupUpdated(client, target)();

    announce(target, { _id: 'g1', name: 'Early Runners' });

    expect(client.getQueryData(LIST)).toEqual(listed('Runners'));
  });
});
