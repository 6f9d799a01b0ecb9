/**
 * Answers remembered with the fingerprint of the data they were computed from. A reader fetches
 * the current fingerprint (cheap) and reuses the answer only while it matches, so what it returns is
 * always what a fresh computation would give. Per process, bounded, least recently used first out.
 */
export class FingerprintCache<T> {
  private readonly entries = new Map<string, { fingerprint: string; value: T }>();

  constructor(private readonly capacity: number) {}

  get(key: string, fingerprint: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.fingerprint !== fingerprint) return undefined;
    // Re-insert so the map's order is least recently used first.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Whether the key holds an answer for this fingerprint (a remembered value may be null). */
  has(key: string, fingerprint: string): boolean {
    return this.entries.get(key)?.fingerprint === fingerprint;
  }

  set(key: string, fingerprint: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { fingerprint, value });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
