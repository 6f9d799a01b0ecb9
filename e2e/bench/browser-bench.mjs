// Browser figures (issues 3 and 4), in Debian's Chromium against the production build, with 50
// habits × 2 years of entries in IndexedDB that arrive the way a device gets them (pushed to the
// server, then pulled by the app):
// - the dashboard's first render after navigating to it;
// - the analytics page complete after navigating to it;
// - a check click to the persisted write repainted (p50/p95 over repeated clicks);
// - the JavaScript the login page downloads before it can be used (gzip);
// - a warm start (issue 27): navigation to the first Today check answering a tap, with IndexedDB
//   and the service worker already warm, at full speed and at the Lighthouse phone's 4× slower CPU.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { postJson, startBenchServer } from './bench-server.mjs';

const HABITS = 50;
const DAYS = Number(process.env.BENCH_DAYS ?? 730);
const CLICKS = 60;
const WARM_STARTS = 7;
// For looking into a figure: BENCH_PROFILE_DIR keeps a CPU profile (.cpuprofile, opened by Chromium's
// DevTools) of the last warm start on the slower CPU.
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
// BROWSER_BENCH_PORT: another port when several benches share a machine.
const PORT = Number(process.env.BROWSER_BENCH_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const DAY_MS = 86_400_000;

const api = (path, token, body) => postJson(BASE, path, token, body);

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const stop = await startBenchServer(PORT);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const { token, user } = await api('/api/auth/register', null, {
    name: 'Bench Person',
    email: `bench-${randomUUID()}@example.com`,
    password: 'Bench123x',
  });
  const clientId = randomUUID();
  let id = 1;
  const now = Date.now();
  const hlc = (n) => `${String(now).padStart(15, '0')}:${String(n % 100000).padStart(5, '0')}:${clientId}`;
  const habitIds = Array.from({ length: HABITS }, () => randomUUID());
  const mutations = habitIds.map((habitId, i) => ({
    id: id++,
    name: 'habit.create',
    args: { id: habitId, fields: { name: `Habit ${String(i + 1).padStart(2, '0')}` } },
    hlc: hlc(id),
  }));
  for (const habitId of habitIds) {
    for (let day = 1; day <= DAYS; day += 1) {
      const date = new Date(now - day * DAY_MS).toISOString().slice(0, 10);
      mutations.push({
        id: id++,
        name: 'entry.set',
        args: { habitId, date, completed: day % 5 !== 0, value: 1 },
        hlc: hlc(id),
      });
    }
  }
  const seedStart = performance.now();
  for (let i = 0; i < mutations.length; i += 500)
    await api('/api/sync/push', token, { clientId, mutations: mutations.slice(i, i + 500) });
  console.log(
    `Seeded ${mutations.length} mutations in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${BASE}/api/health`); // runs no app code while the session is written
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token, user },
  );
  let firstPullAt = 0;
  page.on('request', (request) => {
    if (!firstPullAt && request.url().endsWith('/api/sync/pull')) firstPullAt = performance.now();
  });
  const pullStart = performance.now();
  await page.goto(`${BASE}/app/dashboard`);
  await page.getByTestId('sync-status').filter({ hasText: 'Synced' }).waitFor({ timeout: 120_000 });
  const intoIndexedDb = performance.now() - firstPullAt;
  await page.getByRole('button', { name: 'Check Habit 50' }).waitFor();
  const firstSync = performance.now() - pullStart;
  const stored = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('habitat');
        open.onsuccess = () => {
          const count = open.result.transaction('entries').objectStore('entries').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

  const samples = await page.evaluate(
    async ({ clicks, habits }) => {
      // The frame that paints a change starts with the first animation frame callback after it.
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      const shown = [];
      const shownFrame = [];
      const dom = [];
      const frame = [];
      for (let i = 0; i < clicks; i += 1) {
        const name = `Habit ${String((i % habits) + 1).padStart(2, '0')}`;
        const button = [...document.querySelectorAll('button[aria-pressed]')].find((b) =>
          b.getAttribute('aria-label')?.endsWith(name),
        );
        const before = button.getAttribute('aria-pressed');
        const savedBefore = button.getAttribute('data-saved');
        // Done when the screen shows the new state and the stored entry (data-saved) has it too.
        const find = () =>
          [...document.querySelectorAll('button[aria-pressed]')].find((b) =>
            b.getAttribute('aria-label')?.endsWith(name),
          );
        let shownAt = 0;
        let shownPaintedAt = 0;
        const flipped = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            const current = find();
            if (!current) return;
            if (!shownAt && current.getAttribute('aria-pressed') !== before) {
              shownAt = performance.now();
              requestAnimationFrame(() => {
                shownPaintedAt = performance.now();
              });
            }
            if (shownAt && current.getAttribute('data-saved') !== savedBefore) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(document.body, { subtree: true, attributes: true, childList: true });
        });
        const start = performance.now();
        button.click();
        await flipped;
        shown.push(shownAt - start);
        dom.push(performance.now() - start);
        await nextFrame();
        frame.push(performance.now() - start);
        shownFrame.push(shownPaintedAt - start);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      return { shown, shownFrame, dom, frame };
    },
    { clicks: CLICKS, habits: HABITS },
  );

  const warm = await measureWarmStart(page);
  const render = await measureDashboardRender(page);
  const analytics = await measureAnalyticsRender(page);
  if (process.env.BENCH_VERBOSE)
    console.log(
      'render samples',
      render.map((r) => `${r.first.toFixed(0)}/${r.complete.toFixed(0)}`).join(' '),
    );
  const login = await measureLoginScripts(browser);

  console.log('\nBrowser benchmark (Chromium, production build)');
  console.table([
    { measure: `entries in IndexedDB after the first sync`, value: String(stored) },
    {
      measure: 'first sync: first pull request → every page in IndexedDB (Synced)',
      value: `${intoIndexedDb.toFixed(0)} ms (target ≤ 1500)`,
    },
    {
      measure: 'first sync of the device (app start, pull of all data, dashboard shown)',
      value: `${firstSync.toFixed(0)} ms`,
    },
    {
      measure: `dashboard first render after navigation (welcome card, list, today's states), p50 / p95 (${render.length} visits)`,
      value: `${percentile(
        render.map((r) => r.first),
        50,
      ).toFixed(0)} / ${percentile(
        render.map((r) => r.first),
        95,
      ).toFixed(0)} ms (target ≤ 200)`,
    },
    {
      measure: 'dashboard complete (a year of history: streaks and chart drawn), p50 / p95',
      value: `${percentile(
        render.map((r) => r.complete),
        50,
      ).toFixed(0)} / ${percentile(
        render.map((r) => r.complete),
        95,
      ).toFixed(0)} ms`,
    },
    {
      measure: `analytics page complete after navigation (all seven widgets from ${HABITS} habits × a year), p50 / p95 (${analytics.length} visits)`,
      value: `${percentile(analytics, 50).toFixed(0)} / ${percentile(analytics, 95).toFixed(0)} ms`,
    },
    ...warm.map(({ label, start, baseline }) => ({
      measure: `warm start ${label}: navigation → first Today check answers a tap, p50 (${WARM_STARTS} starts; ratio to a bare navigation, ${baseline.toFixed(0)} ms, in the same run)`,
      value: `${start.toFixed(0)} ms, ${(start / baseline).toFixed(1)}× (target ≤ 1000 ms on the phone CPU)`,
    })),
    {
      measure: `login page scripts before it is usable (${login.files} files, gzip)`,
      value: `${(login.gzip / 1024).toFixed(1)} KB (target ≤ 150)`,
    },
    {
      measure: 'all scripts the service worker precaches afterwards, in the background (gzip)',
      value: `${(login.precacheGzip / 1024).toFixed(1)} KB`,
    },
    {
      measure: `check click → new state in the DOM, p50 / p95 (${CLICKS} clicks)`,
      value: `${percentile(samples.shown, 50).toFixed(1)} / ${percentile(samples.shown, 95).toFixed(1)} ms`,
    },
    {
      measure: 'check click → the frame showing the new state, p50 / p95',
      value: `${percentile(samples.shownFrame, 50).toFixed(1)} / ${percentile(samples.shownFrame, 95).toFixed(1)} ms (target p95 ≤ 16)`,
    },
    {
      measure: 'check click → write persisted in IndexedDB and read back, p50 / p95',
      value: `${percentile(samples.dom, 50).toFixed(1)} / ${percentile(samples.dom, 95).toFixed(1)} ms`,
    },
    {
      measure: 'check click → persisted and the next frame painted, p50 / p95',
      value: `${percentile(samples.frame, 50).toFixed(1)} / ${percentile(samples.frame, 95).toFixed(1)} ms`,
    },
  ]);
} finally {
  await browser.close();
  await stop();
}

/**
 * A warm start (issue 27: "Today is interactive within 1 s of a warm start"): the app opened again
 * on a device that has its data in IndexedDB and the service worker in control, timed from the
 * navigation to the first Today check answering a tap (its pressed state flips). Measured at full
 * speed and with the CPU 4× slower (Lighthouse's mid-range phone). The baseline is a bare
 * navigation in the same tab and run (the server's health JSON, which runs no app code), so a
 * loaded machine shows in both.
 */
async function measureWarmStart(page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  const results = [];
  for (const [label, rate] of [
    ['at full speed', 1],
    ['on a 4× slower CPU', 4],
  ]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const starts = [];
    const baselines = [];
    for (let i = 0; i < WARM_STARTS; i += 1) {
      await page.goto(`${BASE}/api/health`);
      baselines.push(await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd));
      const profiled = PROFILE_DIR !== undefined && rate === 4 && i === WARM_STARTS - 1;
      if (profiled) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
      }
      await page.goto(`${BASE}/app/dashboard`, { waitUntil: 'commit' });
      starts.push(
        await page.evaluate(async () => {
          const target = () => {
            const button = document.querySelector('button.check-target[aria-pressed]');
            return button && !button.disabled ? button : null;
          };
          // A start that never gets there fails the bench instead of hanging it.
          const until = (ready) =>
            new Promise((resolve, reject) => {
              if (ready()) return resolve();
              const timer = setTimeout(() => {
                observer.disconnect();
                reject(new Error('the warm start did not reach a working Today check in 30 s'));
              }, 30_000);
              const observer = new MutationObserver(() => {
                if (!ready()) return;
                observer.disconnect();
                clearTimeout(timer);
                resolve();
              });
              observer.observe(document, { subtree: true, childList: true, attributes: true });
            });
          await until(target);
          const button = target();
          const label = button.getAttribute('aria-label');
          const before = button.getAttribute('aria-pressed');
          button.click();
          await until(() => {
            const now = [...document.querySelectorAll('button.check-target[aria-pressed]')].find(
              (item) => item.getAttribute('aria-label') === label,
            );
            return now && now.getAttribute('aria-pressed') !== before;
          });
          // The frame that shows the answer.
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          return performance.now();
        }),
      );
      if (profiled) {
        const { profile } = await cdp.send('Profiler.stop');
        mkdirSync(PROFILE_DIR, { recursive: true });
        writeFileSync(join(PROFILE_DIR, 'warm-start-4x.cpuprofile'), JSON.stringify(profile));
      }
      if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
        throw new Error('the warm start was not served by the service worker');
    }
    results.push({ label, start: percentile(starts, 50), baseline: percentile(baselines, 50) });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return results;
}

/**
 * From a click on the sidebar's Dashboard link (on another screen of the app) to the frame that
 * paints the welcome card's figures and the whole habit list with today's states.
 */
async function measureDashboardRender(page) {
  const samples = [];
  for (let i = 0; i < 25; i += 1) {
    await page.getByRole('link', { name: 'Analytics' }).first().click();
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    const elapsed = await page.evaluate(async () => {
      const link = [...document.querySelectorAll('a')].find(
        (a) => a.getAttribute('href') === '/app/dashboard',
      );
      const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const firstPaint = () =>
        document.querySelector('[data-testid="today-summary"]') &&
        [...document.querySelectorAll('button[aria-label]')].some((b) =>
          b.getAttribute('aria-label').endsWith('Habit 50'),
        );
      const complete = () =>
        firstPaint() &&
        !document.querySelector('[data-testid="best-streak"]')?.textContent.includes('…') &&
        (!document.querySelector('[data-widget="habits-overview"]') ||
          document.querySelector('[data-widget="habits-overview"] svg'));
      const until = (ready) =>
        new Promise((resolve) => {
          if (ready()) return resolve();
          const observer = new MutationObserver(() => {
            if (!ready()) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
        });
      const start = performance.now();
      link.click();
      await until(firstPaint);
      await painted();
      const first = performance.now() - start;
      await until(complete);
      await painted();
      return { first, complete: performance.now() - start };
    });
    samples.push(elapsed);
  }
  return samples;
}

/**
 * From a click on the sidebar's Analytics link (on the dashboard) to the frame that paints every
 * analytics widget with its figures: the table's rows, the heatmap's cells and both charts.
 */
async function measureAnalyticsRender(page) {
  const samples = [];
  for (let i = 0; i < 15; i += 1) {
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByTestId('today-summary').waitFor();
    const elapsed = await page.evaluate(async () => {
      const link = [...document.querySelectorAll('a')].find(
        (a) => a.getAttribute('href') === '/app/analytics',
      );
      const widget = (type) => document.querySelector(`[data-widget="${type}"]`);
      const complete = () =>
        widget('habit-table')?.querySelectorAll('tbody tr').length > 0 &&
        widget('calendar-heatmap')?.querySelector('[title]') &&
        widget('completion-trend')?.querySelector('svg') &&
        widget('weekday-pattern')?.querySelector('svg') &&
        widget('time-of-week') &&
        widget('top-habits') &&
        widget('correlations');
      const start = performance.now();
      link.click();
      await new Promise((resolve) => {
        if (complete()) return resolve();
        const observer = new MutationObserver(() => {
          if (!complete()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - start;
    });
    samples.push(elapsed);
  }
  return samples;
}

/** Scripts a first visit to /login fetches before the form is shown, and what the SW precaches. */
async function measureLoginScripts(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto(`${BASE}/login`);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const gzipOf = async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  let gzip = 0;
  for (const url of scripts) gzip += await gzipOf(url);
  const sw = await (await fetch(`${BASE}/sw.js`)).text();
  const precached = [
    ...new Set([...sw.matchAll(/assets\/[\w.-]+\.js/g)].map((match) => `${BASE}/${match[0]}`)),
  ];
  let precacheGzip = 0;
  for (const url of precached) precacheGzip += await gzipOf(url);
  return { files: scripts.size, gzip, precacheGzip };
}
