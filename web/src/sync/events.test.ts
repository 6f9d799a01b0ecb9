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
    const stop = listenForPokes({ token: async () => 'token', onPoke, onUnauthorized: async () => false });
    // Opened (what changed while the page started), then the poke event.
    await vi.waitFor(() => expect(onPoke).toHaveBeenCalledTimes(2));
    // The first stream ended: a pause, then the stream is opened again and catches up at once.
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(onPoke).toHaveBeenCalledTimes(3));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops on 401 and says so, when the session cannot be renewed', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => Promise.resolve(new Response('', { status: 401 })));
    vi.stubGlobal('fetch', fetchMock);
    const onUnauthorized = vi.fn(async () => false);
    listenForPokes({ token: async () => 'token', onPoke: () => {}, onUnauthorized });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledWith('token'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens the stream again on 401 once the session was renewed (issue 28)', async () => {
    vi.useFakeTimers();
    const responses: (Response | Promise<Response>)[] = [
      new Response('', { status: 401 }),
      streamOf([': connected\n\n']),
      new Promise<Response>(() => {}),
    ];
    const tokens = ['old', 'new'];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(responses.shift() as Response | Promise<Response>)),
    );
    const onPoke = vi.fn();
    const onUnauthorized = vi.fn(async () => true);
    const stop = listenForPokes({ token: async () => tokens.shift() ?? 'new', onPoke, onUnauthorized });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledWith('old'));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(onPoke).toHaveBeenCalledTimes(1));
    stop();
  });
});
