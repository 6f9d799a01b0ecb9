// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) against the
// production build in Debian's Chromium: the landing page, the login page and the signed-in
// dashboard of a person with a few weeks of habits. Reports the performance and accessibility
// scores (median of RUNS runs), the paint and blocking figures behind them, the JavaScript each
// page transfers (compressed, as sent) and whether text responses go out compressed.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions, chromiumPath } from '../chromium.mjs';
import { postJson, startBenchServer } from './bench-server.mjs';

// LIGHTHOUSE_PORT: another port when several benches share a machine.
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4391);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// For looking into a figure: LIGHTHOUSE_PAGES=dashboard measures only the pages named, and
// LIGHTHOUSE_REPORT_DIR keeps each run's full Lighthouse report (JSON) there.
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
// Issue 27: a mid-range phone gets the signed-in dashboard at 90 or more (blocking time ≤ 200 ms), the
// landing and login pages at 95, and every page at 100 for accessibility.
const TARGETS = { landing: 95, login: 95, dashboard: 90, accessibility: 100, tbt: 200 };

const api = (path, token, body) => postJson(BASE, path, token, body);

/** A person with eight habits and three weeks of check-ins: a dashboard with something to draw. */
async function seedAccount() {
  const session = await api('/api/auth/register', null, {
    name: 'Lighthouse Person',
    email: `lighthouse-${randomUUID()}@example.com`,
    password: 'Bench123x',
  });
  const names = ['Walk', 'Read', 'Meditate', 'Drink water', 'Stretch', 'Journal', 'Floss', 'Sleep by 11'];
  for (const [index, name] of names.entries()) {
    const { habit } = await api('/api/habits', session.token, { name });
    for (let day = 1; day <= 21; day += 1) {
      if ((day + index) % 3 === 0) continue;
      const date = new Date(Date.now() - day * 86_400_000).toISOString().slice(0, 10);
      await api(`/api/habits/${habit._id}/check`, session.token, { date, completed: true });
    }
  }
  return session;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run; a signed-in page keeps the storage the sign-in left. */
async function audit(url, { name, signedIn }, run) {
  const profile = mkdtempSync(join(tmpdir(), 'habitat-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    userDataDir: profile,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    if (signedIn) {
      // The session goes into this profile's storage the way a sign-in leaves it; the page under
      // test then opens cold (no service worker, no IndexedDB yet), as on a new phone.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(`${BASE}/api/health`);
      await page.evaluate(({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }, signedIn);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      signedIn ? { extends: 'lighthouse:default', settings: { disableStorageReset: true } } : undefined,
    );
    const { lhr } = result;
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(join(REPORT_DIR, `${name}-${run + 1}.json`), JSON.stringify(lhr));
    }
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      scriptFiles: scripts.length,
      // Null when Lighthouse could not read a response's body (the event stream never ends): the
      // encodings the server answers with are asked directly below, whatever this says.
      compressed:
        lhr.audits['uses-text-compression'].score === null
          ? null
          : lhr.audits['uses-text-compression'].score === 1,
      // A run Lighthouse could not measure (no paint on an overloaded machine) says why.
      error: lhr.runtimeError?.message,
      failingA11y: lhr.categories.accessibility.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((item) => item.score !== null && item.score < 1)
        .map((item) => item.id),
    };
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The encodings the server answers with, asked directly: the page, a script, and API JSON. */
async function encodings(token) {
  const html = await fetch(`${BASE}/login`, { headers: { 'accept-encoding': 'br, gzip' } });
  const script = (await html.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
  const asset = await fetch(`${BASE}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
  const json = await fetch(`${BASE}/api/habits`, {
    headers: { 'accept-encoding': 'gzip', authorization: `Bearer ${token}` },
  });
  await Promise.all([asset.arrayBuffer(), json.arrayBuffer()]);
  const encoding = (response) => response.headers.get('content-encoding') ?? 'none';
  return {
    page: encoding(html),
    script: `${encoding(asset)}, ${asset.headers.get('cache-control')}`,
    api: encoding(json),
  };
}

const stop = await startBenchServer(PORT);
try {
  const session = await seedAccount();
  const pages = [
    { name: 'landing', url: `${BASE}/`, signedIn: null },
    { name: 'login', url: `${BASE}/login`, signedIn: null },
    { name: 'dashboard', url: `${BASE}/app/dashboard`, signedIn: session },
  ];
  const rows = [];
  for (const page of pages.filter((item) => !ONLY || ONLY.includes(item.name))) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(page.url, page, run));
    const measured = runs.filter((item) => item.error === undefined);
    if (measured.length === 0) {
      rows.push({ page: page.name, performance: `not measured: ${runs[0]?.error}` });
      continue;
    }
    const pick = (key) => median(measured.map((item) => item[key]));
    const performance = pick('performance');
    const accessibility = pick('accessibility');
    rows.push({
      page: page.name,
      performance: `${performance} (target ≥ ${TARGETS[page.name]}${performance >= TARGETS[page.name] ? ', met' : ', MISSED'})`,
      accessibility: `${accessibility} (target ≥ ${TARGETS.accessibility}${accessibility >= TARGETS.accessibility ? ', met' : ', MISSED'})`,
      'FCP / LCP': `${(pick('fcp') / 1000).toFixed(1)} / ${(pick('lcp') / 1000).toFixed(1)} s`,
      TBT: `${pick('tbt').toFixed(0)} ms${page.name === 'dashboard' ? ` (target ≤ ${TARGETS.tbt}${pick('tbt') <= TARGETS.tbt ? ', met' : ', MISSED'})` : ''}`,
      'JS transferred': `${(pick('scriptBytes') / 1024).toFixed(1)} KB in ${pick('scriptFiles')} files`,
      'text compressed': runs.some((item) => item.compressed === false)
        ? 'NO'
        : runs.some((item) => item.compressed === true)
          ? 'yes'
          : 'not measured',
      'a11y audits failing': [...new Set(runs.flatMap((item) => item.failingA11y))].join(', ') || '—',
    });
  }
  console.log(`\nLighthouse, mobile preset (median of ${RUNS} runs; Chromium at ${chromiumPath})`);
  console.table(rows);
  console.log('Encodings answered to a browser:', await encodings(session.token));
} finally {
  await stop();
}
