// Starts the production build for the e2e run on a fresh, throw-away PGlite data folder, with a real
// OpenID Connect server on loopback standing in for Google (e2e/oidc/provider.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcProvider } from './oidc/provider.mjs';
import { outboxDirFor } from './outbox-dir.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'habitat-e2e-'));
const port = process.env.PORT ?? '3000';
const publicUrl = `http://127.0.0.1:${port}`;
// Mail goes to a file outbox that the tests read (e2e/outbox.ts finds it by port).
const outboxDir = outboxDirFor(port);
rmSync(outboxDir, { recursive: true, force: true });

// Up before the app: the app reads the provider's discovery document while it boots. A free port
// unless OIDC_PORT names one, so runs side by side on other E2E_PORTs never collide.
const oidc = await startOidcProvider({
  port: Number(process.env.OIDC_PORT ?? 0),
  redirectUri: `${publicUrl}/api/auth/google/callback`,
});

const server = spawn(process.execPath, [join(import.meta.dirname, '../sync-server/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    // Many accounts sign in from one address during the run; the limit itself is tested on the server.
    AUTH_RATE_LIMIT_MAX: '10000',
    // Likewise every per-address limit of README's Limits (the per-account ones hold).
    LIMITS_PER_ADDRESS_SCALE: '100',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    MAIL_OUTBOX_DIR: outboxDir,
    // The sign-in's callback address is built from it and must be the provider's redirect URI.
    PUBLIC_URL: publicUrl,
    GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    GOOGLE_ISSUER: oidc.issuer,
    // Web Push (e2e/push.test.ts): the tests' push service runs on plain http on loopback, and
    // reminders are looked for often enough that a test waits seconds, not the default half minute.
    PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
    PUSH_REMINDER_EVERY_MS: '1000',
    PUSH_SEND_EVERY_MS: '2000',
    // Settings → Help & Support (e2e/settings.test.ts): links of its own, so the test sees them come
    // from configuration rather than from the defaults.
    SUPPORT_DOCS_URL: 'https://docs.habitat.test/guide',
    SUPPORT_ISSUES_URL: 'https://issues.habitat.test/new',
    SUPPORT_EMAIL: 'support@habitat.test',
  },
});

const stop = (signal) => {
  server.kill(signal);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  await oidc.close();
  process.exit(code ?? 0);
});
