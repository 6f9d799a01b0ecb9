/**
 * Reads the files of a .zip in the browser with no library: the central directory at the end of
 * the archive lists every file with its size and where it starts; stored files are copied and
 * deflated ones go through the built-in DecompressionStream. ZIP64 sizes and offsets are read, so a
 * large archive made by any common tool works. (PKWARE APPNOTE.TXT, sections 4.3 and 4.4.)
 */

export interface ZipTextFile {
  path: string;
  text: string;
}

/** A zip that cannot be read; the message is shown to the person as it is. */
export class ZipReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipReadError';
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;

const NOT_A_ZIP = 'This file is not a zip archive';
const DAMAGED = 'This zip file is damaged and cannot be read';

interface DirectoryEntry {
  path: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

function findEndOfDirectory(view: DataView): number {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  const last = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let offset = view.byteLength - 22; offset >= last; offset -= 1) {
    if (view.getUint32(offset, true) === END_OF_DIRECTORY) return offset;
  }
  throw new ZipReadError(NOT_A_ZIP);
}

function uint64(view: DataView, offset: number): number {
  return Number(view.getBigUint64(offset, true));
}

/** Where the central directory starts and how many entries it has, from the ZIP64 record if any. */
function directoryBounds(view: DataView): { offset: number; count: number } {
  const end = findEndOfDirectory(view);
  let count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const locator = end - 20;
  if (locator >= 0 && view.getUint32(locator, true) === ZIP64_LOCATOR) {
    const record = uint64(view, locator + 8);
    if (record + 56 > view.byteLength || view.getUint32(record, true) !== ZIP64_END_OF_DIRECTORY) {
      throw new ZipReadError(DAMAGED);
    }
    count = uint64(view, record + 32);
    offset = uint64(view, record + 48);
  }
  return { offset, count };
}

/** Sizes and offsets too large for 32 bits are 0xFFFFFFFF, with the real values in a ZIP64 extra field. */
function applyZip64(view: DataView, entry: DirectoryEntry, extraStart: number, extraEnd: number): void {
  let at = extraStart;
  while (at + 4 <= extraEnd) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      for (const key of ['size', 'compressedSize', 'localHeaderOffset'] as const) {
        if (entry[key] === 0xffffffff && field + 8 <= at + 4 + length) {
          entry[key] = uint64(view, field);
          field += 8;
        }
      }
    }
    at += 4 + length;
  }
}

function readDirectory(view: DataView, bytes: Uint8Array): DirectoryEntry[] {
  const { offset, count } = directoryBounds(view);
  const names = new TextDecoder();
  const entries: DirectoryEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) {
      throw new ZipReadError(DAMAGED);
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const entry: DirectoryEntry = {
      path: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    };
    const extraStart = at + 46 + nameLength;
    applyZip64(view, entry, extraStart, extraStart + extraLength);
    entries.push(entry);
    at = extraStart + extraLength + commentLength;
  }
  return entries;
}

/** Inflates raw deflate data, stopping once it grows past `limit` bytes (a zip bomb stays small). */
async function inflate(data: Uint8Array, limit: number, path: string): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel();
        throw new ZipReadError(`"${path}" is too large to import`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ZipReadError) throw error;
    throw new ZipReadError(`${DAMAGED}: "${path}" could not be unpacked`);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

async function contentOf(view: DataView, bytes: Uint8Array, entry: DirectoryEntry, limit: number) {
  if (entry.flags & ENCRYPTED_FLAG) throw new ZipReadError('This zip file is password-protected');
  if (entry.size > limit) throw new ZipReadError(`"${entry.path}" is too large to import`);
  const header = entry.localHeaderOffset;
  if (header + 30 > view.byteLength || view.getUint32(header, true) !== LOCAL_HEADER) {
    throw new ZipReadError(DAMAGED);
  }
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) throw new ZipReadError(DAMAGED);
  const data = bytes.subarray(start, end);
  if (entry.method === STORED) return data;
  if (entry.method === DEFLATED) return inflate(data, limit, entry.path);
  throw new ZipReadError(`"${entry.path}" is packed in a way this app cannot unpack`);
}

export const isCsvPath = (path: string) => path.toLowerCase().endsWith('.csv');

/**
 * The text of the files in a zip that `wanted` picks (by default every .csv), in the archive's
 * order; folders are left out. Files larger than `limit` bytes unpacked are refused.
 */
export async function readZipTextFiles(
  data: ArrayBuffer | Uint8Array,
  wanted: (path: string) => boolean = isCsvPath,
  limit = 5_000_000,
): Promise<ZipTextFile[]> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.byteLength < 22) throw new ZipReadError(NOT_A_ZIP);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder();
  const files: ZipTextFile[] = [];
  for (const entry of readDirectory(view, bytes)) {
    if (entry.path.endsWith('/') || !wanted(entry.path)) continue;
    files.push({ path: entry.path, text: text.decode(await contentOf(view, bytes, entry, limit)) });
  }
  return files;
}
