import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import {
  checkImportCounts,
  ImportFileError,
  type ImportSet,
  type LoopDbHabit,
  type LoopDbRepetition,
  MAX_IMPORT_ENTRIES,
  MAX_IMPORT_HABITS,
  parseLoopDatabase,
} from '@habitat/domain';

/**
 * Loop Habit Tracker's backup file is its SQLite database. It is read here with Node's own SQLite
 * (`node:sqlite`, no dependency), read-only, from a file of its own in a folder of its own that is
 * removed afterwards; what it holds is then the domain's to judge (parseLoopDatabase). A file that
 * is not such a database, or is damaged, is a 400 in words, never a 500: SQLite refuses a damaged
 * file with an error rather than reading past it, and no more rows are read than an import takes.
 */

const NOT_A_BACKUP = 'This file is not a Loop Habit Tracker backup';
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** Whether bytes start like a SQLite database (the device checks the same before sending). */
export function looksLikeSqlite(bytes: Uint8Array): boolean {
  return bytes.length >= 100 && Buffer.from(bytes.subarray(0, SQLITE_HEADER.length)).equals(SQLITE_HEADER);
}

type Row = Record<string, unknown>;

const num = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : null;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Loop's two tables must be plain tables: a view or a virtual table of the same name could compute
 * rows without end (a recursive view) or of any size, and reading runs on the server's one thread.
 * A plain table holds no more than the file, which the body limit bounds.
 */
function checkPlainTables(db: DatabaseSync): void {
  const rows = db
    .prepare(
      `select lower(name) as name, type, coalesce(sql, '') as sql from sqlite_schema
       where lower(name) in ('habits', 'repetitions')`,
    )
    .all() as Row[];
  const plain = (name: string) =>
    rows.filter((row) => row.name === name).length === 1 &&
    rows.some(
      (row) => row.name === name && row.type === 'table' && !/^\s*create\s+virtual/i.test(String(row.sql)),
    );
  if (!plain('habits') || !plain('repetitions')) throw new ImportFileError(NOT_A_BACKUP);
}

function readRows(db: DatabaseSync): { habits: LoopDbHabit[]; repetitions: LoopDbRepetition[] } {
  checkPlainTables(db);
  const columnsOf = (table: string) =>
    new Set(
      (db.prepare('select name from pragma_table_info(?)').all(table) as Row[]).map((row) =>
        String(row.name).toLowerCase(),
      ),
    );
  const habitColumns = columnsOf('Habits');
  const repetitionColumns = columnsOf('Repetitions');
  if (!habitColumns.has('id') || !habitColumns.has('name') || !repetitionColumns.has('habit'))
    throw new ImportFileError(NOT_A_BACKUP);
  // Columns later versions added read as null in a backup from before them.
  const column = (name: string, from = habitColumns) => (from.has(name) ? name : 'null');
  const habitRows = db
    .prepare(
      `select id, name, ${column('description')} as description, ${column('question')} as question,
        ${column('archived')} as archived, ${column('color')} as color, ${column('position')} as position,
        ${column('freq_num')} as freq_num, ${column('freq_den')} as freq_den,
        ${column('reminder_hour')} as reminder_hour, ${column('reminder_min')} as reminder_min,
        ${column('reminder_days')} as reminder_days, ${column('type')} as type,
        ${column('target_type')} as target_type, ${column('target_value')} as target_value,
        ${column('unit')} as unit
      from Habits order by id limit ${MAX_IMPORT_HABITS + 1}`,
    )
    .all() as Row[];
  const repetitionRows = db
    .prepare(
      `select habit, timestamp, value, ${column('notes', repetitionColumns)} as notes
      from Repetitions limit ${MAX_IMPORT_ENTRIES + 1}`,
    )
    .all() as Row[];
  checkImportCounts(habitRows.length, repetitionRows.length);
  return {
    habits: habitRows.map((row) => ({
      id: num(row.id) ?? -1,
      name: str(row.name),
      description: str(row.description),
      question: str(row.question),
      archived: num(row.archived),
      color: num(row.color),
      position: num(row.position),
      freqNum: num(row.freq_num),
      freqDen: num(row.freq_den),
      reminderHour: num(row.reminder_hour),
      reminderMin: num(row.reminder_min),
      reminderDays: num(row.reminder_days),
      type: num(row.type),
      targetType: num(row.target_type),
      targetValue: num(row.target_value),
      unit: str(row.unit),
    })),
    repetitions: repetitionRows.map((row) => ({
      habit: num(row.habit) ?? -1,
      timestamp: num(row.timestamp) ?? Number.NaN,
      value: num(row.value) ?? Number.NaN,
      notes: str(row.notes),
    })),
  };
}

/** The import a Loop backup (its bytes, as base64) holds. */
export async function readLoopBackup(base64: string): Promise<ImportSet> {
  const bytes = Buffer.from(base64, 'base64');
  if (!looksLikeSqlite(bytes)) throw new ImportFileError(NOT_A_BACKUP);
  const folder = await mkdtemp(join(tmpdir(), 'habitat-loop-backup-'));
  try {
    const path = join(folder, 'backup.db');
    await writeFile(path, bytes);
    let db: DatabaseSync;
    try {
      db = new DatabaseSync(path, { readOnly: true });
    } catch {
      throw new ImportFileError(NOT_A_BACKUP);
    }
    try {
      return parseLoopDatabase(readRows(db));
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      // SQLite's own refusal: a damaged file, or one whose tables are not Loop's.
      throw new ImportFileError(NOT_A_BACKUP);
    } finally {
      db.close();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
