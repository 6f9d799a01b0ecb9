import { execFile } from 'node:child_process';
import { mkdtemp, open, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A small disk of its own: a tmpfs of `sizeMb`, mounted where the test runs as root (CI does), so
 * a server's data and log can be put on a disk the test fills and frees. `null` where mounting is
 * not allowed; the caller then injects the failure at the file or database layer instead.
 */
export interface SmallDisk {
  path: string;
  /** Writes filler until the disk refuses (ENOSPC): nothing more fits. */
  fill(): Promise<void>;
  /** Removes the filler: the disk has room again. */
  free(): Promise<void>;
  remove(): Promise<void>;
}

export async function mountSmallDisk(sizeMb: number): Promise<SmallDisk | null> {
  const path = await mkdtemp(join(tmpdir(), 'habitat-small-disk-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}M`, 'tmpfs', path]);
  } catch {
    await rmdir(path);
    return null;
  }
  const filler = join(path, 'filler');
  return {
    path,
    async fill() {
      const file = await open(filler, 'a');
      try {
        // Large pieces first, then small ones, down to the last free page.
        for (const size of [1024 * 1024, 4096]) {
          const piece = Buffer.alloc(size, 1);
          for (;;) {
            try {
              await file.write(piece);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
              throw error;
            }
          }
        }
      } finally {
        await file.close();
      }
    },
    async free() {
      await rm(filler, { force: true });
    },
    async remove() {
      await run('umount', ['-l', path]).catch(() => {});
      await rm(path, { recursive: true, force: true });
    },
  };
}
