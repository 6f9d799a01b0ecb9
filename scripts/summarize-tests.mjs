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
/** What did not pass, named, so the last lines of a run (all a CI page may show) say which. */
const notPassed = [];
// Reports may carry terminal colours (Playwright's messages do): a log reader wants the words.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is matched
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
const firstLine = (text) =>
  plain(text)
    .split('\n')
    .find((line) => line.trim()) ?? '';
const shortPath = (path) => String(path ?? '').replace(`${process.cwd()}/`, '');

/** Every test of a Playwright suite tree, with its file and title path. */
function* playwrightTests(suite, titles = []) {
  const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? [])
      yield { file: spec.file, title: [...here, spec.title].join(' › '), test };
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
}

for (const file of files) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.startsWith('playwright')) {
    passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failed += report.stats?.unexpected ?? 0;
    skipped += report.stats?.skipped ?? 0;
    failed += (report.errors ?? []).length;
    for (const suite of report.suites ?? []) {
      for (const { file: spec, title, test } of playwrightTests(suite)) {
        if (test.status === 'unexpected' || test.status === 'skipped' || test.status === 'flaky') {
          const error = test.results?.at(-1)?.errors?.[0]?.message;
          notPassed.push(
            `${test.status === 'unexpected' ? 'failed' : test.status} e2e ${spec} › ${title}${error ? ` — ${firstLine(error)}` : ''}`,
          );
        }
      }
    }
    for (const error of report.errors ?? []) notPassed.push(`failed e2e: ${firstLine(error.message)}`);
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file that failed to load has no tests in it but still failed.
    const broken = (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && r.assertionResults?.length === 0,
    );
    failed += broken.length;
    const where = file.replace(/\.json$/, '');
    for (const result of report.testResults ?? []) {
      for (const test of result.assertionResults ?? []) {
        if (['failed', 'pending', 'skipped', 'todo'].includes(test.status)) {
          const why = test.failureMessages?.[0];
          notPassed.push(
            `${test.status === 'failed' ? 'failed' : 'skipped'} ${where} ${shortPath(result.name)} › ${test.fullName}${why ? ` — ${firstLine(why)}` : ''}`,
          );
        }
      }
      if (result.status === 'failed' && (result.assertionResults?.length ?? 0) === 0) {
        notPassed.push(`failed ${where} ${shortPath(result.name)}: ${firstLine(result.message)}`);
      }
    }
  }
}
for (const name of expected) {
  if (!files.includes(`${name}.json`)) {
    console.error(`No report from ${name}: it did not run to the end.`);
    failed += 1;
  }
}
// Long messages are cut: the names are what a reader of the tail needs.
// Failures first: under the cap, they are what must show.
notPassed.sort((a, b) => Number(!a.startsWith('failed')) - Number(!b.startsWith('failed')));
for (const line of notPassed.slice(0, 30)) console.log(line.length > 300 ? `${line.slice(0, 299)}…` : line);
if (notPassed.length > 30) console.log(`… and ${notPassed.length - 30} more`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
