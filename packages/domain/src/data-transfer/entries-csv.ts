import type { HabitatExport } from './export-format';

/**
 * The check-ins of an export as CSV, for spreadsheets: one row per habit and day, header
 * `habit,date,completed,value,skipped,note`, RFC 4180 (CRLF line ends, fields with a comma, quote or
 * line break quoted, quotes doubled), sorted by habit name, then date.
 */
export const ENTRIES_CSV_HEADER = ['habit', 'date', 'completed', 'value', 'skipped', 'note'] as const;

const CRLF = '\r\n';

/**
 * Adopted group habits carry names another person chose, and a spreadsheet runs a cell that starts
 * with one of these as a formula (OWASP "CSV injection"): such a cell is prefixed with an apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

interface Row {
  habit: string;
  habitId: string;
  date: string;
  completed: boolean;
  value: number;
  skipped: boolean;
  note: string;
}

function compareRows(a: Row, b: Row): number {
  // Two habits may share a name: the id keeps each one's days together and the order stable.
  return (
    a.habit.localeCompare(b.habit, 'en') || a.habitId.localeCompare(b.habitId) || a.date.localeCompare(b.date)
  );
}

export function entriesCsv(document: HabitatExport): string {
  const names = new Map(document.habits.map((habit) => [habit.id, habit.name]));
  const rows: Row[] = document.entries.map((entry) => ({
    // An entry whose habit is missing from the file keeps its id, so no check-in is lost.
    habit: names.get(entry.habitId) ?? entry.habitId,
    habitId: entry.habitId,
    date: entry.date,
    completed: entry.completed,
    value: entry.value,
    skipped: entry.skipped,
    note: entry.note ?? '',
  }));
  rows.sort(compareRows);
  const lines = [ENTRIES_CSV_HEADER.join(',')];
  for (const row of rows) {
    const { habit, date, completed, value, skipped, note } = row;
    lines.push(
      [csvField(habit), date, String(completed), String(value), String(skipped), csvField(note)].join(','),
    );
  }
  return lines.join(CRLF) + CRLF;
}
