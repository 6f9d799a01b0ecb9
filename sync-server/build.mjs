// Bundles the server into dist/server.js (and dist/backup.js, dist/restore.js), with the embedded database's worker beside it. Workspace packages (TypeScript sources) are inlined;
// everything from node_modules stays external and is loaded by Node at run time.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@habitat/'));

await build({
  // The server, and the backup and restore commands (npm run backup / restore at the root).
  entryPoints: ['src/server.ts', 'src/backup.ts', 'src/restore.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});

// The embedded database's worker thread is started from its own file, found next to the bundle.
copyFileSync(
  new URL('./src/db/pglite-worker.mjs', import.meta.url),
  new URL('./dist/pglite-worker.mjs', import.meta.url),
);
