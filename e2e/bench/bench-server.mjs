// The browser benchmarks' server: the production build on a throw-away PGlite folder (or
// BENCH_DATABASE_URL), and a way to call its API.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startBenchServer(port) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'habitat-bench-web-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const child = spawn(process.execPath, [join(import.meta.dirname, '../../sync-server/dist/server.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let healthy = false;
  // Two minutes: on a machine loaded by other work the embedded database's first start took more
  // than the 30 s this waited before, and the bench gave up on a server about to answer.
  const deadline = Date.now() + 120_000;
  while (!healthy && Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (!healthy) {
    await stop();
    throw new Error(`the bench server did not become healthy on port ${port}`);
  }
  return stop;
}

/** POSTs JSON to the bench server as a signed-in person (or nobody) and returns the reply's data. */
export async function postJson(base, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path}: ${json.error}`);
  return json.data;
}
