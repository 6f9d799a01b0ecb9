/** How long a row read from the database is believed without asking again. */
export const HEARD_CACHE_TTL_MS = 30_000;
const CAPACITY = 20_000;

export interface HeardCacheOptions<V> {
  /** The person a row belongs to: `forget(person)` drops every row of theirs. */
  ownerOf: (value: V) => string;
  /** When a row stops being true on its own (a session's expiry), in ms since the epoch. */
  expiresAt?: (value: V) => number;
  now?: () => number;
  ttlMs?: number;
}

/**
 * Rows this instance has read lately, trusted only while every change to them is notified: each
 * change sends a notification through the database, naming the person, and every instance forgets
 * that person's rows when it arrives (the instance that made the change forgets them before it
 * answers). So:
 * - a read that overlapped a forgetting is not remembered (the epoch moved while it ran);
 * - while the notification channel is down, changes are not notified: nothing is remembered until it
 *   is back, and what was remembered is forgotten both when it drops and when it returns;
 * - nothing is believed longer than the TTL, nor past its own expiry.
 */
export class HeardCache<V> {
  private readonly byKey = new Map<string, { value: V; readAt: number }>();
  private readonly byOwner = new Map<string, Set<string>>();
  private epoch = 0;
  private trusting = true;
  private readonly now: () => number;
  private readonly ttlMs: number;

  constructor(private readonly options: HeardCacheOptions<V>) {
    this.now = options.now ?? Date.now;
    this.ttlMs = options.ttlMs ?? HEARD_CACHE_TTL_MS;
  }

  /** The row under `key` if it belongs to `owner`: from memory while believed, else from `load`. */
  async find(key: string, owner: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.byKey.get(key);
    const now = this.now();
    if (hit && now - hit.readAt < this.ttlMs && (this.options.expiresAt?.(hit.value) ?? Infinity) > now) {
      return this.options.ownerOf(hit.value) === owner ? hit.value : undefined;
    }
    if (hit) this.drop(key, this.options.ownerOf(hit.value));
    const epoch = this.epoch;
    const value = await load();
    if (value !== undefined && this.trusting && epoch === this.epoch) this.remember(key, value, now);
    return value;
  }

  /** Something of this person's changed: none of their rows is believed any longer. */
  forget(owner: string): void {
    this.epoch += 1;
    for (const key of this.byOwner.get(owner) ?? []) this.byKey.delete(key);
    this.byOwner.delete(owner);
  }

  /**
   * Whether change notifications arrive (the notification channel is up). Either way, changes may have been
   * missed until now: nothing remembered is believed any longer.
   */
  trust(listening: boolean): void {
    this.trusting = listening;
    this.clear();
  }

  /** Nothing is believed any longer. */
  clear(): void {
    this.epoch += 1;
    this.byKey.clear();
    this.byOwner.clear();
  }

  get size(): number {
    return this.byKey.size;
  }

  private remember(key: string, value: V, readAt: number): void {
    const owner = this.options.ownerOf(value);
    this.byKey.delete(key);
    this.byKey.set(key, { value, readAt });
    let keys = this.byOwner.get(owner);
    if (!keys) {
      keys = new Set();
      this.byOwner.set(owner, keys);
    }
    keys.add(key);
    if (this.byKey.size > CAPACITY) {
      const [oldestKey, oldest] = this.byKey.entries().next().value as [string, { value: V }];
      this.drop(oldestKey, this.options.ownerOf(oldest.value));
    }
  }

  private drop(key: string, owner: string): void {
    this.byKey.delete(key);
    const keys = this.byOwner.get(owner);
    keys?.delete(key);
    if (keys?.size === 0) this.byOwner.delete(owner);
  }
}
