#!/usr/bin/env node
// Adds up the JSON reports of one `npm test` run (vitest per workspace, Playwright for e2e) and
// prints the closing line CI reads: `N passed, N failed`. A suite that crashed before writing its
// report counts as one failure, so a broken run can never look green.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(process.argv[2] ?? '.reports');
const expected = (process.argv[3] ?? '').split(',').filter(Boolean);
let passed = 0;
let failed = 0;
let skipped = 0;

const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
for (const file of files) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.startsWith('playwright')) {
    passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failed += report.stats?.unexpected ?? 0;
    skipped += report.stats?.skipped ?? 0;
    failed += (report.errors ?? []).length;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file that failed to load has no tests in it but still failed.
    failed += (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && r.assertionResults?.length === 0,
    ).length;
  }
}
for (const name of expected) {
  if (!files.includes(`${name}.json`)) {
    console.error(`No report from ${name}: it did not run to the end.`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
