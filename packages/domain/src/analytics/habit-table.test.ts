import { describe, expect, it } from 'vitest';
import { habitTable } from './habit-table';
import { END, entry, habit, inputOf, READ_ENTRIES, RUN_ENTRIES, START, twoHabits } from './test-fixture';

describe('habitTable', () => {
  it('gives each habit its completion in the range and its streaks, best rate first', () => {
    expect(habitTable(twoHabits(), START, END)).toEqual([
      {
        habitId: 'run',
        name: 'Run',
        icon: '🏃',
        color: '#4f46e5',
        category: 'health',
        completed: 4,
        due: 5,
        rate: 0.8,
        // 03-06, 03-07 done, 03-08 missed, 03-09, 03-10 done.
        currentStreak: 2,
        bestStreak: 2,
      },
      {
        habitId: 'read',
        name: 'Read',
        icon: '📚',
        color: '#4f46e5',
        category: 'learning',
        completed: 4,
        due: 6,
        rate: 4 / 6,
        // 02-27, 03-02, 03-03 done, 03-04 skipped (no break), 03-05 done: 4; 03-06 missed; 03-09 done,
        // today 03-10 still open: 1.
        currentStreak: 1,
        bestStreak: 4,
      },
    ]);
  });

  it("draws a habit nobody picked an icon for with its name's icon, never the ✅ that reads as done", () => {
    const water = habit({ id: 'water', name: 'Drink water', icon: '✅' });
    expect(habitTable(inputOf([water], { water: [] }), START, END)[0]?.icon).toBe('💧');
  });

  it('puts habits with nothing due last, then sorts by name', () => {
    const later = habit({ id: 'later', name: 'Later', firstDay: '2026-03-11' });
    const alpha = habit({ id: 'alpha', name: 'Alpha' });
    const beta = habit({ id: 'beta', name: 'Beta' });
    const input = inputOf([later, beta, alpha], {
      later: [entry('2026-03-10', 'done')],
      alpha: [entry('2026-03-10', 'done')],
      beta: [entry('2026-03-10', 'done')],
    });
    const rows = habitTable(input, '2026-03-10', '2026-03-10');
    expect(rows.map((r) => [r.name, r.rate])).toEqual([
      ['Alpha', 1],
      ['Beta', 1],
      ['Later', null],
    ]);
    // A habit that has not started yet has no streak, even with an entry.
    expect(rows[2]).toMatchObject({ due: 0, completed: 0, currentStreak: 0, bestStreak: 0 });
  });

  it('reads streaks over the whole history, not only the range', () => {
    const rows = habitTable(
      inputOf([habit({ id: 'read', name: 'Read', scheduleDays: [1, 2, 3, 4, 5] })], {
        read: READ_ENTRIES,
        run: RUN_ENTRIES,
      }),
      '2026-03-09',
      '2026-03-10',
    );
    expect(rows[0]).toMatchObject({ completed: 1, due: 2, rate: 0.5, currentStreak: 1, bestStreak: 4 });
  });

  it('is empty with no habits', () => {
    expect(habitTable(inputOf([], {}), START, END)).toEqual([]);
  });
});
