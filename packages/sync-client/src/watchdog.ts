/**
 * Nothing waits forever (issue 28): a request that gets no answer, or whose answer stops arriving,
 * for `ms` is aborted, so a hung connection fails like a dropped one and is tried again with the
 * backoff of whoever sent it. The clock restarts on every chunk of the answer: a slow link that
 * keeps delivering a large page is not cut, a silent one is.
 */

/** The timers a watchdog runs on: the platform's, or a test's. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const platformTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How long a request may go without a word from the server before it counts as lost. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface Watchdog {
  /** Aborted once `ms` pass without a restart, or when the outer signal is. */
  readonly signal: AbortSignal;
  /** Something arrived: the wait starts again. */
  restart(): void;
  /** The request is over (answered or failed): the timer goes. */
  stop(): void;
  /** Whether it was this watchdog, not the outer signal, that gave up. */
  readonly expired: boolean;
}

/**
 * The longest a request may take in all, however steadily its answer trickles in: a server sending
 * a byte every few seconds would otherwise hold a sync (and its lock) for ever.
 */
export const REQUEST_TOTAL_MS = 5 * 60_000;

export function watchdog(
  ms: number,
  timers: Timers = platformTimers,
  outer?: AbortSignal,
  /** The whole request's limit; null for a stream meant to stay open (the event stream). */
  totalMs: number | null = REQUEST_TOTAL_MS,
): Watchdog {
  const controller = new AbortController();
  let expired = false;
  let handle: unknown;
  const giveUp = () => {
    expired = true;
    controller.abort(new DOMException('The server did not answer in time', 'TimeoutError'));
  };
  const arm = () => {
    timers.clearTimeout(handle);
    handle = timers.setTimeout(giveUp, ms);
  };
  const total = totalMs === null ? undefined : timers.setTimeout(giveUp, totalMs);
  const onOuter = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onOuter, { once: true });
  arm();
  return {
    signal: controller.signal,
    restart: () => {
      if (!controller.signal.aborted) arm();
    },
    stop: () => {
      timers.clearTimeout(handle);
      if (total !== undefined) timers.clearTimeout(total);
      outer?.removeEventListener('abort', onOuter);
    },
    get expired() {
      return expired;
    },
  };
}

/**
 * An answer's body as JSON (null when it is not JSON), read chunk by chunk so each chunk restarts
 * the watchdog; the body stream is cancelled with the watchdog's signal.
 */
export async function readJson(response: Response, dog: Watchdog): Promise<Record<string, unknown> | null> {
  const text = await readBodyText(response, dog);
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** An answer's body as text, each chunk restarting the watchdog. */
export async function readBodyText(response: Response, dog: Watchdog): Promise<string> {
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const cancel = () => void reader.cancel(dog.signal.reason).catch(() => undefined);
  dog.signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { value, done } = await raceAbort(reader.read(), dog.signal);
      if (done) return text + decoder.decode();
      dog.restart();
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    dog.signal.removeEventListener('abort', cancel);
  }
}

/** A promise that rejects as soon as `signal` aborts, whatever the underlying one does. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
