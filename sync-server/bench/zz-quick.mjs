import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { baselineBench } from './baseline-bench.mjs';
import { fairnessBench } from './fairness-bench.mjs';
import { importBench } from './import-bench.mjs';
import { register, startServer, stopServer } from './lib.mjs';
import { mixedLoadBench } from './mixed-load-bench.mjs';
import { syncBench } from './sync-bench.mjs';

const pgUrl = process.env.PG;
const dataDir = mkdtempSync(join(tmpdir(), 'zz-'));
const env = pgUrl ? { DATABASE_URL: pgUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
const server = await startServer(env);
try {
  const rows = [];
  const only = (process.env.ONLY ?? 'sync,import,fair,me').split(',');
  if (only.includes('me')) {
    const { token } = await register(server.base);
    const h = await autocannon({ url: `${server.base}/api/health`, connections: 10, duration: 5 });
    const m = await autocannon({
      url: `${server.base}/api/auth/me`,
      connections: 10,
      duration: 5,
      headers: { authorization: `Bearer ${token}` },
    });
    rows.push({ measure: 'health', value: `${h.requests.average} rps p99 ${h.latency.p99}` });
    rows.push({
      measure: 'me',
      value: `${m.requests.average} rps p99 ${m.latency.p99} (${((100 * m.requests.average) / h.requests.average).toFixed(0)}%)`,
    });
  }
  if (only.includes('sync')) rows.push(...(await syncBench(server.base, await baselineBench(pgUrl))));
  if (only.includes('import')) rows.push(...(await importBench(server.base)));
  if (only.includes('fair')) rows.push(...(await fairnessBench(server.base)));
  if (only.includes('mixed'))
    rows.push(
      ...(await mixedLoadBench(server.base, (process.env.RATES ?? '50,100,200').split(',').map(Number))),
    );
  console.table(rows);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
