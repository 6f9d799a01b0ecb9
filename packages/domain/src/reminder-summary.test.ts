import { describe, expect, it } from 'vitest';
import type { PausePlan } from './pauses';
import { dueSummary, habitsLeft, summaryKey, summaryText } from './reminder-summary';

const habit = (id: string, name: string, scheduleDays = [0, 1, 2, 3, 4, 5, 6]) => ({
  id,
  name,
  isActive: true,
  deletedAt: null,
  scheduleDays,
});

describe('the evening summary', () => {
  const habits = [habit('r', 'Read'), habit('s', 'Stretch'), habit('g', 'Gym'), habit('w', 'Walk', [1])];
  const paused: PausePlan = { spans: [{ from: '2026-11-25', until: '2026-11-30' }], rest: [] };
  const base = {
    habits,
    summaryTime: '20:00',
    // Walk is done; Gym is paused this week.
    isDoneOrSkipped: (id: string) => id === 'w',
    pausesOf: (h: { id: string }) => (h.id === 'g' ? paused : undefined),
    timeZone: 'Europe/Berlin',
    firedKeys: new Set<string>(),
  };

  it('names what is left, leaving out what is done, paused or not due', () => {
    // Saturday 28 November 2026, 20:05 in Berlin.
    const summary = dueSummary({ ...base, now: Date.parse('2026-11-28T19:05:00Z') });
    expect(summary?.text).toBe('2 habits left today: Read, Stretch');
    expect(summary?.key).toBe(summaryKey('2026-11-28'));
  });

  it('rings at the chosen time of the person’s day, within the window, once', () => {
    expect(dueSummary({ ...base, now: Date.parse('2026-11-28T18:59:00Z') })).toBeNull();
    expect(dueSummary({ ...base, now: Date.parse('2026-11-28T20:01:00Z') })).toBeNull();
    const fired = new Set([summaryKey('2026-11-28')]);
    expect(dueSummary({ ...base, firedKeys: fired, now: Date.parse('2026-11-28T19:05:00Z') })).toBeNull();
    expect(dueSummary({ ...base, summaryTime: null, now: Date.parse('2026-11-28T19:05:00Z') })).toBeNull();
  });

  it('stays quiet when nothing is left', () => {
    const summary = dueSummary({
      ...base,
      isDoneOrSkipped: () => true,
      now: Date.parse('2026-11-28T19:05:00Z'),
    });
    expect(summary).toBeNull();
  });

  it('spells out four names, then counts the rest', () => {
    expect(summaryText(['Read'])).toBe('1 habit left today: Read');
    expect(summaryText(['A', 'B', 'C', 'D', 'E', 'F'])).toBe('6 habits left today: A, B, C, D and 2 more');
  });

  it('leaves out archived and deleted habits', () => {
    const left = habitsLeft({
      habits: [
        { ...habit('a', 'A'), isActive: false },
        { ...habit('b', 'B'), deletedAt: '2026-11-01' },
        habit('c', 'C'),
      ],
      today: '2026-11-28',
      isDoneOrSkipped: () => false,
      pausesOf: () => undefined,
    });
    expect(left.map((h) => h.id)).toEqual(['c']);
  });
});
