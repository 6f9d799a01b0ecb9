import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The standalone entry as `npm start` runs it (through tsx instead of the bundle): embedded data that
// outlives a restart, and a clean exit on SIGTERM. Only meaningful on PGlite, so only run there.
const entry = join(import.meta.dirname, '../src/server.ts');
let dataDir = '';

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function stopServer(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('server entry', () => {
  it('keeps accounts across a restart and exits cleanly on SIGTERM', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'habitat-entry-'));
    const port = 4500 + Math.floor(Math.random() * 400);
    const body = { name: 'Persistent Person', email: 'persist@example.com', password: 'Engine42x' };

    const first = await startServer(port);
    const created = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(created.status).toBe(201);
    expect(await stopServer(first)).toBe(0);

    const second = await startServer(port);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: body.email, password: body.password }),
      });
      expect(login.status).toBe(200);
      const { data } = (await login.json()) as { data: { user: { name: string } } };
      expect(data.user.name).toBe('Persistent Person');
    } finally {
      expect(await stopServer(second)).toBe(0);
    }
  }, 60_000);
});
