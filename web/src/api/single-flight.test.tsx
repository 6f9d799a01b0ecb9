// @vitest-environment happy-dom
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { useSingleFlight } from './single-flight';

function render() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const calls: string[] = [];
  let answer: () => void = () => {};
  const { result, unmount } = renderHook(
    () =>
      useSingleFlight(
        useMutation({
          mutationFn: (name: string) => {
            calls.push(name);
            return new Promise<string>((resolve) => {
              answer = () => resolve(`invited ${name}`);
            });
          },
        }),
      ),
    { wrapper },
  );
  /** Lets the call on its way answer, once it has reached the server. */
  const answerWhenAsked = async (count: number) => {
    await vi.waitFor(() => expect(calls).toHaveLength(count));
    answer();
  };
  return { run: (name: string) => result.current(name), calls, answerWhenAsked, unmount };
}

describe('an action run from a screen', () => {
  it('is sent once for a double tap, and both taps get its answer', async () => {
    const { run, calls, answerWhenAsked } = render();
    const first = run('ivy@example.com');
    const second = run('ivy@example.com');
    await answerWhenAsked(1);
    await expect(first).resolves.toBe('invited ivy@example.com');
    await expect(second).resolves.toBe('invited ivy@example.com');
    expect(calls).toEqual(['ivy@example.com']);
  });

  it('can be run again once it has answered, and answers after its screen has closed', async () => {
    const { run, calls, answerWhenAsked, unmount } = render();
    const first = run('a');
    await answerWhenAsked(1);
    await first;
    const second = run('b');
    unmount();
    await answerWhenAsked(2);
    await expect(second).resolves.toBe('invited b');
    expect(calls).toEqual(['a', 'b']);
  });
});
