import { describe, expect, it } from 'vitest';
import { habitFirstDay } from './habit-history';

const noEntries = new Map<string, true>();

describe('habitFirstDay', () => {
  it('takes the creation day in the user’s time zone', () => {
    const late = { createdAt: '2026-11-02T23:30:00.000Z' };
    expect(habitFirstDay(late, noEntries, 'UTC', '2026-11-19')).toBe('2026-11-02');
    expect(habitFirstDay(late, noEntries, 'Asia/Tokyo', '2026-11-19')).toBe('2026-11-03');
    expect(
      habitFirstDay({ createdAt: '2026-11-03T02:00:00.000Z' }, noEntries, 'America/New_York', '2026-11-19'),
    ).toBe('2026-11-02');
  });

  it('takes the earliest entry when it comes before the creation day', () => {
    const entries = new Map([
      ['2026-11-05', true],
      ['2026-10-28', true],
    ]);
    expect(habitFirstDay({ createdAt: '2026-11-02T10:00:00Z' }, entries, 'UTC', '2026-11-19')).toBe(
      '2026-10-28',
    );
    expect(habitFirstDay({ createdAt: '2026-10-01T10:00:00Z' }, entries, 'UTC', '2026-11-19')).toBe(
      '2026-10-01',
    );
  });

  it('falls back to the entries, then today, when createdAt is malformed', () => {
    const entries = new Map([['2026-11-05', true]]);
    expect(habitFirstDay({ createdAt: 'yesterday' }, entries, 'UTC', '2026-11-19')).toBe('2026-11-05');
    expect(habitFirstDay({ createdAt: '' }, noEntries, 'UTC', '2026-11-19')).toBe('2026-11-19');
  });
});
