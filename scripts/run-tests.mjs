#!/usr/bin/env node
// `npm test`: lint, typecheck, every vitest suite (domain, protocol, web, server on PGlite and, when
// TEST_DATABASE_URL is set, on PostgreSQL), then Playwright against the production build.
// Every stage runs even when an earlier one fails, so one run reports everything that is wrong.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { ...process.env, HABITAT_REPORT_DIR: reports, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '1' };
const stages = [
  ['lint', ['npx', 'biome', 'check', '.']],
  ['typecheck', ['npx', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']],
  // --continue: a failing suite must not keep the others from running and reporting.
  ['unit and server', ['npx', 'turbo', 'run', 'test', '--concurrency=1', '--continue']],
  ['e2e', ['npx', 'turbo', 'run', 'e2e']],
];

const failures = [];
for (const [name, [cmd, ...args]] of stages) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) failures.push(name);
}

const expected = [
  'vitest-domain',
  'vitest-protocol',
  'vitest-sync-client',
  'vitest-web',
  'vitest-server',
  'playwright',
];
const summary = spawnSync('node', ['scripts/summarize-tests.mjs', reports, expected.join(',')], {
  cwd: root,
  stdio: 'inherit',
});
if (failures.length > 0) console.error(`Failed stages: ${failures.join(', ')}`);
process.exit(failures.length > 0 || summary.status !== 0 ? 1 : 0);
