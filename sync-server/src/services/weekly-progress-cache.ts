import type { WeekFigures } from '../repositories/group-summary-repository';
import { FingerprintCache } from './fingerprint-cache';

/**
 * Weekly progress is the heaviest number of the groups list (every member's check-ins of the week).
 * It is remembered per group and week under the fingerprint it was computed with; a request reads
 * the current fingerprints and recomputes only the groups whose fingerprint moved.
 */
export class WeeklyProgressCache {
  private readonly cache: FingerprintCache<WeekFigures | null>;

  constructor(capacity = 10_000) {
    this.cache = new FingerprintCache(capacity);
  }

  get(groupId: string, from: string, to: string, fingerprint: string): WeekFigures | null | undefined {
    const key = `${groupId}|${from}|${to}`;
    return this.cache.has(key, fingerprint) ? this.cache.get(key, fingerprint) : undefined;
  }

  set(groupId: string, from: string, to: string, fingerprint: string, value: WeekFigures | null): void {
    this.cache.set(`${groupId}|${from}|${to}`, fingerprint, value);
  }
}
