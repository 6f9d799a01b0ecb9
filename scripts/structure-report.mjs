#!/usr/bin/env node
// Counts what issue 18 asked to bring down, so a restructuring can say what it
// changed: places outside the composition root that build repositories or
// services, and source files over 300 lines. `duplicates` (the tool library's)
// gives a third figure. These are figures, not rules: the layer rules (no
// feature-to-feature imports, Dexie in its folders, no SQL outside repositories,
// no import cycles, services and repositories importing downwards only) are lint
// rules in biome.json and lint/, and fail `npm run lint` (issue 29).
//
//   node scripts/structure-report.mjs [--list]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const list = process.argv.includes('--list');

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mjs)$/.test(name)) yield path;
  }
}

const isTest = (path) => /\.test\.tsx?$/.test(path) || path.includes(`${sep}test${sep}`);

function constructionSites() {
  const server = join(root, 'sync-server/src');
  const builders = new Set();
  for (const file of files(server)) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/export (?:async )?function (create\w+)/g)) builders.add(m[1]);
    for (const m of source.matchAll(/export class (\w+(?:Cache|Limit|Hub|Clock))\b/g))
      builders.add(`new ${m[1]}`);
  }
  const found = [];
  for (const file of files(server)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const builder of builders) {
        const call = `${builder}(`;
        if (!line.includes(call) || /export (async )?function /.test(line)) continue;
        if (!builder.startsWith('new ') && !new RegExp(`\\b${builder}\\(`).test(line)) continue;
        found.push(`${rel(file)}:${i + 1} ${builder}`);
      }
    });
  }
  return found;
}

function longFiles() {
  const found = [];
  for (const top of ['web', 'sync-server', 'packages', 'e2e', 'scripts']) {
    for (const file of files(join(root, top))) {
      if (isTest(file)) continue;
      const count = readFileSync(file, 'utf8').split('\n').length;
      if (count > 300) found.push(`${rel(file)} (${count})`);
    }
  }
  return found;
}

const rel = (path) => relative(root, path);

const sites = constructionSites();
const report = [
  ['places in sync-server/src that build a repository or service', sites],
  [
    '… of which outside the composition root (sync-server/src/plugins/app)',
    sites.filter((site) => !site.startsWith('sync-server/src/plugins/app/')),
  ],
  ['source files over 300 lines (tests left out)', longFiles()],
];
for (const [title, found] of report) {
  console.log(`${found.length}\t${title}`);
  if (list) for (const line of found) console.log(`\t\t${line}`);
}
