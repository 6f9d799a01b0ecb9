import { IMPORT_BODY_BYTES, ImportFileError, parseHabitatExport, parseLoopExport } from '@habitat/domain';
import type { ImportFile } from '@habitat/protocol';
import type { ImportRequest } from '../../../api/account-api';
import { readZipTextFiles, ZipReadError } from './zip';

/**
 * Turns what the person picked into an import request: one Habitat .json export, the .zip Loop
 * Habit Tracker exported, the .csv files of an unpacked Loop export (a folder picked whole gives
 * each file's path inside it), or Loop's backup (.db, its database, with the reminders the CSV
 * leaves out). The JSON and CSV are read with the same parsers the server runs, so a file that cannot
 * be imported says why at once, before anything is sent; a backup is only recognised here, and read
 * by the server (a database reader in the page would be a megabyte for one rare task).
 */

export const IMPORT_ACCEPT = '.json,.zip,.csv,.db';

export const CHOOSE_FILE_HINT =
  'Choose a Habitat .json export, or the .zip or backup (.db) Loop Habit Tracker made';

/** A choice that cannot be imported; the message is shown to the person as it is. */
export class ImportChoiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportChoiceError';
  }
}

/** The server takes at most IMPORT_BODY_BYTES (12 MB) per import request and 5 MB of text per file. */
const MAX_REQUEST_BYTES = IMPORT_BODY_BYTES;
/** A Loop zip holds more than is sent (Scores.csv): only what is read from it must fit the request. */
const MAX_ZIP_BYTES = 30 * 1024 * 1024;
const MAX_FILE_CHARACTERS = 5_000_000;
const MAX_FILES = 2000;
const TOO_LARGE = 'This file is too large to import: an import takes at most 12 MB';

/** Only these files of a Loop export are read; Scores.csv and the rest would only make the upload bigger. */
const isLoopDataFile = (path: string) => /(^|[/\\])(habits|checkmarks)\.csv$/i.test(path);

const extension = (file: File) => file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();

/** The path a file had inside a picked folder ('Loop Habits CSV/001 Run/Checkmarks.csv'), else its name. */
const pathOf = (file: File) => file.webkitRelativePath || file.name;

/** The parsers' refusal, as the person reads it. */
function checked(parse: () => unknown): void {
  try {
    parse();
  } catch (error) {
    if (error instanceof ImportFileError) throw new ImportChoiceError(error.message);
    throw error;
  }
}

async function readHabitatFile(file: File): Promise<ImportRequest> {
  if (file.size > MAX_REQUEST_BYTES) throw new ImportChoiceError(TOO_LARGE);
  let document: unknown;
  try {
    document = JSON.parse(await file.text());
  } catch {
    throw new ImportChoiceError('This file is not valid JSON');
  }
  checked(() => parseHabitatExport(document));
  return { source: 'habitat', document };
}

function loopRequest(files: ImportFile[]): ImportRequest {
  if (files.length > MAX_FILES) throw new ImportChoiceError(TOO_LARGE);
  let total = 0;
  for (const file of files) {
    if (file.text.length > MAX_FILE_CHARACTERS) {
      throw new ImportChoiceError(`"${file.path}" is too large to import: a file can hold at most 5 MB`);
    }
    total += file.text.length;
  }
  if (total > MAX_REQUEST_BYTES) throw new ImportChoiceError(TOO_LARGE);
  checked(() => parseLoopExport(files));
  return { source: 'loop', files };
}

async function readLoopZip(file: File): Promise<ImportRequest> {
  if (file.size > MAX_ZIP_BYTES) throw new ImportChoiceError(TOO_LARGE);
  try {
    return loopRequest(await readZipTextFiles(await file.arrayBuffer(), isLoopDataFile));
  } catch (error) {
    if (error instanceof ZipReadError) throw new ImportChoiceError(error.message);
    throw error;
  }
}

const SQLITE_HEADER = 'SQLite format 3\0';

/** Bytes as base64, a slice at a time (one call over megabytes would overflow the argument list). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

async function readLoopBackup(file: File): Promise<ImportRequest> {
  // Base64 is a third larger than the file: it must still fit the request.
  if (file.size > (MAX_REQUEST_BYTES / 4) * 3) throw new ImportChoiceError(TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const header = String.fromCharCode(...bytes.subarray(0, SQLITE_HEADER.length));
  if (header !== SQLITE_HEADER) throw new ImportChoiceError('This file is not a Loop Habit Tracker backup');
  return { source: 'loop', backup: base64Of(bytes) };
}

export async function readImportFiles(chosen: readonly File[]): Promise<ImportRequest> {
  const [first] = chosen;
  if (chosen.length === 1 && first && extension(first) === 'db') return readLoopBackup(first);
  if (chosen.length === 1 && first && extension(first) === 'json') return readHabitatFile(first);
  if (chosen.length === 1 && first && extension(first) === 'zip') return readLoopZip(first);
  const csv = chosen.filter((file) => extension(file) === 'csv');
  // A folder picked whole brings whatever else it holds (.DS_Store, Scores.csv): only its CSV files count.
  const fromFolder = chosen.some((file) => Boolean(file.webkitRelativePath));
  if (csv.length > 0 && (fromFolder || csv.length === chosen.length)) {
    const wanted = csv.filter((file) => isLoopDataFile(pathOf(file)));
    const files = await Promise.all(
      wanted.map(async (file) => ({ path: pathOf(file), text: await file.text() })),
    );
    return loopRequest(files);
  }
  throw new ImportChoiceError(CHOOSE_FILE_HINT);
}
