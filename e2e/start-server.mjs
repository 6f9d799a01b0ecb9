// Starts the production build for the e2e run on a fresh, throw-away PGlite data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'habitat-e2e-'));
const server = spawn(process.execPath, [join(import.meta.dirname, '../sync-server/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    // Many accounts sign in from one address during the run; the limit itself is tested on the server.
    AUTH_RATE_LIMIT_MAX: '10000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

const stop = (signal) => {
  server.kill(signal);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
