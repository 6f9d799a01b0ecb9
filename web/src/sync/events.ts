import { raceAbort, watchdog } from '@habitat/sync-client';

/**
 * The server writes a heartbeat every 25 s: a stream silent for more than two of them (or a
 * connection that never answers) is dead even if no error says so, and is opened again.
 */
export const STREAM_SILENCE_MS = 60_000;

/**
 * Listens to the server's event stream (GET /api/sync/events) and calls `onPoke` whenever the
 * person's data changed on another device. EventSource cannot send the bearer token, so the
 * stream is read with fetch. The connection is reopened with growing pauses after a drop. Every
 * opened stream counts as a poke: what changed before it was open (while it was down, or while the
 * page was starting and its first loads were already on their way) was poked to nobody.
 */
export function listenForPokes(options: {
  token: () => Promise<string | null>;
  onPoke: () => void;
  /** The stream's token was refused: true when the session was renewed and the stream may reopen. */
  onUnauthorized: (token: string) => Promise<boolean>;
}): () => void {
  const controller = new AbortController();
  let delay = 1000;

  async function connect(): Promise<void> {
    const token = await options.token();
    if (!token) return;
    const dog = watchdog(STREAM_SILENCE_MS, undefined, controller.signal, null);
    try {
      const response = await raceAbort(
        fetch('/api/sync/events', {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: dog.signal,
        }),
        dog.signal,
      );
      if (response.status === 401) {
        if (await options.onUnauthorized(token)) throw new Error('events answered 401, renewed');
        throw new Error('unauthorized');
      }
      if (!response.ok || !response.body) throw new Error(`events answered ${response.status}`);
      delay = 1000;
      dog.restart();
      options.onPoke();
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await raceAbort(reader.read(), dog.signal);
        if (done) return;
        dog.restart();
        buffer += decoder.decode(value, { stream: true });
        const events = buffer.split('\n\n');
        buffer = events.pop() ?? '';
        if (events.some((event) => event.split('\n').includes('event: poke'))) options.onPoke();
      }
    } finally {
      dog.stop();
    }
  }

  (async () => {
    while (!controller.signal.aborted) {
      try {
        await connect();
      } catch (error) {
        if ((error as Error).message === 'unauthorized') return;
      }
      if (controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 30_000);
    }
  })();

  return () => controller.abort();
}
