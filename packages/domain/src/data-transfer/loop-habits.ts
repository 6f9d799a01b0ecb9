import { parseCsv } from './csv';
import { ImportFileError } from './import-set';

/**
 * Loop Habit Tracker's Habits.csv: one habit per line under a header. Older versions write
 * `Position,Name,Description,NumRepetitions,Interval,Color`; newer ones `Position,Name,Type,Question,
 * Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?`.
 * Columns are found by name, so either (and anything in between) reads.
 */

export interface LoopHabitRow {
  line: number;
  /** The number its folder starts with ('001 Meditate'): the habit's place in Loop's list. */
  position: number;
  name: string;
  question: string;
  description: string;
  /** 'YES_NO' or 'NUMERICAL' in newer files; null when the file has no Type column. */
  type: string | null;
  /** "3 times in 7 days" is numerator 3, denominator 7. */
  numerator: number;
  denominator: number;
  color: string;
  unit: string;
  targetType: string;
  /** The amount per frequency period (per week for a weekly habit); null when not given. */
  targetValue: number | null;
  archived: boolean;
}

const COLUMNS = {
  position: ['position'],
  name: ['name'],
  type: ['type'],
  question: ['question'],
  description: ['description'],
  numerator: ['frequencynumerator', 'numrepetitions'],
  denominator: ['frequencydenominator', 'interval'],
  color: ['color'],
  unit: ['unit'],
  targetType: ['target type', 'targettype'],
  targetValue: ['target value', 'targetvalue'],
  archived: ['archived?', 'archived'],
} as const;

type Column = keyof typeof COLUMNS;

function positiveInteger(text: string, fallback: number): number {
  const value = Number(text.trim());
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

export function readLoopHabits(text: string): LoopHabitRow[] {
  const rows = parseCsv(text, 'Habits.csv');
  const header = rows.shift();
  const names = header?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  const index = Object.fromEntries(
    (Object.keys(COLUMNS) as Column[]).map((column) => [
      column,
      names.findIndex((name) => (COLUMNS[column] as readonly string[]).includes(name)),
    ]),
  ) as Record<Column, number>;
  if (index.name < 0) {
    throw new ImportFileError('Habits.csv is not from Loop Habit Tracker: it has no Name column');
  }
  const habits = rows.map((row, order) => {
    const cell = (column: Column) => (index[column] >= 0 ? (row.cells[index[column]] ?? '') : '');
    const name = cell('name').trim();
    if (!name) throw new ImportFileError(`Habits.csv, line ${row.line}: the habit has no name`);
    const target = cell('targetValue').trim();
    return {
      line: row.line,
      position: positiveInteger(cell('position'), order + 1),
      name,
      question: cell('question').trim(),
      description: cell('description').trim(),
      type: index.type >= 0 ? cell('type').trim().toUpperCase() : null,
      numerator: positiveInteger(cell('numerator'), 1),
      denominator: positiveInteger(cell('denominator'), 1),
      color: cell('color').trim(),
      unit: cell('unit').trim(),
      targetType: cell('targetType').trim().toUpperCase(),
      targetValue: target !== '' && Number.isFinite(Number(target)) ? Number(target) : null,
      archived: cell('archived').trim().toLowerCase() === 'true',
    };
  });
  if (habits.length === 0)
    throw new ImportFileError('Habits.csv lists no habits: there is nothing to import');
  return habits;
}
