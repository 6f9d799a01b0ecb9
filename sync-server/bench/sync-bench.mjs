// Sync figures: a fresh device's pull of 20 habits × 2 years of entries, and a push of 1,000 queued
// mutations in the client's batches of 100, both over loopback against the built server.
import { randomUUID } from 'node:crypto';
import { post, register } from './lib.mjs';

const HABITS = 20;
const DAYS = 730;
const DAY_MS = 86_400_000;

function hlcAt(ms, counter, node) {
  return `${String(ms).padStart(15, '0')}:${String(counter).padStart(5, '0')}:${node}`;
}

function dateKey(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}

export async function syncBench(base) {
  const { token } = await register(base);
  const clientId = randomUUID();
  let nextId = 1;
  let counter = 0;
  const now = Date.now();
  const mutation = (name, args) => ({ id: nextId++, name, args, hlc: hlcAt(now, counter++, clientId) });
  const push = (mutations) => post(base, token, '/api/sync/push', { clientId, mutations });

  const habitIds = Array.from({ length: HABITS }, () => randomUUID());
  await push(habitIds.map((id, i) => mutation('habit.create', { id, fields: { name: `Habit ${i + 1}` } })));

  // Seed two years of check-ins (most days done) through the same push path a device uses.
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

  // A fresh device: no cursors, pages of 5,000 rows until the server has no more.
  const device = randomUUID();
  const pullStart = performance.now();
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
  const pullMs = performance.now() - pullStart;

  // 1,000 queued mutations, pushed as the engine does: 10 requests of 100.
  const queued = [];
  for (let i = 0; i < 1000; i += 1) {
    const habitId = habitIds[i % HABITS];
    queued.push(
      mutation('entry.set', {
        habitId,
        date: dateKey(now - (i % 25) * DAY_MS),
        completed: i % 2 === 0,
        value: 1,
      }),
    );
  }
  const pushStart = performance.now();
  for (let i = 0; i < queued.length; i += 100) await push(queued.slice(i, i + 100));
  const pushMs = performance.now() - pushStart;

  return [
    {
      measure: `seed ${seeding.length} entries (push, batches of 500)`,
      value: `${(seeding.length / (seedMs / 1000)).toFixed(0)} mutations/s`,
    },
    {
      measure: `fresh pull, ${HABITS} habits × 2 years (${rows} rows, ${pages} pages)`,
      value: `${pullMs.toFixed(0)} ms (target ≤ 500)`,
    },
    { measure: 'push 1,000 queued mutations (10 × 100)', value: `${pushMs.toFixed(0)} ms (target ≤ 2000)` },
  ];
}
