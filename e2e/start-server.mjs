// Starts the production build for the e2e run on a fresh, throw-away PGlite data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outboxDirFor } from './outbox-dir.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'habitat-e2e-'));
const port = process.env.PORT ?? '3000';
// Mail goes to a file outbox that the tests read (e2e/outbox.ts finds it by port).
const outboxDir = outboxDirFor(port);
rmSync(outboxDir, { recursive: true, force: true });
const server = spawn(process.execPath, [join(import.meta.dirname, '../sync-server/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    // Many accounts sign in from one address during the run; the limit itself is tested on the server.
    AUTH_RATE_LIMIT_MAX: '10000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    MAIL_OUTBOX_DIR: outboxDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
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
