// npm run bench (server): figures printed from one run.
// - cold start (process spawn → first healthy answer) on a fresh and on an existing data folder
// - requests/s and p99 latency of GET /api/health and GET /api/auth/me (autocannon, loopback, 5 s each)
// - sync: a fresh device's pull of 5, 20 and 80 habits × 2 years, and pushes of 100, 1,000 and
//   5,000 check-ins, each with its time per row; against the database alone (baseline-bench.mjs):
//   a plain SELECT of the pulled rows and one multi-row INSERT … ON CONFLICT of the pushed ones
// - import: Loop Habit Tracker's CSV export of 20 habits × 2 years, previewed, imported, repeated
// - fairness: another person's small request, probed every 20 ms while one imports, pushes or pulls
// - mixed load: sign-ins (10%), me, pulls, pushes and a group's leaderboard at fixed rates, p99
// - workspaces: the groups list and a group's detail for a person in 20 groups of 50 members,
//   with the SQL statements each costs
// - group figures: the leaderboard and member progress of one group of 50 members × 10 habits ×
//   a year of check-ins
// - the weekly summary email: one pass for 1,000 people, and /api/health's latency meanwhile
// - a group as a sync scope: a member's pull of a group of 50 members with a year of activity,
//   against a plain SELECT of the rows it sends (BENCH_ONLY=group-scope runs this one alone)
// On embedded PGlite, and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { baselineBench } from './baseline-bench.mjs';
import { digestBench, seedDigest } from './digest-bench.mjs';
import { fairnessBench } from './fairness-bench.mjs';
import { groupScopeBench, seedGroupScope } from './group-scope-bench.mjs';
import { importBench } from './import-bench.mjs';
import { leaderboardBench, seedLeaderboard } from './leaderboard-bench.mjs';
import { register, startServer, stopServer } from './lib.mjs';
import { mixedLoadBench } from './mixed-load-bench.mjs';
import { syncBench } from './sync-bench.mjs';
import { seedWorkspaces, workspaceBench } from './workspace-bench.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 10;

async function load(url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Runs `text` `rounds` times on a database, each timed: the median, for a baseline. */
async function timeQuery(exec, text, params, rounds) {
  const times = [];
  let result;
  for (let i = 0; i < rounds; i++) {
    const began = performance.now();
    result = await exec(text, params);
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], rows: result?.rows ?? [] };
}

async function benchDatabase(
  label,
  env,
  cleanup,
  workspaceSeeding,
  leaderboardSeeding,
  digestSeeding,
  groupScope,
) {
  if (process.env.BENCH_ONLY === 'group-scope') {
    try {
      const rows = await groupScopeBench(env, groupScope.seed, groupScope.timedSelect);
      return rows.map((row) => ({ database: label, ...row }));
    } finally {
      await cleanup();
    }
  }
  const fresh = await startServer(env);
  await stopServer(fresh);
  const server = await startServer(env);
  try {
    const { token } = await register(server.base);
    const health = await load(`${server.base}/api/health`);
    const me = await load(`${server.base}/api/auth/me`, { authorization: `Bearer ${token}` });
    const sync = await syncBench(server.base, await baselineBench(env.DATABASE_URL));
    const imports = await importBench(server.base);
    const fairness = await fairnessBench(server.base);
    // Goals: at least 100 req/s embedded and 400 on PostgreSQL at p99 ≤ 500 ms.
    const mixed = await mixedLoadBench(server.base, env.DATABASE_URL ? [100, 200, 400] : [50, 100, 200]);
    await stopServer(server);
    const workspaces = await workspaceBench(env, workspaceSeeding);
    const figures = await leaderboardBench(env, leaderboardSeeding);
    const digests = await digestBench(env, digestSeeding);
    const groupScopes = await groupScopeBench(env, groupScope.seed, groupScope.timedSelect);
    return [
      { database: label, measure: 'cold start, fresh data', value: `${fresh.startMs.toFixed(0)} ms` },
      { database: label, measure: 'cold start, existing data', value: `${server.startMs.toFixed(0)} ms` },
      {
        database: label,
        measure: 'GET /api/health',
        value: `${health.rps.toFixed(0)} req/s, p99 ${health.p99} ms`,
      },
      {
        database: label,
        measure: 'GET /api/auth/me',
        value: `${me.rps.toFixed(0)} req/s, p99 ${me.p99} ms (${((100 * me.rps) / health.rps).toFixed(0)}% of health's rate; goal ≥ 50%)`,
      },
      ...sync.map((row) => ({ database: label, ...row })),
      ...imports.map((row) => ({ database: label, ...row })),
      ...fairness.map((row) => ({ database: label, ...row })),
      ...mixed.map((row) => ({ database: label, ...row })),
      ...workspaces.map((row) => ({ database: label, ...row })),
      ...figures.map((row) => ({ database: label, ...row })),
      ...digests.map((row) => ({ database: label, ...row })),
      ...groupScopes.map((row) => ({ database: label, ...row })),
    ];
  } finally {
    if (server.child.exitCode === null) await stopServer(server);
    await cleanup();
  }
}

const rows = [];
const dataDir = mkdtempSync(join(tmpdir(), 'habitat-bench-'));
/** PGlite allows one process per data folder: seeding opens it while the server is stopped. */
async function withPglite(seed) {
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
  try {
    await seed((text, params) => db.query(text, params));
  } finally {
    await db.close();
  }
}
const seedPglite = (userId) => withPglite((exec) => seedWorkspaces(exec, userId));
const seedPgliteLeaderboard = (userId) => withPglite((exec) => seedLeaderboard(exec, userId));
const seedPgliteDigest = () => withPglite(seedDigest);
const pgliteGroupScope = {
  seed: (userId) => withPglite((exec) => seedGroupScope(exec, userId)),
  timedSelect: (text, params, rounds) => {
    let result;
    return withPglite(async (exec) => {
      result = await timeQuery(exec, text, params, rounds);
    }).then(() => result);
  },
};

rows.push(
  ...(await benchDatabase(
    'PGlite',
    { DATA_DIR: dataDir },
    async () => rmSync(dataDir, { recursive: true, force: true }),
    { seed: seedPglite, seedNeedsStoppedServer: true },
    seedPgliteLeaderboard,
    seedPgliteDigest,
    pgliteGroupScope,
  )),
);

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const name = `habitat_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const secretDir = mkdtempSync(join(tmpdir(), 'habitat-bench-'));
  const withPostgres = async (seed) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await seed((text, params) => client.query(text, params));
    } finally {
      await client.end();
    }
  };
  const seedPostgres = (userId) => withPostgres((exec) => seedWorkspaces(exec, userId));
  const seedPostgresLeaderboard = (userId) => withPostgres((exec) => seedLeaderboard(exec, userId));
  const seedPostgresDigest = () => withPostgres(seedDigest);
  const postgresGroupScope = {
    seed: (userId) => withPostgres((exec) => seedGroupScope(exec, userId)),
    timedSelect: (text, params, rounds) => {
      let result;
      return withPostgres(async (exec) => {
        result = await timeQuery(exec, text, params, rounds);
      }).then(() => result);
    },
  };
  rows.push(
    ...(await benchDatabase(
      'PostgreSQL',
      { DATABASE_URL: url.toString(), DATA_DIR: secretDir },
      async () => {
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
        rmSync(secretDir, { recursive: true, force: true });
      },
      { seed: seedPostgres, seedNeedsStoppedServer: false },
      seedPostgresLeaderboard,
      seedPostgresDigest,
      postgresGroupScope,
    )),
  );
} else {
  console.log('PostgreSQL figures skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include them.');
}

console.log(`\nServer benchmark (${CONNECTIONS} connections, ${DURATION_S} s per endpoint, loopback)`);
console.table(rows);
