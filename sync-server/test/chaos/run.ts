// Before anything loads Dexie, which takes IndexedDB from the global scope as it loads.
import 'fake-indexeddb/auto';
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chaosSeed } from './random';
import { outcomePassed, type RunOutcome, renderReport } from './report';
import { runChaos } from './scenario';

/**
 * `npm run chaos`: the full chaos run on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set,
 * then docs/reliability.md. Exits 1 when anything acknowledged was lost, duplicated or did not
 * converge (or the run could not finish). CHAOS_SEED replays a run; CHAOS_ROUNDS makes it longer or
 * shorter; CHAOS_PORT moves its two ports (the server's, and the proxy's after it; PostgreSQL's run
 * uses the two after those); CHAOS_REPORT writes the report elsewhere.
 */
const root = join(import.meta.dirname, '../../..');
const seed = chaosSeed();
const rounds = Number(process.env.CHAOS_ROUNDS ?? 30);
const port = Number(process.env.CHAOS_PORT ?? 5600);
const reportPath = process.env.CHAOS_REPORT ?? join(root, 'docs/reliability.md');
const databases: Array<'pglite' | 'postgres'> = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : []),
];

console.log(`chaos: CHAOS_SEED=${seed} (set it to replay this run)`);

const outcomes: RunOutcome[] = [];
for (const [index, database] of databases.entries()) {
  try {
    const result = await runChaos({
      database,
      seed,
      rounds,
      kills: Math.max(1, Math.round(rounds / 8)),
      diskFullEpisodes: rounds >= 20 ? 2 : 1,
      offlineDays: 30,
      port: port + index * 2,
      bundle: true,
      timeoutMs: 3000,
      log: (line) => console.log(`chaos [${Math.round(performance.now() / 1000)} s]: ${line}`),
    });
    outcomes.push({ database, result, failure: null });
  } catch (error) {
    console.error(error);
    outcomes.push({
      database,
      result: null,
      failure: error instanceof Error ? error.message : String(error),
    });
  }
}

const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};
const changed = git('status', '--porcelain')
  .split('\n')
  .filter((line) => line && !line.endsWith('docs/reliability.md'));
/** The report is committed: a password in the database's address never goes into it. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(a PostgreSQL URL)';
  }
}
const command = [
  `CHAOS_SEED=${seed}`,
  ...(process.env.CHAOS_ROUNDS ? [`CHAOS_ROUNDS=${rounds}`] : []),
  ...(process.env.TEST_DATABASE_URL
    ? [`TEST_DATABASE_URL=${withoutPassword(process.env.TEST_DATABASE_URL)}`]
    : []),
  'npm run chaos',
].join(' ');
const report = renderReport(outcomes, {
  seed,
  command,
  commit: `${git('rev-parse', '--short', 'HEAD') || 'unknown'}${changed.length > 0 ? ' (with uncommitted changes)' : ''}`,
  node: process.version,
  date: new Date().toISOString().slice(0, 10),
});
await writeFile(reportPath, report);

const ok = outcomes.every(outcomePassed);
for (const { database, result, failure } of outcomes) {
  if (!result) {
    console.log(`chaos: ${database}: FAILED: ${failure}`);
    continue;
  }
  const c = result.checks;
  console.log(
    `chaos: ${database}: acknowledged ${c.acknowledged}, present ${c.present}, lost ${c.lost.length}, duplicated ${c.duplicated.length}, converged ${c.converged ? 'yes' : 'no'}, ${Math.round(result.durationMs / 1000)} s`,
  );
}
console.log(`chaos: ${ok ? 'passed' : 'FAILED'}; report in ${reportPath}; replay with ${command}`);
process.exit(ok ? 0 : 1);
