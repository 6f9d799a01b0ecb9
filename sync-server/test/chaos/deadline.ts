/** A wait of the chaos run that took too long: the run stops and says what it was waiting for. */
export class DeadlineExceeded extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not finish within ${Math.round(ms / 1000)} s`);
    this.name = 'DeadlineExceeded';
  }
}

/**
 * `work`, or a DeadlineExceeded after `ms`: nothing in the run waits forever. The work itself goes
 * on (a promise cannot be stopped); the caller gives up on it and fails the run.
 */
export async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(what, ms)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits `ms`: for pacing the run (a delay between rounds), never as a wait for a state. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
