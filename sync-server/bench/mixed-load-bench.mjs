// Mixed load (issue 17): what a day of use sends, at fixed rates, from this machine. Per ten
// requests: one sign-in (argon2, the costliest thing the server does), two GET /api/auth/me, three
// pulls from an up-to-date device, two pushes of a check-in and two reads of a group's leaderboard.
// Each rate runs for a few seconds; the figure is the p99 latency, with coordinated omission
// corrected (a request the server was too busy to take counts from when it should have gone out).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { post } from './lib.mjs';

const PEOPLE = 40;
const HABITS = 5;
const DAYS = 30;
const DAY_MS = 86_400_000;
const PASSWORD = 'Bench123x';
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 6);

async function person(base, index) {
  const email = `mixed-${Date.now()}-${index}-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Mixed ${index}`, email, password: PASSWORD }),
  });
  const { data } = await response.json();
  const token = data.token;
  const clientId = randomUUID();
  const now = Date.now();
  let id = 1;
  const mutation = (name, args) => ({
    id,
    name,
    args,
    hlc: `${String(now).padStart(15, '0')}:${String(id++).padStart(5, '0')}:${clientId}`,
  });
  const habits = Array.from({ length: HABITS }, () => randomUUID());
  const creations = habits.map((habitId, i) =>
    mutation('habit.create', { id: habitId, fields: { name: `H${i}` } }),
  );
  const checkIns = habits.flatMap((habitId) =>
    Array.from({ length: DAYS }, (_, day) =>
      mutation('entry.set', {
        habitId,
        date: new Date(now - (day + 1) * DAY_MS).toISOString().slice(0, 10),
        completed: true,
        value: 1,
      }),
    ),
  );
  await post(base, token, '/api/sync/push', { clientId, mutations: creations });
  await post(base, token, '/api/sync/push', { clientId, mutations: checkIns.slice(0, 150) });
  const pulled = await post(base, token, '/api/sync/pull', { clientId, cursors: {} });
  return { email, token, clientId, habits, cursors: pulled.cursors };
}

export async function mixedLoadBench(base, rates) {
  const people = [];
  for (let i = 0; i < PEOPLE; i += 1) people.push(await person(base, i));
  const created = await fetch(`${base}/api/workspaces`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${people[0].token}` },
    body: JSON.stringify({ name: 'Mixed load group' }),
  });
  const groupId = (await created.json()).workspace._id;

  let turn = 0;
  const next = () => people[turn++ % people.length];
  const json = (request, who, body) => ({
    ...request,
    headers: { ...request.headers, 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
    body: JSON.stringify(body),
  });
  const get = (path, owner) => ({
    method: 'GET',
    setupRequest: (request) => {
      const who = owner ?? next();
      return { ...request, path, headers: { ...request.headers, authorization: `Bearer ${who.token}` } };
    },
  });
  const login = {
    method: 'POST',
    path: '/api/auth/login',
    setupRequest: (request) => {
      const who = next();
      return {
        ...request,
        headers: { ...request.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email: who.email, password: PASSWORD }),
      };
    },
  };
  const pull = {
    method: 'POST',
    path: '/api/sync/pull',
    setupRequest: (request) => {
      const who = next();
      return json(request, who, { clientId: who.clientId, cursors: who.cursors });
    },
  };
  const push = {
    method: 'POST',
    path: '/api/sync/push',
    setupRequest: (request) => {
      const who = next();
      // A device of its own each time: its first mutation, today's check-in of one habit.
      const clientId = randomUUID();
      return json(request, who, {
        clientId,
        mutations: [
          {
            id: 1,
            name: 'entry.set',
            args: {
              habitId: who.habits[turn % HABITS],
              date: new Date().toISOString().slice(0, 10),
              completed: turn % 2 === 0,
              value: 1,
            },
            hlc: `${String(Date.now()).padStart(15, '0')}:00000:${clientId}`,
          },
        ],
      });
    },
  };
  const leaderboard = get(`/api/workspaces/${groupId}/leaderboard`, people[0]);
  const requests = [
    login,
    get('/api/auth/me'),
    pull,
    push,
    leaderboard,
    get('/api/auth/me'),
    pull,
    push,
    leaderboard,
    pull,
  ];

  const rows = [];
  for (const rate of rates) {
    const result = await autocannon({
      url: base,
      connections: Math.min(50, Math.max(10, Math.ceil(rate / 10))),
      overallRate: rate,
      duration: SECONDS,
      requests,
    });
    const errors = result.non2xx + result.errors + result.timeouts;
    const failures = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count}× ${code}`);
    if (result.timeouts > 0) failures.push(`${result.timeouts} timed out`);
    rows.push({
      measure: `mixed load at ${rate} req/s (10% sign-ins; me, pull, push, leaderboard)`,
      value:
        `${result.requests.average.toFixed(0)} req/s served, p99 ${result.latency.p99} ms` +
        `${errors > 0 ? `, ${errors} failed (${failures.join(', ')})` : ''} (goal p99 ≤ 500 ms)`,
    });
  }
  return rows;
}
