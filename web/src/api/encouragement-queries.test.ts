import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { encouragementSent } from './encouragement-queries';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { GROUP_PIECE_META } from './query-refresh';
import { heldServer, settled } from './query-test-helpers';

describe('an encouragement sent from this page', () => {
  it("reloads that group's feed and nothing else", async () => {
    const client = createQueryClient();
    const loads: string[] = [];
    const stops = [
      queryKeys.group.encouragements('g1'),
      queryKeys.group.encouragements('g2'),
      queryKeys.group.overview('g1'),
    ].map((queryKey) =>
      new QueryObserver(client, {
        queryKey,
        queryFn: async () => {
          loads.push(queryKey.join('/'));
          return 1;
        },
        meta: GROUP_PIECE_META,
      }).subscribe(() => {}),
    );
    await settled(client);
    loads.length = 0;

    await encouragementSent(client, 'g1');

    expect(loads).toEqual(['group/g1/encouragements']);
    for (const stop of stops) stop();
  });

  it('shows it even when the feed was still on its first load, asked before it was sent', async () => {
    const client = createQueryClient();
    const { server, queryFn, asked, answerAll } = heldServer<string[]>([]);
    const key = queryKeys.group.encouragements('g1');
    const stop = new QueryObserver(client, { queryKey: key, queryFn, meta: GROUP_PIECE_META }).subscribe(
      () => {},
    );
    await asked();
    server.value = ['Great week, keep it up!'];

    await answerAll(client, encouragementSent(client, 'g1'));

    expect(client.getQueryData(key)).toEqual(['Great week, keep it up!']);
    stop();
  });
});
