import { describe, expect, it } from 'vitest';
import {
  completionBar,
  completionFigure,
  dayLabel,
  entriesFigure,
  fractionText,
  memberLabel,
  percentOf,
  periodText,
  privacyNote,
  rangeDays,
  rowFigures,
  spokenFigures,
  streakFigure,
} from './figures';

describe('figures', () => {
  const shown = (text: string, onlyYou = false) => ({ text, note: null, onlyYou });

  it('shows a hidden figure as a dash, never as 0', () => {
    const hidden = { text: '—', note: 'Not shared', onlyYou: false };
    expect(completionFigure(null)).toEqual(hidden);
    expect(streakFigure(null)).toEqual(hidden);
    expect(entriesFigure(null)).toEqual(hidden);
    // Even on your own row: there is nothing of yours to show.
    expect(streakFigure(null, true)).toEqual(hidden);
  });

  it('tells nothing due from not shared', () => {
    expect(completionFigure(null, 0)).toEqual({ text: '—', note: 'Nothing due yet', onlyYou: false });
    expect(completionFigure(null, null)).toMatchObject({ note: 'Not shared' });
    // An answer saved before the counts were served has no due at all.
    expect(completionFigure(null, undefined as unknown as null)).toMatchObject({ note: 'Not shared' });
  });

  it('words shared figures, including a shared 0', () => {
    expect(completionFigure(80)).toEqual(shown('80%'));
    expect(completionFigure(0)).toEqual(shown('0%'));
    expect(completionFigure(80, 10, true)).toEqual(shown('80%', true));
    expect(streakFigure(1)).toEqual(shown('1 day'));
    expect(streakFigure(5)).toEqual(shown('5 days'));
    expect(streakFigure(0)).toEqual(shown('0 days'));
    expect(entriesFigure(12)).toEqual(shown('12'));
  });

  it('says what a rate is of and over which days', () => {
    const month = { startDate: '2026-02-10', endDate: '2026-03-11' };
    expect(fractionText({ completed: 12, due: 20, period: month }, 30, 'check-ins')).toBe(
      '12 of 20 due check-ins in the last 30 days',
    );
    expect(fractionText({ completed: 2, due: 4, period: month }, 30, 'days')).toBe(
      '2 of 4 due days in the last 30 days',
    );
    expect(
      fractionText(
        { completed: 3, due: 4, period: { startDate: '2026-03-08', endDate: '2026-03-11' } },
        30,
        'days',
      ),
    ).toBe('3 of 4 due days since Mar 8');
    expect(fractionText({ completed: 1, due: 1, period: null }, 7, 'days')).toBe('1 of 1 due day');
    expect(fractionText({ completed: 0, due: 0, period: month }, 30, 'days')).toBeNull();
    expect(fractionText({ completed: null, due: null, period: null }, 30, 'days')).toBeNull();
    expect(periodText({ startDate: '2026-03-11', endDate: '2026-03-11' }, 7)).toBe('today');
    expect(dayLabel('2026-01-01')).toBe('Jan 1');
    expect(dayLabel('nonsense')).toBe('nonsense');
  });

  it('reads an unknown range as 30 days', () => {
    expect(rangeDays('7d')).toBe(7);
    expect(rangeDays('90d')).toBe(90);
    expect(rangeDays(undefined)).toBe(30);
    expect(rangeDays('1y')).toBe(30);
  });

  it('writes the note under your own row from what the group does not see', () => {
    const mine = {
      completionRate: 80,
      currentStreak: 4,
      totalEntries: 9,
      habitsTracked: 3,
      completed: 8,
      due: 10,
      period: null,
    };
    expect(privacyNote(mine, undefined)).toBeNull();
    expect(privacyNote(mine, mine)).toBeNull();
    expect(privacyNote(mine, null)).toBe('Hidden from the group: only you see this row.');
    expect(privacyNote(mine, { ...mine, currentStreak: null })).toBe(
      'Only you see your streak. Your place is by what the group sees.',
    );
    expect(
      privacyNote(mine, {
        ...mine,
        completionRate: null,
        currentStreak: null,
        totalEntries: null,
        habitsTracked: 2,
      }),
    ).toBe(
      'Only you see your completion, streak and entries. The group sees 2 of your 3 habits. Your place is by what the group sees.',
    );
    const figures = rowFigures(mine, { ...mine, totalEntries: null }, 30);
    expect(figures.entries.onlyYou).toBe(true);
    expect(figures.completion.onlyYou).toBe(false);
    expect(figures.hiddenFromGroup).toBe(false);
    expect(rowFigures(mine, null, 30).hiddenFromGroup).toBe(true);
  });

  it('keeps a percent within 0-100 and whole', () => {
    expect(percentOf(-5)).toBe(0);
    expect(percentOf(140)).toBe(100);
    expect(percentOf(66.6)).toBe(67);
    expect(percentOf(Number.NaN)).toBe(0);
  });

  it('tones the bar green, orange or red and drops it when not shared', () => {
    expect(completionBar(70)).toEqual({ percent: 70, tone: 'high' });
    expect(completionBar(69)).toEqual({ percent: 69, tone: 'medium' });
    expect(completionBar(40)).toEqual({ percent: 40, tone: 'medium' });
    expect(completionBar(39)).toEqual({ percent: 39, tone: 'low' });
    expect(completionBar(0)).toEqual({ percent: 0, tone: 'low' });
    expect(completionBar(null)).toBeNull();
  });

  it('speaks all three figures, naming the hidden ones', () => {
    expect(spokenFigures({ completionRate: 80, currentStreak: 5, totalEntries: 12 })).toBe(
      '80% completion, 5 day streak, 12 entries',
    );
    expect(spokenFigures({ completionRate: null, currentStreak: 1, totalEntries: 1 })).toBe(
      'completion not shared, 1 day streak, 1 entry',
    );
    expect(spokenFigures({ completionRate: 0, currentStreak: null, totalEntries: null })).toBe(
      '0% completion, streak not shared, entries not shared',
    );
  });

  it('marks the viewer', () => {
    expect(memberLabel('Ana', true)).toBe('Ana (You)');
    expect(memberLabel('Ana', false)).toBe('Ana');
  });
});
