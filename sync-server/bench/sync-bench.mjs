// Sync figures over loopback against the built server, for people with 5, 20 and 80 habits × 2 years
// of check-ins (seeded through push, as devices send them): a fresh device's pull of everything,
// and pushes of 100, 1,000 and 5,000 check-ins in the client's requests of 100. Each is reported
// with its time per row, so a cost that grows faster than the rows shows; the 20-habit pull and the
// 1,000-check-in push are also set against what the database alone takes (baseline-bench.mjs).
import { randomUUID } from 'node:crypto';
import { post, register } from './lib.mjs';

const DAYS = 730;
const DAY_MS = 86_400_000;
const PUSH_REQUEST = 100;

function hlcAt(ms, counter, node) {
  return `${String(ms).padStart(15, '0')}:${String(counter).padStart(5, '0')}:${node}`;
}

function dateKey(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A person with `habits` habits × 2 years of check-ins (most days done), and their device. */
async function seededPerson(base, habits) {
  const { token } = await register(base);
  const clientId = randomUUID();
  let nextId = 1;
  let counter = 0;
  const now = Date.now();
  const mutation = (name, args) => ({ id: nextId++, name, args, hlc: hlcAt(now, counter++, clientId) });
  const push = (mutations) => post(base, token, '/api/sync/push', { clientId, mutations });
  const habitIds = Array.from({ length: habits }, () => randomUUID());
  await push(habitIds.map((id, i) => mutation('habit.create', { id, fields: { name: `Habit ${i + 1}` } })));
  const seeding = [];
  for (const habitId of habitIds) {
    for (let day = 0; day < DAYS; day += 1) {
      const date = dateKey(now - (DAYS + 30 - day) * DAY_MS);
      seeding.push(mutation('entry.set', { habitId, date, completed: day % 7 !== 3, value: 1 }));
    }
  }
  const seedStart = performance.now();
  for (let i = 0; i < seeding.length; i += 500) await push(seeding.slice(i, i + 500));
  const seedMs = performance.now() - seedStart;
  return { token, habitIds, seeded: seeding.length, seedMs, mutation, push, now };
}

/** A fresh device: no cursors, pages of 5,000 rows until the server has no more. */
async function pullEverything(base, token) {
  const device = randomUUID();
  const began = performance.now();
  let cursors = {};
  let resume;
  let rows = 0;
  let pages = 0;
  for (;;) {
    const data = await post(base, token, '/api/sync/pull', {
      clientId: device,
      cursors,
      ...(resume ? { resume } : {}),
      limit: 5000,
    });
    pages += 1;
    rows += data.changes.habits.length + data.changes.entries.length + data.changes.layouts.length;
    cursors = data.cursors;
    resume = data.resume;
    if (!data.hasMore) break;
  }
  return { ms: performance.now() - began, rows, pages };
}

/** `count` check-ins over the person's habits and their last days, pushed as the engine does. */
async function pushCheckIns(person, count) {
  const queued = [];
  for (let i = 0; i < count; i += 1) {
    const habitId = person.habitIds[i % person.habitIds.length];
    const day = Math.floor(i / person.habitIds.length);
    queued.push(
      person.mutation('entry.set', {
        habitId,
        date: dateKey(person.now - day * DAY_MS),
        completed: i % 2 === 0,
        value: 1,
      }),
    );
  }
  const began = performance.now();
  for (let i = 0; i < queued.length; i += PUSH_REQUEST) await person.push(queued.slice(i, i + PUSH_REQUEST));
  return performance.now() - began;
}

const perRow = (ms, rows) => `${((1000 * ms) / rows).toFixed(0)} µs/row`;

export async function syncBench(base, baseline) {
  const rows = [];
  const pulls = new Map();
  let reference;
  for (const habits of [5, 20, 80]) {
    const person = await seededPerson(base, habits);
    if (habits === 20) {
      reference = person;
      rows.push({
        measure: `seed ${person.seeded} check-ins (push, batches of 500)`,
        value: `${(person.seeded / (person.seedMs / 1000)).toFixed(0)} check-ins/s`,
      });
    }
    const pulled = await pullEverything(base, person.token);
    pulls.set(habits, pulled);
    rows.push({
      measure: `fresh pull, ${habits} habits × 2 years (${pulled.rows} rows, ${pulled.pages} pages)`,
      value: `${pulled.ms.toFixed(0)} ms, ${perRow(pulled.ms, pulled.rows)}${habits === 20 ? ' (target ≤ 300 ms)' : ''}`,
    });
  }
  const pushes = new Map();
  for (const count of [100, 1000, 5000]) {
    const ms = await pushCheckIns(reference, count);
    pushes.set(count, ms);
    rows.push({
      measure: `push ${count.toLocaleString('en-US')} check-ins (requests of ${PUSH_REQUEST})`,
      value: `${ms.toFixed(0)} ms, ${perRow(ms, count)}${count === 1000 ? ' (target ≤ 500 ms PostgreSQL, ≤ 1 s embedded)' : ''}`,
    });
  }
  if (baseline) {
    const pulled = pulls.get(20);
    const pullRate = pulled.rows / (pulled.ms / 1000);
    const selectRate = baseline.selectRows / (baseline.selectMs / 1000);
    rows.push({
      measure: 'fresh pull (20 habits) against a plain SELECT of the same rows',
      value: `${(pullRate / 1000).toFixed(1)}k against ${(selectRate / 1000).toFixed(1)}k rows/s: ${(selectRate / pullRate).toFixed(1)}× slower (goal ≤ 3×)`,
    });
    const pushed = pushes.get(1000);
    rows.push({
      measure: 'push of 1,000 check-ins against one multi-row INSERT … ON CONFLICT of them',
      value:
        `${pushed.toFixed(0)} ms against ${baseline.multiRowMs.toFixed(0)} ms: ${(pushed / baseline.multiRowMs).toFixed(1)}× ` +
        `(goal ≤ 3×); 1,000 single-row INSERTs in one transaction take ${baseline.singleRowsMs.toFixed(0)} ms`,
    });
  }
  return rows;
}
