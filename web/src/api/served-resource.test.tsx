// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import type { Served } from './groups-api';
import { createQueryClient } from './query-client';
import { useServedQuery } from './served-resource';

/** A server whose answers the test sets, one group at a time. */
function server() {
  const answers = new Map<string, () => Promise<Served<string>>>();
  return {
    answer(id: string, result: Served<string> | Error) {
      answers.set(id, () => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result)));
    },
    hold(id: string) {
      let release: (result: Served<string>) => void = () => {};
      answers.set(id, () => new Promise((resolve) => (release = resolve)));
      return (result: Served<string>) => release(result);
    },
    load: (id: string) => answers.get(id)?.() ?? Promise.reject(new Error('no answer')),
  };
}

function setup(api: ReturnType<typeof server>, id: string) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ group }: { group: string }) =>
      useServedQuery<string>({
        queryKey: ['group', group],
        queryFn: () => api.load(group),
        dropWhenGone: true,
      }),
    { wrapper, initialProps: { group: id } },
  );
}

describe('a served query as a screen reads it', () => {
  it('keeps the last copy when a reload fails, with the failure beside it', async () => {
    const api = server();
    api.answer('g1', { data: 'Runners', fromCache: true });
    const { result } = setup(api, 'g1');
    await waitFor(() => expect(result.current.data).toBe('Runners'));
    expect(result.current.fromCache).toBe(true);

    api.answer('g1', new ApiError('No connection', 0, ''));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.loading).toBe(false));

    expect(result.current.data).toBe('Runners');
    expect(result.current.error).toBeInstanceOf(ApiError);
  });

  it('drops the last copy when the group turns out to be gone', async () => {
    const api = server();
    api.answer('g1', { data: 'Runners', fromCache: false });
    const { result } = setup(api, 'g1');
    await waitFor(() => expect(result.current.data).toBe('Runners'));

    api.answer('g1', new ApiError('Not found', 404, ''));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.loading).toBe(false));

    expect(result.current.data).toBeUndefined();
  });

  it('keeps a failure on screen while the reload after it runs', async () => {
    const api = server();
    api.answer('g1', new ApiError('Forbidden', 403, ''));
    const { result } = setup(api, 'g1');
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));

    const release = api.hold('g1');
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.loading).toBe(true));
    expect((result.current.error as ApiError).status).toBe(403);

    act(() => release({ data: 'Runners', fromCache: false }));
    await waitFor(() => expect(result.current.data).toBe('Runners'));
    expect(result.current.error).toBeNull();
  });

  it('asks once more after a first load on its way when the screen asks again (it left before the change)', async () => {
    const api = server();
    const releaseFirst = api.hold('g1');
    const { result } = setup(api, 'g1');
    await waitFor(() => expect(result.current.loading).toBe(true));

    api.answer('g1', { data: 'Renamed', fromCache: false });
    act(() => result.current.reload());
    act(() => releaseFirst({ data: 'Runners', fromCache: false }));

    await waitFor(() => expect(result.current.data).toBe('Renamed'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toBe('Renamed');
  });

  it('never shows an answer for an earlier group under a later one', async () => {
    const api = server();
    const releaseFirst = api.hold('g1');
    api.hold('g2');
    const { result, rerender } = setup(api, 'g1');
    rerender({ group: 'g2' });

    act(() => releaseFirst({ data: 'First group', fromCache: false }));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(result.current.data).toBeUndefined();
    expect(result.current.loading).toBe(true);
  });
});
