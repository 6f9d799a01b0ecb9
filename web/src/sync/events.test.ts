import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForPokes } from './events';

/** A stream the server sends `chunks` on, then closes (a restart, a proxy's idle timeout). */
function streamOf(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('listenForPokes', () => {
  it('pokes for each poke event, and once more whenever a stream opens', async () => {
    vi.useFakeTimers();
    const responses = [
      streamOf([': connected\n\n', 'event: poke\ndata: {}\n\n']),
      streamOf([': connected\n\n']),
      new Promise<Response>(() => {}),
    ];
    const fetchMock = vi.fn(() => Promise.resolve(responses.shift() as Response | Promise<Response>));
    vi.stubGlobal('fetch', fetchMock);
    const onPoke = vi.fn();
    const stop = listenForPokes({ token: async () => 'token', onPoke, onUnauthorized: () => {} });
    // Opened (what changed while the page started), then the poke event.
    await vi.waitFor(() => expect(onPoke).toHaveBeenCalledTimes(2));
    // The first stream ended: a pause, then the stream is opened again and catches up at once.
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(onPoke).toHaveBeenCalledTimes(3));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops on 401 and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 401 }))),
    );
    const onUnauthorized = vi.fn();
    listenForPokes({ token: async () => 'token', onPoke: () => {}, onUnauthorized });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
  });
});
