import { describe, expect, it } from 'vitest';
import { weekDayLetter, weekDayName } from './week-day-text';

describe('a week strip day in words', () => {
  it('names the calendar day of the key, whatever the zone', () => {
    expect(weekDayName('2026-03-02')).toBe('Monday 2 March');
    expect(weekDayLetter('2026-03-02')).toBe('M');
    expect(weekDayName('2026-11-29')).toBe('Sunday 29 November');
    expect(weekDayLetter('2026-11-29')).toBe('S');
  });
});
