import { join } from 'node:path';

/**
 * Every vitest run prints to the console; under `npm test` it also writes a JSON report that
 * scripts/summarize-tests.mjs adds up into the one `N passed, N failed` line of the whole run.
 */
export function reporters(name: string): Array<string | [string, Record<string, unknown>]> {
  const dir = process.env.HABITAT_REPORT_DIR;
  if (!dir) return ['default'];
  return ['default', ['json', { outputFile: join(dir, `vitest-${name}.json`) }]];
}
