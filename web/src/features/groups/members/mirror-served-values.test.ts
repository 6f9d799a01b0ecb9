import { describe, expect, it } from 'vitest';
import { entryDay } from './mirror-served-values';

describe('entryDay', () => {
  it('reads days and date-times, nothing else', () => {
    expect(entryDay('2026-03-16')).toBe('2026-03-16');
    expect(entryDay('2026-03-16T23:00:00.000Z')).toBe('2026-03-16');
    expect(entryDay('2026-03-16 garbage')).toBeNull();
    expect(entryDay('16/03/2026')).toBeNull();
    expect(entryDay(20260316)).toBeNull();
  });
});
