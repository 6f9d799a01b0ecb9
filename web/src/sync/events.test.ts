import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForPokes, STREAM_SILENCE_MS } from './events';

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

  it('opens the stream again when it falls silent past the heartbeat, or never answers', async () => {
    vi.useFakeTimers();
    const silent = new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(': connected\n\n'));
        },
      }),
      { status: 200 },
    );
    const responses: Array<Response | Promise<Response>> = [silent, new Promise<Response>(() => {})];
    const fetchMock = vi.fn(() => Promise.resolve(responses.shift() ?? new Promise<Response>(() => {})));
    vi.stubGlobal('fetch', fetchMock);
    const onPoke = vi.fn();
    const stop = listenForPokes({ token: async () => 'token', onPoke, onUnauthorized: async () => false });
    await vi.waitFor(() => expect(onPoke).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Silent for the whole window: dropped, and after the pause opened again…
    await vi.advanceTimersByTimeAsync(1 + 1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // …where the server never answers: given up on too, and tried again after a longer pause.
    await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS + 2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
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
