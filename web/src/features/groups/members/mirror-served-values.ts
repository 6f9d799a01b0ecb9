/**
 * Readers for the loose values of a served member dashboard: each gives the value when it has the
 * expected type, else a safe fallback, so nothing served can break the mirror.
 */
import { type DateKey, isDateKey } from '@habitat/domain';

export type Loose = Readonly<Record<string, unknown>>;

export function record(value: unknown): Loose | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : null;
}

export function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function filled(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The day of a served date: 'YYYY-MM-DD', or a date-time whose date part is the day (spec §3). */
export function entryDay(value: unknown): DateKey | null {
  if (typeof value !== 'string') return null;
  const day = value.slice(0, 10);
  if (value.length > 10 && value[10] !== 'T') return null;
  return isDateKey(day) ? day : null;
}
