import { describe, expect, it } from 'vitest';
import { END, inputOf, START, twoHabits } from './test-fixture';
import { bestAndWorstDays, type WeekdayRate, weekdayRates, weekdaysFrom } from './weekdays';

describe('weekdayRates', () => {
  it('adds up each weekday over the range, Monday first', () => {
    const rows = weekdayRates(twoHabits(), START, END, 1);
    expect(rows.map((r) => [r.short, r.due, r.completed, r.rate])).toEqual([
      ['Mon', 3, 3, 1], // 03-02 Read; 03-09 Read and Run
      ['Tue', 3, 2, 2 / 3], // 03-03 Read; 03-10 Read open, Run done
      ['Wed', 0, 0, null], // 03-04 skipped; 03-11 after today
      ['Thu', 1, 1, 1],
      ['Fri', 2, 1, 0.5],
      ['Sat', 1, 1, 1],
      ['Sun', 1, 0, 0],
    ]);
    expect(rows[0]).toMatchObject({ weekday: 1, label: 'Monday', short: 'Mon' });
    expect(rows[6]).toMatchObject({ weekday: 0, label: 'Sunday', short: 'Sun' });
  });

  it('follows the preferred first day of the week', () => {
    expect(weekdayRates(twoHabits(), START, END, 0).map((r) => r.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayRates(twoHabits(), START, END, 4).map((r) => r.short)).toEqual([
      'Thu',
      'Fri',
      'Sat',
      'Sun',
      'Mon',
      'Tue',
      'Wed',
    ]);
    expect(weekdaysFrom(-1)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(weekdaysFrom(Number.NaN)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('has seven rows of no data with no habits', () => {
    const rows = weekdayRates(inputOf([], {}), START, END, 1);
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => r.due === 0 && r.rate === null)).toBe(true);
  });
});

describe('bestAndWorstDays', () => {
  it('names the best and worst days, ties going to the earlier day of the week', () => {
    const monday = bestAndWorstDays(weekdayRates(twoHabits(), START, END, 1));
    expect(monday.best?.label).toBe('Monday'); // Mon, Thu and Sat all at 100%
    expect(monday.worst?.label).toBe('Sunday');
    const thursday = bestAndWorstDays(weekdayRates(twoHabits(), START, END, 4));
    expect(thursday.best?.label).toBe('Thursday');
  });

  const row = (weekday: number, due: number, completed: number): WeekdayRate => ({
    weekday,
    label: `day ${weekday}`,
    short: `d${weekday}`,
    due,
    completed,
    rate: due ? completed / due : null,
  });

  it('gives the earlier of two equally bad days as the worst', () => {
    const result = bestAndWorstDays([row(1, 2, 0), row(2, 2, 2), row(3, 4, 0)]);
    expect(result.best?.weekday).toBe(2);
    expect(result.worst?.weekday).toBe(1);
  });

  it('has no worst day with a single measured day or when every rate is equal', () => {
    expect(bestAndWorstDays([row(1, 0, 0), row(2, 4, 1)])).toEqual({ best: row(2, 4, 1), worst: null });
    expect(bestAndWorstDays([row(1, 2, 1), row(2, 4, 2)])).toEqual({ best: row(1, 2, 1), worst: null });
    expect(bestAndWorstDays([row(1, 0, 0), row(2, 0, 0)])).toEqual({ best: null, worst: null });
    expect(bestAndWorstDays([])).toEqual({ best: null, worst: null });
  });
});
