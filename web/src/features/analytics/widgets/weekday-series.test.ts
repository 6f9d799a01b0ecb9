import { bestAndWorstDays, type WeekdayRate } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { bestAndWorstTexts, buildWeekdayBars, weekdaySummary } from './weekday-series';

const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function rate(weekday: number, due: number, completed: number): WeekdayRate {
  const label = NAMES[weekday] ?? '';
  return {
    weekday,
    label,
    short: label.slice(0, 3),
    due,
    completed,
    rate: due === 0 ? null : completed / due,
  };
}

// Monday first: Tuesday is best (6 of 7), Sunday worst (2 of 5), Saturday had nothing due.
const RATES = [
  rate(1, 5, 4),
  rate(2, 7, 6),
  rate(3, 5, 3),
  rate(4, 5, 3),
  rate(5, 5, 4),
  rate(6, 0, 0),
  rate(0, 5, 2),
];

describe('weekday bars', () => {
  const extremes = bestAndWorstDays(RATES);

  it('gives each weekday its percent, and marks the best and the worst', () => {
    const bars = buildWeekdayBars(RATES, extremes);
    expect(bars.map((bar) => bar.y)).toEqual([80, 86, 60, 60, 80, null, 40]);
    expect(bars.map((bar) => bar.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(bars.map((bar) => bar.tone)).toEqual([
      'plain',
      'best',
      'plain',
      'plain',
      'plain',
      'plain',
      'worst',
    ]);
  });

  it('calls out the best and the worst day', () => {
    expect(bestAndWorstTexts(extremes)).toEqual({ best: 'Best: Tuesday 86%', worst: 'Worst: Sunday 40%' });
    expect(bestAndWorstTexts({ best: null, worst: null })).toEqual({ best: null, worst: null });
  });

  it('summarises every day for screen readers', () => {
    expect(weekdaySummary(RATES)).toBe(
      'Completion by day of the week: Monday 80%, Tuesday 86%, Wednesday 60%, Thursday 60%, Friday 80%, Saturday nothing due, Sunday 40%.',
    );
  });
});
