import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * A Loop Habit Tracker backup as its version 25 writes it (Habits and Repetitions, with notes),
 * built from Loop's documented schema, for tests of its import. Answers the file's bytes.
 */
export interface LoopBackupHabit {
  id: number;
  name: string;
  position: number;
  question?: string;
  archived?: 0 | 1;
  color?: number;
  type?: 0 | 1;
  targetType?: 0 | 1;
  targetValue?: number;
  unit?: string;
  reminder?: { hour: number; minute: number; days: number };
}

export async function loopBackup(
  habits: readonly LoopBackupHabit[],
  repetitions: readonly { habit: number; date: string; value: number; notes?: string }[],
  {
    withNotes = true,
    habitsTable,
  }: {
    withNotes?: boolean;
    /** The Habits table's definition in place of Loop's (a view, for tests of hostile files). */
    habitsTable?: string;
  } = {},
): Promise<Buffer> {
  const folder = await mkdtemp(join(tmpdir(), 'loop-backup-test-'));
  try {
    const path = join(folder, 'Loop Habits Backup.db');
    const db = new DatabaseSync(path);
    if (habitsTable) {
      db.exec('create table Repetitions (habit integer, timestamp integer, value integer, notes text)');
      db.exec(habitsTable);
      db.close();
      return await readFile(path);
    }
    db.exec(`create table Habits (id integer primary key, archived integer, color integer, description text,
      freq_den integer, freq_num integer, highlight integer, name text, position integer,
      reminder_hour integer, reminder_min integer, reminder_days integer not null default 127,
      type integer not null default 0, target_type integer not null default 0,
      target_value real not null default 0, unit text not null default "", question text, uuid text)`);
    db.exec(`create table Repetitions (id integer primary key autoincrement, habit integer not null
      references habits(id), timestamp integer not null, value integer not null${withNotes ? ', notes text' : ''})`);
    const addHabit = db.prepare(`insert into Habits (id, archived, color, description, freq_den, freq_num,
      highlight, name, position, reminder_hour, reminder_min, reminder_days, type, target_type,
      target_value, unit, question, uuid) values (?, ?, ?, '', 1, 1, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const h of habits) {
      addHabit.run(
        h.id,
        h.archived ?? 0,
        h.color ?? 8,
        h.name,
        h.position,
        h.reminder?.hour ?? null,
        h.reminder?.minute ?? null,
        h.reminder?.days ?? 127,
        h.type ?? 0,
        h.targetType ?? 0,
        h.targetValue ?? 0,
        h.unit ?? '',
        h.question ?? '',
        `uuid-${h.id}`,
      );
    }
    const addRepetition = withNotes
      ? db.prepare('insert into Repetitions (habit, timestamp, value, notes) values (?, ?, ?, ?)')
      : db.prepare('insert into Repetitions (habit, timestamp, value) values (?, ?, ?)');
    for (const r of repetitions) {
      const timestamp = Date.parse(`${r.date}T00:00:00Z`);
      if (withNotes) addRepetition.run(r.habit, timestamp, r.value, r.notes ?? null);
      else addRepetition.run(r.habit, timestamp, r.value);
    }
    db.close();
    return await readFile(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
