import { describe, expect, it } from 'vitest';
import { readZipTextFiles, ZipReadError } from './zip';
import { buildZip, type ZipMember } from './zip-test-fixture';

const LOOP_MEMBERS: ZipMember[] = [
  { path: 'Habits.csv', text: 'Position,Name\n001,Café\n', method: 8 },
  { path: '001 Caf/', text: '' },
  { path: '001 Caf/Checkmarks.csv', text: 'Date,Value,Notes\n2024-01-02,YES_MANUAL,\n', method: 0 },
  { path: '001 Caf/notes.txt', text: 'not a csv' },
  { path: 'Checkmarks.csv', text: 'Date,Café,\n2024-01-02,2,\n'.repeat(50), method: 8 },
];

async function readError(data: Uint8Array, limit?: number): Promise<string> {
  try {
    await readZipTextFiles(data, undefined, limit);
  } catch (error) {
    expect(error).toBeInstanceOf(ZipReadError);
    return (error as Error).message;
  }
  throw new Error('expected a ZipReadError');
}

describe('readZipTextFiles', () => {
  it('reads stored and deflated CSV files in archive order, leaving folders and other files out', async () => {
    const files = await readZipTextFiles(await buildZip(LOOP_MEMBERS));
    expect(files).toEqual([
      { path: 'Habits.csv', text: 'Position,Name\n001,Café\n' },
      { path: '001 Caf/Checkmarks.csv', text: 'Date,Value,Notes\n2024-01-02,YES_MANUAL,\n' },
      { path: 'Checkmarks.csv', text: 'Date,Café,\n2024-01-02,2,\n'.repeat(50) },
    ]);
  });

  it('takes only the files a filter picks', async () => {
    const files = await readZipTextFiles(await buildZip(LOOP_MEMBERS), (path) => path.endsWith('.txt'));
    expect(files).toEqual([{ path: '001 Caf/notes.txt', text: 'not a csv' }]);
  });

  it('finds the directory behind an archive comment', async () => {
    const files = await readZipTextFiles(
      await buildZip(LOOP_MEMBERS.slice(0, 1), { comment: 'Loop Habits CSV' }),
    );
    expect(files.map((file) => file.path)).toEqual(['Habits.csv']);
  });

  it('reads ZIP64 counts, sizes and offsets', async () => {
    const files = await readZipTextFiles(await buildZip(LOOP_MEMBERS, { zip64: true }));
    expect(files.map((file) => file.path)).toEqual([
      'Habits.csv',
      '001 Caf/Checkmarks.csv',
      'Checkmarks.csv',
    ]);
    expect(files[0]?.text).toBe('Position,Name\n001,Café\n');
  });

  it('accepts an ArrayBuffer as File.arrayBuffer() gives it', async () => {
    const zip = await buildZip(LOOP_MEMBERS.slice(0, 1));
    const files = await readZipTextFiles(zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength));
    expect(files).toHaveLength(1);
  });
});

describe('readZipTextFiles: archives it refuses', () => {
  it('says when the file is not a zip', async () => {
    expect(await readError(new TextEncoder().encode('Position,Name\n001,Run\n'))).toBe(
      'This file is not a zip archive',
    );
    expect(await readError(new Uint8Array(4))).toBe('This file is not a zip archive');
  });

  it('says when a file is password-protected', async () => {
    const zip = await buildZip([{ path: 'Habits.csv', text: 'x', flags: 0x0809 }]);
    expect(await readError(zip)).toBe('This zip file is password-protected');
  });

  it('names a file packed with a method it cannot unpack', async () => {
    const zip = await buildZip([{ path: 'Habits.csv', text: 'x', method: 12 }]);
    expect(await readError(zip)).toBe('"Habits.csv" is packed in a way this app cannot unpack');
  });

  it('says when deflated data is damaged', async () => {
    const zip = await buildZip([
      { path: 'Habits.csv', method: 8, raw: new Uint8Array([0xff, 0xff, 0xff, 0xff]) },
    ]);
    expect(await readError(zip)).toBe(
      'This zip file is damaged and cannot be read: "Habits.csv" could not be unpacked',
    );
  });

  it('says when the directory points outside the file', async () => {
    const zip = await buildZip(LOOP_MEMBERS);
    expect(await readError(zip.subarray(40))).toBe('This zip file is damaged and cannot be read');
  });

  it('refuses a file larger than the limit, by its stated size or while unpacking it', async () => {
    const text = '2024-01-01,2\n'.repeat(1000);
    const honest = await buildZip([{ path: 'Checkmarks.csv', text, method: 8 }]);
    expect(await readError(honest, 500)).toBe('"Checkmarks.csv" is too large to import');
    const lying = await buildZip([{ path: 'Checkmarks.csv', text, method: 8, declaredSize: 10 }]);
    expect(await readError(lying, 500)).toBe('"Checkmarks.csv" is too large to import');
  });
});
