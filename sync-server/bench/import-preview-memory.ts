// What one import preview costs and what is left after it (issue 28, item 8): CPU, peak RSS, and
// RSS and heap after a GC, over five previews in a row of one Loop export of about MB megabytes,
// then a body past the import limit (refused with 413 as it arrives).
//   node --expose-gc --import tsx bench/import-preview-memory.ts        (embedded PGlite)
//   DATABASE_URL=postgres://… node --expose-gc --import tsx bench/import-preview-memory.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { IMPORT_BODY_LIMIT } from '../src/routes/api/users/account-routes';

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (bytes: number) => Math.round(bytes / 1048576);
const dataDir = mkdtempSync(join(tmpdir(), 'habitat-preview-'));
const databaseUrl = process.env.DATABASE_URL;
const app = await buildApp(testConfig({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) }));
await app.ready();
const registered = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'Engine42x' },
});
const headers = {
  authorization: `Bearer ${registered.json().data.token}`,
  'content-type': 'application/json',
};

/** A Loop export: 20 habits, each with `days` check-ins, repeated until the text reaches `bytes`. */
function loopExport(bytes: number): string {
  const header =
    'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n';
  const rows = Array.from(
    { length: 20 },
    (_, i) => `${String(i + 1).padStart(3, '0')},Habit ${i},YES_NO,,,1,1,#4CAF50,,,0,false`,
  );
  const days = Array.from(
    { length: 9000 },
    (_, d) => `${new Date(Date.UTC(2000, 0, 1) + d * 86_400_000).toISOString().slice(0, 10)},2`,
  ).join('\n');
  const perHabit = Math.max(1, Math.floor(bytes / 20 / days.length));
  const files = [{ path: 'Habits.csv', text: `${header}${rows.join('\n')}\n` }];
  for (let i = 0; i < 20; i += 1) {
    files.push({
      path: `${String(i + 1).padStart(3, '0')} Habit ${i}/Checkmarks.csv`,
      text: `${days}\n`.repeat(perHabit),
    });
  }
  return JSON.stringify({ source: 'loop', files, apply: false });
}

const payload = loopExport(Number(process.env.MB ?? 8) * 1048576);
gc();
console.log(`body ${mb(payload.length)} MB; before: rss ${mb(process.memoryUsage().rss)} MB`);
for (let round = 1; round <= 5; round += 1) {
  const cpu = process.cpuUsage();
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const answer = await app.inject({ method: 'POST', url: '/api/users/import-data', headers, payload });
  clearInterval(sampler);
  const used = process.cpuUsage(cpu);
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  console.log(
    `preview ${round}: ${answer.statusCode}, cpu ${Math.round((used.user + used.system) / 1000)} ms, peak rss ${mb(peak)} MB, after gc: rss ${mb(rss)} MB, heap ${mb(heapUsed)} MB`,
  );
}
const tooBig = `{"source":"loop","files":[{"path":"a.csv","text":"${'x'.repeat(IMPORT_BODY_LIMIT)}"}]}`;
const cpu = process.cpuUsage();
const refused = await app.inject({ method: 'POST', url: '/api/users/import-data', headers, payload: tooBig });
const used = process.cpuUsage(cpu);
console.log(
  `body of ${mb(tooBig.length)} MB: ${refused.statusCode}, cpu ${Math.round((used.user + used.system) / 1000)} ms`,
);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
