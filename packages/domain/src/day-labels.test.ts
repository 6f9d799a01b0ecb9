import { describe, expect, it } from 'vitest';
import { dayLabel, pastDaysPhrase } from './day-labels';

describe('dayLabel', () => {
  it('names a calendar day with its weekday, whatever the zone the code runs in', () => {
    expect(dayLabel('2026-11-16')).toBe('Mon 16 Nov');
    expect(dayLabel('2026-03-01')).toBe('Sun 1 Mar');
    expect(dayLabel('2024-02-29')).toBe('Thu 29 Feb');
    expect(dayLabel('2027-01-02')).toBe('Sat 2 Jan');
  });

  it('leaves something that is not a calendar day as it is', () => {
    expect(dayLabel('2026-02-30')).toBe('2026-02-30');
    expect(dayLabel('yesterday')).toBe('yesterday');
  });
});

describe('pastDaysPhrase', () => {
  it('names the day when there is one, and counts them when there are several', () => {
    expect(pastDaysPhrase(['2026-11-16'], 'Read')).toBe('completed Read on Mon 16 Nov');
    expect(pastDaysPhrase(['2026-11-16', '2026-11-15', '2026-11-14'], 'Read')).toBe(
      'logged 3 past days of Read',
    );
  });

  it('counts a repeated day once and ignores what is not a day', () => {
    expect(pastDaysPhrase(['2026-11-16', '2026-11-16', 'x'], 'Read')).toBe('completed Read on Mon 16 Nov');
  });
});
