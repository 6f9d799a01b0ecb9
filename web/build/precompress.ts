import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the compressed file and its headers save nothing worth a second request path. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every text file of the build, once, so
 * the server sends the smallest form without compressing per request (sync-server's static plugin
 * serves them as they are). Runs after every other plugin has written its files, the service
 * worker included. Source maps are left alone: only developers fetch them.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'habitat:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for await (const path of files(outDir)) {
          if (!TEXT.test(path) || (await stat(path)).size < MIN_BYTES) continue;
          const source = await readFile(path);
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }
      },
    },
  };
}
