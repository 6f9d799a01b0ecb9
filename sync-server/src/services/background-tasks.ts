/**
 * Work a request starts and does not wait for (an email whose sending time must not show in the
 * answer). Nothing is dropped: the app waits for what is still running before it closes, and
 * tests wait for it before they look at the outbox.
 */
export class BackgroundTasks {
  readonly #running = new Set<Promise<void>>();

  run(task: () => Promise<void>, onError: (error: unknown) => void): void {
    const running = task()
      .catch(onError)
      .finally(() => this.#running.delete(running));
    this.#running.add(running);
  }

  /** Resolves once nothing started so far is still running. */
  async settled(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }
}
