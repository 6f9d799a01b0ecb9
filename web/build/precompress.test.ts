import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress';

async function run(outDir: string) {
  const plugin = precompress();
  const configResolved = plugin.configResolved as (config: { build: { outDir: string } }) => void;
  configResolved({ build: { outDir } });
  const closeBundle = plugin.closeBundle as { handler(): Promise<void> };
  await closeBundle.handler();
}

describe('precompress', () => {
  it('writes a brotli and a gzip copy of every text file worth it, and nothing else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'habitat-precompress-'));
    await mkdir(join(dir, 'assets'));
    const script = `export const text = ${JSON.stringify('habit '.repeat(500))};`;
    await writeFile(join(dir, 'assets', 'app-1.js'), script);
    await writeFile(join(dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(200)}`);
    await writeFile(join(dir, 'assets', 'small.css'), 'a{color:red}');
    await writeFile(join(dir, 'assets', 'app-1.js.map'), '{}'.padEnd(4000, ' '));
    await writeFile(join(dir, 'icon.png'), Buffer.alloc(4000));
    await run(dir);

    const br = await readFile(join(dir, 'assets', 'app-1.js.br'));
    const gz = await readFile(join(dir, 'assets', 'app-1.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect((await readdir(dir)).sort()).toEqual([
      'assets',
      'icon.png',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual([
      'app-1.js',
      'app-1.js.br',
      'app-1.js.gz',
      'app-1.js.map',
      'small.css',
    ]);
  });
});
