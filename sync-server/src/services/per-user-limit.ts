import { HttpError } from '../errors';

export const HEAVY_WORK_MESSAGES = {
  pushBusy: 'Your other devices are saving changes. Please try again in a moment.',
};

/**
 * At most `max` of one kind of heavy request (an import, a push) per person at once. The rest
 * answer 429 with Retry-After at once, rather than wait in line for the database behind the same
 * person's earlier ones and hold everyone else's requests up with them: one person's writes run one
 * after another anyway (the scope lock), so more at once only queue. Per process.
 */
export class PerUserLimit {
  private readonly running = new Map<string, number>();

  constructor(
    private readonly max: number,
    private readonly busyMessage: string,
    private readonly retryAfterSeconds: number,
  ) {}

  /** How many of the person's requests of this kind are running. */
  inUse(userId: string): number {
    return this.running.get(userId) ?? 0;
  }

  /** Runs `work` within the person's allowance, or throws the 429. */
  async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const count = this.running.get(userId) ?? 0;
    if (count >= this.max) {
      throw new HttpError(429, this.busyMessage, { 'retry-after': String(this.retryAfterSeconds) });
    }
    this.running.set(userId, count + 1);
    try {
      return await work();
    } finally {
      const left = (this.running.get(userId) ?? 1) - 1;
      if (left > 0) this.running.set(userId, left);
      else this.running.delete(userId);
    }
  }
}
