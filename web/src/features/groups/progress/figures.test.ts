import { describe, expect, it } from 'vitest';
import {
  completionBar,
  completionFigure,
  entriesFigure,
  memberLabel,
  percentOf,
  spokenFigures,
  streakFigure,
} from './figures';

describe('figures', () => {
  it('shows a hidden figure as a dash, never as 0', () => {
    expect(completionFigure(null)).toEqual({ shared: false, text: '—' });
    expect(streakFigure(null)).toEqual({ shared: false, text: '—' });
    expect(entriesFigure(null)).toEqual({ shared: false, text: '—' });
  });

  it('words shared figures, including a shared 0', () => {
    expect(completionFigure(80)).toEqual({ shared: true, text: '80%' });
    expect(completionFigure(0)).toEqual({ shared: true, text: '0%' });
    expect(streakFigure(1)).toEqual({ shared: true, text: '1 day' });
    expect(streakFigure(5)).toEqual({ shared: true, text: '5 days' });
    expect(streakFigure(0)).toEqual({ shared: true, text: '0 days' });
    expect(entriesFigure(12)).toEqual({ shared: true, text: '12' });
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
