import { describe, expect, it } from 'vitest';
import { CHOOSE_FILE_HINT, ImportChoiceError, readImportFiles } from './read-import-files';
import { buildZip } from './zip-test-fixture';

const HABITS = 'Position,Name\n001,Run\n';
const RUN = 'Date,Value,Notes\n2024-01-02,YES_MANUAL,\n';

const HABITAT = {
  format: 'habitat-export',
  version: 1,
  habits: [{ id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', name: 'Run' }],
  entries: [],
};

/** A file as the picker gives it; `folderPath` is set when a whole folder was picked. */
function file(name: string, content: string | Uint8Array, folderPath?: string): File {
  const picked = new File([content as BlobPart], name);
  if (folderPath) Object.defineProperty(picked, 'webkitRelativePath', { value: folderPath });
  return picked;
}

async function choiceError(files: File[]): Promise<string> {
  try {
    await readImportFiles(files);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportChoiceError);
    return (error as Error).message;
  }
  throw new Error('expected an ImportChoiceError');
}

describe('readImportFiles: a Habitat export', () => {
  it('reads one .json file as the document to import', async () => {
    const request = await readImportFiles([file('habitat-export-2024-02-01.JSON', JSON.stringify(HABITAT))]);
    expect(request).toEqual({ source: 'habitat', document: HABITAT });
  });

  it('says when the file is not JSON, or not a Habitat export', async () => {
    expect(await choiceError([file('export.json', '{"format": ')])).toBe('This file is not valid JSON');
    expect(await choiceError([file('export.json', '{"habits": []}')])).toBe(
      'This is not a Habitat export file',
    );
  });
});

describe('readImportFiles: a Loop export', () => {
  it("unzips Loop's .zip, keeping only Habits.csv and the Checkmarks.csv files", async () => {
    const zip = await buildZip([
      { path: 'Habits.csv', text: HABITS, method: 8 },
      { path: '001 Run/Checkmarks.csv', text: RUN, method: 8 },
      { path: '001 Run/Scores.csv', text: 'Date,Score\n2024-01-02,0.1\n', method: 8 },
      { path: 'Scores.csv', text: 'Date,Run,\n', method: 8 },
    ]);
    expect(await readImportFiles([file('Loop Habits CSV 2024-01-02.zip', zip)])).toEqual({
      source: 'loop',
      files: [
        { path: 'Habits.csv', text: HABITS },
        { path: '001 Run/Checkmarks.csv', text: RUN },
      ],
    });
  });

  it('reads the CSV files of a picked folder with their paths inside it', async () => {
    const request = await readImportFiles([
      file('Habits.csv', HABITS, 'Loop/Habits.csv'),
      file('Checkmarks.csv', RUN, 'Loop/001 Run/Checkmarks.csv'),
      file('Scores.csv', 'Date,Score\n', 'Loop/001 Run/Scores.csv'),
      file('.DS_Store', 'junk', 'Loop/.DS_Store'),
    ]);
    expect(request).toEqual({
      source: 'loop',
      files: [
        { path: 'Loop/Habits.csv', text: HABITS },
        { path: 'Loop/001 Run/Checkmarks.csv', text: RUN },
      ],
    });
  });

  it('says what is wrong with the export, as the server would', async () => {
    expect(await choiceError([file('Checkmarks.csv', RUN)])).toBe(
      'Habits.csv is missing: choose the zip file Loop exported',
    );
    expect(
      await choiceError([
        file('Habits.csv', HABITS, 'Loop/Habits.csv'),
        file('Checkmarks.csv', '2024-13-01,2\n', 'Loop/001 Run/Checkmarks.csv'),
      ]),
    ).toBe('Checkmarks.csv of "Run", line 1: "2024-13-01" is not a date');
    expect(await choiceError([file('export.zip', 'not a zip at all, only text')])).toBe(
      'This file is not a zip archive',
    );
  });
});

describe('readImportFiles: other choices', () => {
  it('asks for a Habitat export or a Loop zip', async () => {
    const json = file('a.json', JSON.stringify(HABITAT));
    for (const chosen of [[], [file('notes.txt', 'x')], [json, json], [json, file('Habits.csv', HABITS)]]) {
      expect(await choiceError(chosen)).toBe(CHOOSE_FILE_HINT);
    }
  });
});

describe("readImportFiles: Loop's backup", () => {
  it('sends a .db that starts as a SQLite database whole, as base64, for the server to read', async () => {
    const bytes = new Uint8Array(200_000);
    bytes.set(new TextEncoder().encode('SQLite format 3\0'));
    bytes[199_999] = 255;
    const request = await readImportFiles([file('Loop Habits Backup 2024-02-01 101010.db', bytes)]);
    expect(request.source).toBe('loop');
    const backup = 'backup' in request ? request.backup : '';
    expect(Uint8Array.from(atob(backup), (c) => c.charCodeAt(0))).toEqual(bytes);
  });

  it('says when a .db file is not a SQLite database', async () => {
    expect(await choiceError([file('notes.db', 'Position,Name\n')])).toBe(
      'This file is not a Loop Habit Tracker backup',
    );
  });
});
