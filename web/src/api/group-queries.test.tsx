// @vitest-environment happy-dom
import type { WorkspaceSummary } from '@habitat/protocol';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useServedGroupList } from './group-queries';
import { listGroups, type Served } from './groups-api';
import { createQueryClient } from './query-client';
import { groupSummary } from './query-test-helpers';

vi.mock('./groups-api', async (original) => ({
  ...(await original<typeof import('./groups-api')>()),
  listGroups: vi.fn(),
}));
const list = vi.mocked(listGroups);

const runners = groupSummary();

beforeEach(() => {
  list.mockReset();
});

function render() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('the groups list', () => {
  it('is loaded once for the page: a second screen showing it does not ask again', async () => {
    list.mockResolvedValue({ data: [runners], fromCache: false });
    const { wrapper } = render();
    const sidebar = renderHook(() => useServedGroupList(), { wrapper });
    await waitFor(() => expect(sidebar.result.current.loaded).toBe(true));
    const page = renderHook(() => useServedGroupList(), { wrapper });

    expect(page.result.current.groups).toEqual([runners]);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('counts a failed first load as loaded, and no other screen retries it by itself', async () => {
    list.mockRejectedValue(new Error('Server down'));
    const { wrapper } = render();
    const sidebar = renderHook(() => useServedGroupList(), { wrapper });
    await waitFor(() => expect(sidebar.result.current.loaded).toBe(true));
    expect(sidebar.result.current.error).toBe('Server down');

    renderHook(() => useServedGroupList(), { wrapper });
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('clears the failure as a reload starts, and stays loaded meanwhile', async () => {
    list.mockRejectedValueOnce(new Error('Server down'));
    const { wrapper } = render();
    const { result } = renderHook(() => useServedGroupList(), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('Server down'));

    let answer: (served: Served<WorkspaceSummary[]>) => void = () => {};
    list.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.loading).toBe(true));
    expect(result.current.error).toBeNull();
    expect(result.current.loaded).toBe(true);

    act(() => answer({ data: [runners], fromCache: true }));
    await waitFor(() => expect(result.current.groups).toEqual([runners]));
    expect(result.current.fromCache).toBe(true);
  });
});
