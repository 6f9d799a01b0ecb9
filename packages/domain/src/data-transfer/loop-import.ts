import { coerceTargetValue, type HabitFields } from '../habit-form';
import {
  checkImportSize,
  cleanHabitFields,
  EntryCollector,
  EVERY_DAY,
  ImportFileError,
  type ImportSet,
  outOfRangeNote,
} from './import-set';
import {
  LOOP_CODES,
  type LoopDay,
  looksMeasurable,
  loopDayToEntry,
  readHabitCheckmarks,
  readRootCheckmarks,
} from './loop-checkmarks';
import { nearestPresetColor } from './loop-colors';
import { type LoopHabitRow, readLoopHabits } from './loop-habits';

/**
 * Loop Habit Tracker's CSV export: a zip holding Habits.csv, one folder per habit ('001 Meditate/')
 * with its Checkmarks.csv (and Scores.csv, which is derived and not read), and a Checkmarks.csv of
 * all habits at the root. The files may sit inside a folder (a zip someone made of the unpacked
 * export, or a folder picked in the browser): everything is read relative to Habits.csv.
 */

export interface ImportTextFile {
  /** The path inside the zip or chosen folder: '001 Meditate/Checkmarks.csv'. */
  path: string;
  text: string;
}

const normalizePath = (path: string) => path.replace(/\\/g, '/').replace(/^(\.?\/)+/, '');
const depth = (path: string) => path.split('/').length;
const HABIT_FOLDER_FILE = /^(\d+)(?: [^/]*)?\/checkmarks\.csv$/i;

function findHabitsFile(files: readonly ImportTextFile[]): ImportTextFile {
  const candidates = files.filter((file) => /(^|\/)habits\.csv$/i.test(file.path));
  const shallowest = candidates.sort((a, b) => depth(a.path) - depth(b.path))[0];
  if (!shallowest) throw new ImportFileError('Habits.csv is missing: choose the zip file Loop exported');
  return shallowest;
}

/** Each habit folder's Checkmarks.csv, by the position its folder name starts with. */
function habitFolders(files: readonly ImportTextFile[], base: string): Map<number, string> {
  const folders = new Map<number, string>();
  for (const file of files) {
    if (!file.path.startsWith(base)) continue;
    const match = HABIT_FOLDER_FILE.exec(file.path.slice(base.length));
    const position = Number(match?.[1]);
    if (match && !folders.has(position)) folders.set(position, file.text);
  }
  return folders;
}

function isMeasurable(row: LoopHabitRow, days: readonly LoopDay[]): boolean {
  if (row.type !== null) return row.type === 'NUMERICAL';
  return row.unit !== '' || row.targetValue !== null || looksMeasurable(days);
}

/**
 * A Loop habit as a Habitat habit. Every day is scheduled, since "3 times in 7 days" has no
 * equivalent; a measurable habit's target is per period in Loop (50 km a week), so it becomes the
 * daily share of it (at least 1, the form's rule).
 */
function habitFields(
  row: LoopHabitRow,
  measurable: boolean,
  reminder: LoopReminder | null,
): Partial<HabitFields> {
  const description = [row.question, row.description].filter((text) => text !== '').join('\n\n');
  const fields: Partial<HabitFields> = {
    name: row.name,
    description,
    color: nearestPresetColor(row.color),
    frequency: 'daily',
    scheduleDays: [...EVERY_DAY],
    isActive: !row.archived,
  };
  if (reminder) {
    fields.reminderEnabled = true;
    fields.reminderTime = `${String(reminder.hour).padStart(2, '0')}:${String(reminder.minute).padStart(2, '0')}`;
  }
  if (measurable) {
    const weeklyLimit = row.targetType === 'AT_MOST' && row.denominator === 7;
    // A limit per week stays a limit per week (7 coffees a week); any other period becomes its
    // daily share, as targets do.
    fields.targetValue = coerceTargetValue((row.targetValue ?? 1) / (weeklyLimit ? 1 : row.denominator));
    fields.targetUnit = row.unit || 'units';
    if (row.targetType === 'AT_MOST') {
      fields.targetKind = 'at-most';
      fields.targetPeriod = weeklyLimit ? 'week' : 'day';
    }
  }
  return cleanHabitFields(fields);
}

interface Findings {
  automatic: boolean;
  reminderDays: string[];
  everyNDays: string[];
  atMost: string[];
  outOfRange: number;
}

/** 'Run, Read and 3 more': a few names, so a long list does not swamp the preview. */
function someNames(names: readonly string[]): string {
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} and ${names.length - 3} more` : shown;
}

function notImportedFrom(found: Findings): string[] {
  const notes: string[] = [];
  if (found.everyNDays.length > 0) {
    notes.push(
      `Frequencies such as "3 times in 7 days" (${someNames(found.everyNDays)}): imported habits are scheduled every day`,
    );
  }
  if (found.automatic) notes.push("Days Loop marked done by itself from a habit's frequency");
  if (found.reminderDays.length > 0) {
    notes.push(
      `Reminders on some weekdays only (${someNames(found.reminderDays)}): reminders here ring on every scheduled day`,
    );
  }
  if (found.atMost.length > 0) {
    notes.push(
      `"At most" limits over a month or other period (${someNames(found.atMost)}): limits here are per day or per week, so they became a daily share, at least 1`,
    );
  }
  const outOfRange = outOfRangeNote(found.outOfRange);
  if (outOfRange) notes.push(outOfRange);
  return notes;
}

/** A Loop reminder, as its backup stores it: a time, and the weekdays it rings on (a bit each). */
export interface LoopReminder {
  hour: number;
  minute: number;
  /** Loop's weekday bits: 1 is Saturday, 2 Sunday, … 64 Friday; 127 every day. */
  days: number;
}

/** One Loop habit as a file gives it: its row, its days, and its reminder (a backup has them). */
export interface LoopHabitData {
  row: LoopHabitRow;
  days: readonly LoopDay[];
  reminder?: LoopReminder | null;
}

/**
 * Loop's habits as an import, whichever file they came from (the CSV export or the backup): in
 * Loop's order, each with its check-ins, and what had no home here said in `notImported`.
 */
export function loopImportSet(input: readonly LoopHabitData[]): ImportSet {
  const found: Findings = { automatic: false, reminderDays: [], everyNDays: [], atMost: [], outOfRange: 0 };
  // Loop's order: habits come in one after another in it, so a list nobody ordered here keeps it.
  const ordered = [...input].sort((a, b) => a.row.position - b.row.position);
  const habits = ordered.map(({ row, days, reminder = null }) => {
    const measurable = isMeasurable(row, days);
    const fields = habitFields(row, measurable, reminder);
    const target = { measurable, targetValue: fields.targetValue ?? 1, targetKind: fields.targetKind };
    const collector = new EntryCollector();
    for (const day of days) {
      if (!measurable && day.code === LOOP_CODES.yesAuto) found.automatic = true;
      const entry = loopDayToEntry(day, target);
      if (entry) collector.add(entry);
    }
    found.outOfRange += collector.outOfRange;
    if (!measurable && (row.numerator !== 1 || row.denominator !== 1)) found.everyNDays.push(row.name);
    // A limit over a period that is neither a day nor a week became a daily share of it.
    if (measurable && row.targetType === 'AT_MOST' && row.denominator !== 1 && row.denominator !== 7)
      found.atMost.push(row.name);
    if (reminder && (reminder.days & 127) !== 127) found.reminderDays.push(row.name);
    return { id: null, name: fields.name ?? row.name, fields, entries: collector.entries() };
  });

  const set: ImportSet = { source: 'loop', habits, notImported: notImportedFrom(found) };
  checkImportSize(set);
  return set;
}

export function parseLoopExport(input: readonly ImportTextFile[]): ImportSet {
  const files = input.map((file) => ({ path: normalizePath(file.path), text: file.text }));
  const habitsFile = findHabitsFile(files);
  const base = habitsFile.path.slice(0, habitsFile.path.length - 'Habits.csv'.length);
  const rows = readLoopHabits(habitsFile.text);
  const folders = habitFolders(files, base);
  const rootFile = files.find((file) => file.path.toLowerCase() === `${base}checkmarks.csv`.toLowerCase());
  // Read only when a habit has no folder of its own: normally it repeats what the folders hold.
  let root: Map<string, LoopDay[]> | null | undefined;
  const rootDays = (name: string): LoopDay[] => {
    if (root === undefined) {
      const names = rows.map((row) => row.name);
      root = rootFile ? readRootCheckmarks(rootFile.text, names) : null;
    }
    return root?.get(name) ?? [];
  };
  return loopImportSet(
    rows.map((row) => {
      const own = folders.get(row.position);
      const days =
        own === undefined ? rootDays(row.name) : readHabitCheckmarks(own, `Checkmarks.csv of "${row.name}"`);
      return { row, days };
    }),
  );
}
