/**
 * Weekly progress is the heaviest figure of the groups list (every member's check-ins of the week).
 * It is remembered per group and week, with the fingerprint it was computed under; a request reads
 * the current fingerprints (cheap) and recomputes only the groups whose fingerprint moved, so the
 * answer is always what a fresh computation would give. The memory is per process and bounded;
 * another instance simply computes its own.
 */
export class WeeklyProgressCache {
  private readonly entries = new Map<string, { fingerprint: string; value: number | null }>();

  constructor(private readonly capacity = 10_000) {}

  private static key(workspaceId: string, from: string, to: string): string {
    return `${workspaceId}|${from}|${to}`;
  }

  get(workspaceId: string, from: string, to: string, fingerprint: string): number | null | undefined {
    const key = WeeklyProgressCache.key(workspaceId, from, to);
    const hit = this.entries.get(key);
    if (!hit || hit.fingerprint !== fingerprint) return undefined;
    // Re-insert so the map's order is least recently used first.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(workspaceId: string, from: string, to: string, fingerprint: string, value: number | null): void {
    const key = WeeklyProgressCache.key(workspaceId, from, to);
    this.entries.delete(key);
    this.entries.set(key, { fingerprint, value });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
