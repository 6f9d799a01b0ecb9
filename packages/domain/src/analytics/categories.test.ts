import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  categoryOptions,
  categorySummaries,
  normalizeCategory,
  topHabits,
} from './categories';
import { type HabitTableRow, habitTable } from './habit-table';
import { END, START, twoHabits } from './test-fixture';

function row(name: string, category: string, completed: number, due: number): HabitTableRow {
  return {
    habitId: name.toLowerCase(),
    name,
    icon: '⭐',
    color: '#4f46e5',
    category,
    completed,
    due,
    rate: due ? completed / due : null,
    currentStreak: 0,
    bestStreak: 0,
  };
}

const ROWS = [
  row('Walk', 'health', 3, 4), // 0.75
  row('Yoga', 'health', 6, 8), // 0.75, more done than Walk
  row('Read', 'learning', 5, 5), // 1
  row('Stretch', 'health', 2, 4), // 0.5
  row('Water', 'health', 0, 0), // nothing due
  row('Code', 'learning', 1, 4), // 0.25
  row('Nap', 'other', 0, 3), // 0
  row('Abs', 'health', 3, 4), // 0.75, same as Walk
];

describe('category filter', () => {
  it("offers 'all' first, then the used categories sorted and unique", () => {
    expect(categoryOptions([{ category: 'social' }, { category: 'health' }, { category: 'social' }])).toEqual(
      ['all', 'health', 'social'],
    );
    expect(categoryOptions([])).toEqual([ALL_CATEGORIES]);
  });

  it("falls back to 'all' for a stored category no longer offered", () => {
    const options = ['all', 'health'];
    expect(normalizeCategory('health', options)).toBe('health');
    expect(normalizeCategory('learning', options)).toBe('all');
    expect(normalizeCategory(3, options)).toBe('all');
    expect(normalizeCategory(undefined, options)).toBe('all');
  });
});

describe('topHabits', () => {
  it('ranks habits with something due by rate, then completed, then name, five at most', () => {
    expect(topHabits(ROWS, 'all').map((r) => r.name)).toEqual(['Read', 'Yoga', 'Abs', 'Walk', 'Stretch']);
  });

  it('filters by category and honours the limit', () => {
    expect(topHabits(ROWS, 'health').map((r) => r.name)).toEqual(['Yoga', 'Abs', 'Walk', 'Stretch']);
    expect(topHabits(ROWS, 'learning', 1).map((r) => r.name)).toEqual(['Read']);
    expect(topHabits(ROWS, 'social')).toEqual([]);
  });

  it('works on the table of the shared case', () => {
    expect(topHabits(habitTable(twoHabits(), START, END), 'all').map((r) => r.habitId)).toEqual([
      'run',
      'read',
    ]);
  });
});

describe('categorySummaries', () => {
  it('adds up each category, best rate first', () => {
    expect(categorySummaries(ROWS)).toEqual([
      { category: 'health', habits: 5, completed: 14, due: 20, rate: 0.7 },
      { category: 'learning', habits: 2, completed: 6, due: 9, rate: 6 / 9 },
      { category: 'other', habits: 1, completed: 0, due: 3, rate: 0 },
    ]);
  });

  it('puts a category with nothing due last', () => {
    expect(categorySummaries([row('Water', 'health', 0, 0), row('Nap', 'other', 0, 3)])).toEqual([
      { category: 'other', habits: 1, completed: 0, due: 3, rate: 0 },
      { category: 'health', habits: 1, completed: 0, due: 0, rate: null },
    ]);
    expect(categorySummaries([])).toEqual([]);
  });
});
