/**
 * Where limits count (issue 28, item 8). A count in a window (`hit`) and a lease on a place among a
 * few held at once (`acquire`/`renew`/`release`). The in-memory store serves one machine; the Redis
 * store (redis-limit-store.ts) is the same contract shared by every instance. A lease always has an
 * end, so a process that dies holding one frees it within `leaseMs`.
 */
export interface LimitStore {
  /** Counts one request against `key`; answers the count so far in the window and what is left of it. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** The count so far in `key`'s window without adding to it (0 when none is open). */
  peek(key: string): Promise<{ count: number; ttlMs: number }>;
  /** Takes back one count of `hit` (a request refused by another limit is not counted). */
  undo(key: string): Promise<void>;
  /** Takes one of `max` places under `key` for `holder` until `leaseMs` from now; false when all are taken. */
  acquire(key: string, holder: string, max: number, leaseMs: number): Promise<boolean>;
  /** Moves the end of `holder`'s lease to `leaseMs` from now (a long-lived stream keeps its place). */
  renew(key: string, holder: string, leaseMs: number): Promise<void>;
  release(key: string, holder: string): Promise<void>;
  close(): Promise<void>;
}

interface Window {
  count: number;
  endsAt: number;
}

/** Past this many keys, windows that have ended are swept, so memory follows the live keys only. */
const SWEEP_ABOVE = 10_000;

/** One process's limits: the default, and right while only one instance runs. */
export class MemoryLimitStore implements LimitStore {
  private readonly windows = new Map<string, Window>();
  private readonly leases = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    const now = this.now();
    if (this.windows.size > SWEEP_ABOVE) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, ttlMs: window.endsAt - now };
  }

  async peek(key: string): Promise<{ count: number; ttlMs: number }> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) return { count: 0, ttlMs: 0 };
    return { count: window.count, ttlMs: window.endsAt - now };
  }

  async undo(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  async acquire(key: string, holder: string, max: number, leaseMs: number): Promise<boolean> {
    const now = this.now();
    const holders = this.liveHolders(key, now);
    if (!holders.has(holder) && holders.size >= max) return false;
    holders.set(holder, now + leaseMs);
    this.leases.set(key, holders);
    return true;
  }

  async renew(key: string, holder: string, leaseMs: number): Promise<void> {
    const holders = this.leases.get(key);
    if (holders?.has(holder)) holders.set(holder, this.now() + leaseMs);
  }

  async release(key: string, holder: string): Promise<void> {
    const holders = this.leases.get(key);
    if (!holders) return;
    holders.delete(holder);
    if (holders.size === 0) this.leases.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
    this.leases.clear();
  }

  private liveHolders(key: string, now: number): Map<string, number> {
    const holders = this.leases.get(key) ?? new Map<string, number>();
    for (const [holder, endsAt] of holders) if (endsAt <= now) holders.delete(holder);
    return holders;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
