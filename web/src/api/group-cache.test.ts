import type { Workspace, WorkspaceSummary } from '@habitat/protocol';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyGroupChange,
  mergeIntoGroupList,
  refreshGroupList,
  reloadGroupList,
  removeGroupFromCache,
  summaryOf,
} from './group-cache';
import type { Served } from './groups-api';
import { queryKeys } from './query-keys';
import { GROUP_PIECE_META } from './query-refresh';
import { groupSummary, heldServer, settled } from './query-test-helpers';

const LIST = queryKeys.groups.list();

function summary(id: string, updatedAt: string, name = id): WorkspaceSummary {
  return groupSummary({
    _id: id,
    name,
    updatedAt,
    isPublic: true,
    memberCount: 1,
    habitCount: 0,
    currentUserRole: 'owner',
  });
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A client whose list is loaded, and whose server counts the list loads and answers `served`. */
function withList(groups: WorkspaceSummary[], served: WorkspaceSummary[] = groups) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
  const loads = { count: 0 };
  client.setQueryDefaults(LIST, {
    queryFn: async (): Promise<Served<WorkspaceSummary[]>> => {
      loads.count += 1;
      return { data: served, fromCache: false };
    },
  });
  client.setQueryData<Served<WorkspaceSummary[]>>(LIST, { data: groups, fromCache: true });
  return { client, loads };
}

const ids = (client: QueryClient) =>
  client.getQueryData<Served<WorkspaceSummary[]>>(LIST)?.data.map((group) => group._id);

describe('workspace summary', () => {
  it('keeps what the list and sidebar show, without settings or members', () => {
    const group: Workspace = {
      ...summary('w1', '2026-01-01T00:00:00.000Z', 'Runners'),
      settings: {
        isPublic: true,
        allowInvites: true,
        requireApproval: false,
        privacyLevel: 'invite-only',
        allowMemberHabitCreation: true,
        defaultHabitVisibility: 'progress-only',
        competition: false,
        awayAfterDays: 7,
      },
      members: [],
    };
    const result = summaryOf(group);
    expect(result).not.toHaveProperty('settings');
    expect(result).not.toHaveProperty('members');
    expect(result).toMatchObject({ _id: 'w1', name: 'Runners', memberCount: 1, currentUserRole: 'owner' });
  });
});

describe('merging a changed group into the list', () => {
  it('merges a known group in place and sorts by the latest change, keeping the offline mark', () => {
    const { client, loads } = withList([
      summary('a', '2026-01-03T00:00:00Z'),
      summary('b', '2026-01-02T00:00:00Z'),
    ]);
    mergeIntoGroupList(client, { _id: 'b', name: 'Renamed', updatedAt: '2026-01-04T00:00:00Z' });
    const list = client.getQueryData<Served<WorkspaceSummary[]>>(LIST);
    expect(list?.data.map((group) => [group._id, group.name])).toEqual([
      ['b', 'Renamed'],
      ['a', 'a'],
    ]);
    expect(list?.data[0]?.memberCount).toBe(1);
    expect(list?.fromCache).toBe(true);
    expect(loads.count).toBe(0);
  });

  it('adds a group not listed yet when the update is a whole summary', () => {
    const { client, loads } = withList([summary('a', '2026-01-03T00:00:00Z')]);
    mergeIntoGroupList(client, summary('new', '2026-01-05T00:00:00Z'));
    expect(ids(client)).toEqual(['new', 'a']);
    expect(loads.count).toBe(0);
  });

  it('asks for the list again for a part of a group it does not list', async () => {
    const { client, loads } = withList(
      [summary('a', '2026-01-03T00:00:00Z')],
      [summary('x', '2026-01-06T00:00:00Z')],
    );
    mergeIntoGroupList(client, { _id: 'x', habitCount: 3 });
    await settled(client);
    expect(loads.count).toBe(1);
    expect(ids(client)).toEqual(['x']);
  });

  it('invents no list that was never loaded: it marks the list for loading instead', () => {
    const client = new QueryClient();
    const observer = new QueryObserver(client, {
      queryKey: LIST,
      queryFn: async () => ({ data: [summary('a', '2026-01-01T00:00:00Z')], fromCache: false }),
      enabled: false,
    });
    stops.push(observer.subscribe(() => {}));
    mergeIntoGroupList(client, summary('new', '2026-01-05T00:00:00Z'));
    expect(client.getQueryData(LIST)).toBeUndefined();
    expect(client.getQueryState(LIST)?.isInvalidated).toBe(true);
  });
});

describe('asking for the list again while a load is on its way', () => {
  function listLoading() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const held = heldServer<Served<WorkspaceSummary[]>>({ data: [], fromCache: false });
    stops.push(new QueryObserver(client, { queryKey: LIST, queryFn: held.queryFn }).subscribe(() => {}));
    return { client, ...held };
  }

  it('after a group was joined, asks once more when that load lands: it left before the join', async () => {
    const { client, server, asked, answerAll } = listLoading();
    await asked();
    server.value = { data: [summary('joined', '2026-01-05T00:00:00Z')], fromCache: false };
    await answerAll(client, refreshGroupList(client));
    expect(server.asked).toBe(2);
    expect(ids(client)).toEqual(['joined']);
  });

  it('when a screen opens, takes that load for the answer (the sidebar and the page ask once)', async () => {
    const { client, server, asked, answerAll } = listLoading();
    await asked();
    await answerAll(client, reloadGroupList(client));
    expect(server.asked).toBe(1);
  });
});

describe('a change made on the page', () => {
  it("merges into the list and reloads the group's pieces on screen, not its invitations", async () => {
    const { client } = withList([summary('a', '2026-01-03T00:00:00Z')]);
    const loads: string[] = [];
    for (const [queryKey, meta] of [
      [queryKeys.group.detail('a'), GROUP_PIECE_META],
      [queryKeys.group.invitations('a', 'pending'), undefined],
    ] as const) {
      const observer = new QueryObserver(client, {
        queryKey,
        queryFn: async () => {
          loads.push(queryKey[2]);
          return 1;
        },
        ...(meta ? { meta } : {}),
      });
      stops.push(observer.subscribe(() => {}));
    }
    await settled(client);
    loads.length = 0;

    applyGroupChange(client, { _id: 'a', name: 'Renamed' });
    await settled(client);

    expect(client.getQueryData<Served<WorkspaceSummary[]>>(LIST)?.data[0]?.name).toBe('Renamed');
    expect(loads).toEqual(['detail']);
  });
});

describe('leaving or deleting a group', () => {
  it('takes it off the list and forgets its queries, leaving other groups alone', () => {
    const { client } = withList([summary('a', '2026-01-03T00:00:00Z'), summary('b', '2026-01-02T00:00:00Z')]);
    client.setQueryData(queryKeys.group.detail('a'), { data: 1, fromCache: false });
    client.setQueryData(queryKeys.group.dashboardPermissions('a'), { isPublicToWorkspace: true });
    client.setQueryData(queryKeys.group.detail('b'), { data: 2, fromCache: false });

    removeGroupFromCache(client, 'a');

    expect(ids(client)).toEqual(['b']);
    expect(client.getQueryData(queryKeys.group.detail('a'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.group.dashboardPermissions('a'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.group.detail('b'))).toEqual({ data: 2, fromCache: false });
  });

  it('leaves a query still on screen to its closing screen, without asking the server again', async () => {
    const { client } = withList([summary('a', '2026-01-03T00:00:00Z')]);
    const loads = { count: 0 };
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.group.detail('a'),
      queryFn: async () => {
        loads.count += 1;
        return 1;
      },
    });
    stops.push(observer.subscribe(() => {}));
    await settled(client);

    removeGroupFromCache(client, 'a');
    observer.setOptions(observer.options);
    await settled(client);

    expect(ids(client)).toEqual([]);
    expect(client.getQueryData(queryKeys.group.detail('a'))).toBe(1);
    expect(loads.count).toBe(1);
  });
});
