import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);
const reportDir = process.env.HABITAT_REPORT_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.test.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Some tests reload the app three times or open two devices; two browsers share two cores.
  timeout: 60_000,
  // Every expectation waits for a state (a row, 'Synced', a response), never for time; this is only
  // how long a state may take on a loaded 2-core machine before it counts as never coming.
  expect: { timeout: 15_000 },
  reporter: reportDir
    ? [['list'], ['json', { outputFile: join(reportDir, 'playwright.json') }], ['html', { open: 'never' }]]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace of every test, kept when it fails: actions, network, console and the page's DOM at
    // each step. Without its screencast, which cost a third of the run's CPU (the GPU process
    // encoding frames nobody looks at for a passing test); a failure still has its screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    // Accounts made through the API start in UTC: a browser in the same zone shows no travel prompt,
    // whatever zone the machine running the tests is in. Tests about zones set their own.
    timezoneId: 'UTC',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node start-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
