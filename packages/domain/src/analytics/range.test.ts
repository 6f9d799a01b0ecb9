import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_RANGE_LABELS,
  DEFAULT_ANALYTICS_RANGE,
  normalizeAnalyticsRange,
  rangeDays,
  rangeStart,
} from './range';

describe('analytics range', () => {
  it('labels the three ranges as the Time Range switch shows them', () => {
    expect(ANALYTICS_RANGE_LABELS).toEqual({ '7d': '7 Days', '30d': '30 Days', '90d': '90 Days' });
    expect(DEFAULT_ANALYTICS_RANGE).toBe('7d');
  });

  it('keeps a valid range and falls back to 7d for anything else', () => {
    expect(normalizeAnalyticsRange('30d')).toBe('30d');
    expect(normalizeAnalyticsRange('90d')).toBe('90d');
    for (const bad of ['1y', '', '7D', 7, null, undefined, {}, ['7d']]) {
      expect(normalizeAnalyticsRange(bad)).toBe('7d');
    }
  });

  it('counts days and starts the range so that it ends today', () => {
    expect([rangeDays('7d'), rangeDays('30d'), rangeDays('90d')]).toEqual([7, 30, 90]);
    expect(rangeStart('7d', '2026-03-10')).toBe('2026-03-04');
    expect(rangeStart('30d', '2026-03-10')).toBe('2026-02-09');
    expect(rangeStart('90d', '2026-03-10')).toBe('2025-12-11');
  });
});
