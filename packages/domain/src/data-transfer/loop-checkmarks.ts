import { type DateKey, isDateKey } from '../dates';
import { doneByAmount, type TargetKind } from '../limits';
import { type CsvRow, parseCsv } from './csv';
import { clampValue, type ImportedEntry, ImportFileError, importedNote } from './import-set';

/**
 * Loop Habit Tracker's check-in files. Each habit's folder holds a Checkmarks.csv of one day per
 * line, newest first. Older versions write `2017-03-01,2` with no header: 0 not done, 1 done
 * automatically, 2 done, later also 3 skipped and -1 unknown. Newer versions add a `Date,Value,Notes`
 * header and write the codes as names (NO, YES_AUTO, YES_MANUAL, SKIP, UNKNOWN) with a notes column.
 * A measurable ("numerical") habit stores its amount times 1000 (5 km is 5000). The export's root
 * Checkmarks.csv has one column per habit under a header of their names.
 */

export const LOOP_CODES = { unknown: -1, no: 0, yesAuto: 1, yesManual: 2, skip: 3 } as const;

/** One version of Loop's source gave skips the code -3; reading that as a skip too costs nothing. */
const OLD_SKIP = -3;

const NAMED_CODES: Readonly<Record<string, number>> = {
  YES_MANUAL: LOOP_CODES.yesManual,
  YES_AUTO: LOOP_CODES.yesAuto,
  NO: LOOP_CODES.no,
  SKIP: LOOP_CODES.skip,
  UNKNOWN: LOOP_CODES.unknown,
};

export interface LoopDay {
  date: DateKey;
  code: number;
  note: string | undefined;
}

function readCode(token: string, where: string): number {
  const text = token.trim();
  const named = NAMED_CODES[text.toUpperCase()];
  if (named !== undefined) return named;
  if (/^-?\d+$/.test(text)) return Number(text);
  throw new ImportFileError(`${where}: "${text}" is not a Loop check-in value`);
}

function readDate(token: string, where: string): DateKey {
  const date = token.trim();
  if (!isDateKey(date)) throw new ImportFileError(`${where}: "${date}" is not a date`);
  return date;
}

const isHeader = (row: CsvRow | undefined) => row?.cells[0]?.trim().toLowerCase() === 'date';

/** One habit's Checkmarks.csv, in any of Loop's versions. `label` names it in messages. */
export function readHabitCheckmarks(text: string, label: string): LoopDay[] {
  const rows = parseCsv(text, label);
  let valueColumn = 1;
  let notesColumn = -1;
  const first = rows[0];
  if (first && isHeader(first)) {
    const names = first.cells.map((cell) => cell.trim().toLowerCase());
    valueColumn = Math.max(1, names.indexOf('value'));
    notesColumn = names.indexOf('notes');
    rows.shift();
  }
  return rows.map((row) => {
    const where = `${label}, line ${row.line}`;
    return {
      date: readDate(row.cells[0] ?? '', where),
      code: readCode(row.cells[valueColumn] ?? '', where),
      note: notesColumn >= 0 ? importedNote(row.cells[notesColumn]) : undefined,
    };
  });
}

/**
 * The export's root Checkmarks.csv, as days per habit name. Loop writes the names in its header
 * unquoted, so a name with a comma splits the header: the file is then unreadable by name and null
 * is returned (each habit's own file is the one normally read).
 */
export function readRootCheckmarks(
  text: string,
  habitNames: readonly string[],
): Map<string, LoopDay[]> | null {
  const rows = parseCsv(text, 'Checkmarks.csv');
  const header = rows.shift();
  if (!header || !isHeader(header)) return null;
  const names = header.cells.slice(1).map((cell) => cell.trim());
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  const known = new Set(habitNames);
  if (names.length === 0 || names.some((name) => !known.has(name)) || new Set(names).size !== names.length) {
    return null;
  }
  const days = new Map<string, LoopDay[]>(names.map((name) => [name, []]));
  for (const row of rows) {
    const where = `Checkmarks.csv, line ${row.line}`;
    const date = readDate(row.cells[0] ?? '', where);
    names.forEach((name, column) => {
      const token = row.cells[column + 1] ?? '';
      if (token.trim() === '') return;
      days.get(name)?.push({ date, code: readCode(token, where), note: undefined });
    });
  }
  return days;
}

/** A measurable habit's days hold amounts (times 1000), which a yes/no habit's codes never exceed. */
export function looksMeasurable(days: readonly LoopDay[]): boolean {
  return days.some((day) => day.code > LOOP_CODES.skip);
}

/**
 * What a Loop day becomes here. Done by hand is a check-in; skipped is a skip; "done automatically"
 * (Loop filling the days a frequency like 3 times a week allows) is not something the person did,
 * so it is left out, as are "not done" and "unknown". Amounts are divided by 1000 and count as done
 * once they reach the daily target, the app's rule for logged amounts. A day's note comes along,
 * even on a day that is otherwise left out.
 */
export function loopDayToEntry(
  day: LoopDay,
  habit: { measurable: boolean; targetValue: number; targetKind?: TargetKind },
): ImportedEntry | null {
  const entry = loopDayCheck(day, habit);
  if (day.note === undefined) return entry;
  return { ...(entry ?? { date: day.date, completed: false, value: 0, skipped: false }), note: day.note };
}

function loopDayCheck(
  day: LoopDay,
  habit: { measurable: boolean; targetValue: number; targetKind?: TargetKind },
): ImportedEntry | null {
  if (day.code === LOOP_CODES.skip || day.code === OLD_SKIP) {
    return { date: day.date, completed: false, value: 0, skipped: true };
  }
  if (!habit.measurable) {
    return day.code === LOOP_CODES.yesManual
      ? { date: day.date, completed: true, value: 1, skipped: false }
      : null;
  }
  const amount = clampValue(day.code / 1000);
  if (amount === 0) return null;
  return { date: day.date, completed: doneByAmount(habit, amount), value: amount, skipped: false };
}
