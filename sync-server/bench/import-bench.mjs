// Import of Loop Habit Tracker's CSV export: 20 habits × 2 years, each day done by hand on two days
// of three (about 9,700 check-ins): the preview, the import (in transactions of 250 mutations), and the same file
// again, which must add nothing.
import { register } from './lib.mjs';

const HABITS = 20;
const DAYS = 730;
const DAY_MS = 86_400_000;

export function loopFiles() {
  const header =
    'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?';
  const habits = [header];
  const files = [];
  let checkIns = 0;
  for (let h = 1; h <= HABITS; h += 1) {
    const position = String(h).padStart(3, '0');
    habits.push(`${position},Habit ${h},YES_NO,,,1,1,#4CAF50,,,0,false`);
    const lines = [];
    for (let d = 0; d < DAYS; d += 1) {
      const date = new Date(Date.now() - (d + 1) * DAY_MS).toISOString().slice(0, 10);
      const done = (d + h) % 3 !== 0;
      if (done) checkIns += 1;
      lines.push(`${date},${done ? 2 : 0}`);
    }
    files.push({ path: `${position} Habit ${h}/Checkmarks.csv`, text: `${lines.join('\n')}\n` });
  }
  return { files: [{ path: 'Habits.csv', text: `${habits.join('\n')}\n` }, ...files], checkIns };
}

async function timed(base, token, body) {
  const began = performance.now();
  const response = await fetch(`${base}/api/users/import-data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`import-data: ${json.error}`);
  return { ms: performance.now() - began, preview: json.data.preview };
}

export async function importBench(base) {
  const { token } = await register(base);
  const { files, checkIns } = loopFiles();
  const preview = await timed(base, token, { source: 'loop', files, apply: false });
  const applied = await timed(base, token, { source: 'loop', files, apply: true });
  if (applied.preview.entriesToAdd !== checkIns) {
    throw new Error(`imported ${applied.preview.entriesToAdd} check-ins, expected ${checkIns}`);
  }
  const again = await timed(base, token, { source: 'loop', files, apply: true });
  if (again.preview.entriesToAdd !== 0) throw new Error('a second import added check-ins');
  const label = `Loop import, ${HABITS} habits × ${DAYS} days (${checkIns.toLocaleString('en-US')} check-ins)`;
  return [
    { measure: `${label}: preview`, value: `${preview.ms.toFixed(0)} ms` },
    { measure: `${label}: import`, value: `${applied.ms.toFixed(0)} ms` },
    { measure: `${label}: the same file again (adds nothing)`, value: `${again.ms.toFixed(0)} ms` },
  ];
}
