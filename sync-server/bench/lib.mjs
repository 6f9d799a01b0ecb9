// Helpers shared by the benchmarks: start the built server on a port of its own, wait until it
// answers, stop it, and create an account.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const SERVER = join(import.meta.dirname, '../dist/server.js');
let nextPort = 4400;

async function waitHealthy(port, child, timeoutMs = 60_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('server did not become healthy in time');
}

/**
 * Starts the built server. With `captureStdout`, its log lines are kept in `server.lines` (the
 * workspace bench counts the `query` lines that LOG_LEVEL=trace writes for every SQL statement).
 */
export async function startServer(env, { captureStdout = false } = {}) {
  const port = nextPort++;
  const began = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
      WEB_DIST_DIR: env.WEB_DIST_DIR ?? '',
      AUTH_RATE_LIMIT_MAX: '100000',
      PASSWORD_RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', captureStdout ? 'pipe' : 'ignore', 'inherit'],
  });
  const lines = [];
  if (captureStdout) {
    let rest = '';
    child.stdout.on('data', (chunk) => {
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  await waitHealthy(port, child);
  return { port, child, lines, base: `http://127.0.0.1:${port}`, startMs: performance.now() - began };
}

export async function stopServer(server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

export async function register(base) {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Person',
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'Bench123x',
    }),
  });
  const { data } = await response.json();
  return { token: data.token, userId: data.user._id };
}

export async function post(base, token, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${json.error}`);
  return json.data;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
