// Nobody waits behind anybody (issue 17): while one person runs a heavy request (a two-year Loop
// import, a push of 1,000 check-ins, a fresh pull of everything), another person's small request
// (GET /api/auth/me) is sent every 20 ms whatever happened to the previous one, and its latency is
// measured: p99 and worst, against the same probe on an idle server in the same run.
import { randomUUID } from 'node:crypto';
import { loopFiles } from './import-bench.mjs';
import { percentile, post, register } from './lib.mjs';

const PROBE_EVERY_MS = 20;
const DAY_MS = 86_400_000;

/** Probes while `work` runs; answers the work's own time and the probe's latencies. */
async function probeDuring(base, token, work) {
  const latencies = [];
  const pending = [];
  const headers = { authorization: `Bearer ${token}` };
  const probe = () => {
    const began = performance.now();
    pending.push(
      fetch(`${base}/api/auth/me`, { headers }).then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`/api/auth/me answered ${response.status}`);
        latencies.push(performance.now() - began);
      }),
    );
  };
  const timer = setInterval(probe, PROBE_EVERY_MS);
  probe();
  const began = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  const workMs = performance.now() - began;
  await Promise.all(pending);
  return { workMs, p99: percentile(latencies, 99), worst: Math.max(...latencies), probes: latencies.length };
}

function hlcAt(ms, counter, node) {
  return `${String(ms).padStart(15, '0')}:${String(counter).padStart(5, '0')}:${node}`;
}

/** A person with 20 habits and 1,000 distinct check-ins to push, as a device queues them. */
async function pusher(base) {
  const { token } = await register(base);
  const clientId = randomUUID();
  const now = Date.now();
  let id = 1;
  const mutation = (name, args) => ({ id, name, args, hlc: hlcAt(now, id++, clientId) });
  const habits = Array.from({ length: 20 }, () => randomUUID());
  await post(base, token, '/api/sync/push', {
    clientId,
    mutations: habits.map((habitId, i) =>
      mutation('habit.create', { id: habitId, fields: { name: `H${i}` } }),
    ),
  });
  const checkIns = [];
  for (let i = 0; i < 1000; i += 1) {
    const date = new Date(now - (1 + Math.floor(i / 20)) * DAY_MS).toISOString().slice(0, 10);
    checkIns.push(mutation('entry.set', { habitId: habits[i % 20], date, completed: true, value: 1 }));
  }
  return {
    push: async () => {
      for (let i = 0; i < checkIns.length; i += 100) {
        await post(base, token, '/api/sync/push', { clientId, mutations: checkIns.slice(i, i + 100) });
      }
    },
  };
}

async function importTwoYears(base, token) {
  const { files } = loopFiles();
  const response = await fetch(`${base}/api/users/import-data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ source: 'loop', files, apply: true }),
  });
  if (!response.ok) throw new Error(`import answered ${response.status}`);
  await response.arrayBuffer();
}

async function pullEverything(base, token) {
  const clientId = randomUUID();
  let cursors = {};
  let resume;
  for (;;) {
    const data = await post(base, token, '/api/sync/pull', {
      clientId,
      cursors,
      ...(resume ? { resume } : {}),
      limit: 5000,
    });
    cursors = data.cursors;
    resume = data.resume;
    if (!data.hasMore) return;
  }
}

export async function fairnessBench(base) {
  const prober = await register(base);
  const heavy = await register(base);
  const idle = await probeDuring(base, prober.token, () => new Promise((r) => setTimeout(r, 2000)));
  const imported = await probeDuring(base, prober.token, () => importTwoYears(base, heavy.token));
  const { push } = await pusher(base);
  const pushed = await probeDuring(base, prober.token, push);
  const pulled = await probeDuring(base, prober.token, () => pullEverything(base, heavy.token));
  const row = (label, run) => ({
    measure: `another person's GET /api/auth/me while ${label}`,
    value:
      `${label.split(' ')[0]} ${run.workMs.toFixed(0)} ms; me p99 ${run.p99.toFixed(0)} ms, worst ` +
      `${run.worst.toFixed(0)} ms (${(run.p99 / idle.p99).toFixed(1)}× idle p99; target p99 ≤ 100, worst ≤ 250)`,
  });
  return [
    {
      measure: `another person's GET /api/auth/me, idle (every ${PROBE_EVERY_MS} ms)`,
      value: `p99 ${idle.p99.toFixed(0)} ms, worst ${idle.worst.toFixed(0)} ms`,
    },
    row('importing 20 habits × 2 years (Loop)', imported),
    row('pushing 1,000 check-ins (10 × 100)', pushed),
    row('pulling everything on a fresh device', pulled),
  ];
}
