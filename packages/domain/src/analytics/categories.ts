import { compareRatesDesc, rateOf } from './due-days';
import type { HabitTableRow } from './habit-table';

export const ALL_CATEGORIES = 'all';

/** 'all' first, then the categories the habits use, sorted. */
export function categoryOptions(habits: readonly { category: string }[]): string[] {
  const used = new Set<string>();
  for (const habit of habits)
    if (habit.category && habit.category !== ALL_CATEGORIES) used.add(habit.category);
  return [ALL_CATEGORIES, ...[...used].sort((a, b) => a.localeCompare(b))];
}

/** A stored filter read back: a category no habit uses any more falls back to 'all'. */
export function normalizeCategory(value: unknown, options: readonly string[]): string {
  return typeof value === 'string' && options.includes(value) ? value : ALL_CATEGORIES;
}

/** Rows with something due, in the category (or all), by rate desc, then completed desc, then name; at most `limit` (default 5). */
export function topHabits(rows: readonly HabitTableRow[], category: string, limit = 5): HabitTableRow[] {
  return rows
    .filter((row) => row.due > 0 && (category === ALL_CATEGORIES || row.category === category))
    .sort(
      (a, b) => compareRatesDesc(a.rate, b.rate) || b.completed - a.completed || a.name.localeCompare(b.name),
    )
    .slice(0, Math.max(0, limit));
}

export interface CategorySummary {
  category: string;
  habits: number;
  completed: number;
  due: number;
  rate: number | null;
}

/** One row per category the habits use, by rate desc (null last), then category name. */
export function categorySummaries(rows: readonly HabitTableRow[]): CategorySummary[] {
  const byCategory = new Map<string, CategorySummary>();
  for (const row of rows) {
    let summary = byCategory.get(row.category);
    if (!summary) {
      summary = { category: row.category, habits: 0, completed: 0, due: 0, rate: null };
      byCategory.set(row.category, summary);
    }
    summary.habits += 1;
    summary.completed += row.completed;
    summary.due += row.due;
  }
  const summaries = [...byCategory.values()].map((summary) => ({
    ...summary,
    rate: rateOf(summary.completed, summary.due),
  }));
  return summaries.sort((a, b) => compareRatesDesc(a.rate, b.rate) || a.category.localeCompare(b.category));
}
