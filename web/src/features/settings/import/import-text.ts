import type { ImportPreview } from '@habitat/protocol';
import { ApiError } from '../../../api/client';
import { TRANSPORT_MESSAGES } from '../../../api/error-messages';
import { ImportChoiceError } from './read-import-files';

/** The words of the Import Data dialog, built from the server's preview. */

type PreviewHabit = ImportPreview['habits'][number];

export const IMPORT_TITLE = 'Import Data';
export const IMPORT_ACCEPTS_TEXT =
  'Bring in habits and check-ins from a Habitat export (.json) or from Loop Habit Tracker (its backup file, .db, which keeps reminders too; or the .zip of its CSV export, or that export unpacked into a folder). What you already have stays as it is.';
export const NEEDS_CONNECTION = 'Import needs a connection.';
export const NOTHING_NEW = 'Nothing new to import: everything in this file is already here.';

const number = (count: number) => count.toLocaleString('en-US');
const counted = (count: number, one: string, many = `${one}s`) =>
  `${number(count)} ${count === 1 ? one : many}`;

/** '2 new habits, 140 check-ins to add, 12 already present'. */
export function previewSummary(preview: ImportPreview): string {
  return [
    counted(preview.habitsToAdd, 'new habit'),
    `${counted(preview.entriesToAdd, 'check-in')} to add`,
    `${number(preview.entriesUnchanged)} already present`,
  ].join(', ');
}

export function habitBadge(habit: PreviewHabit): string {
  return habit.action === 'add' ? 'New' : 'Merge into existing';
}

/** One habit's line: what it brings and what it finds already there. */
export function habitCounts(habit: PreviewHabit): string {
  const added = `${counted(habit.entriesToAdd, 'check-in')} to add`;
  return habit.entriesUnchanged > 0 ? `${added}, ${number(habit.entriesUnchanged)} already present` : added;
}

export function notImportedText(notImported: readonly string[]): string | null {
  return notImported.length > 0 ? `Not imported: ${notImported.join('; ')}` : null;
}

/** A preview that adds nothing: the Import button stays off and the dialog says so. */
export function addsNothing(preview: ImportPreview): boolean {
  return preview.habitsToAdd === 0 && preview.entriesToAdd === 0;
}

/** After the import: the preview the server applied. */
export function importedText(applied: ImportPreview): string {
  if (addsNothing(applied)) return NOTHING_NEW;
  return `Imported ${counted(applied.habitsToAdd, 'habit')} and ${counted(applied.entriesToAdd, 'check-in')}.`;
}

/** What a failure says: the reason the file or the server gave, or a general sentence. */
export function importFailureText(error: unknown): string {
  if (error instanceof ApiError || error instanceof ImportChoiceError) return error.message;
  return TRANSPORT_MESSAGES.unexpected;
}
