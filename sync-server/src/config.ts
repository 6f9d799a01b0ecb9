import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PROJECT_REPOSITORY_URL } from '@habitat/domain';
import type { DatabaseHandle } from './db/database';
import { LIMITS, type LimitTable, relaxedLimits, scaledPerAddress } from './services/limits/limit-table';
import type { MailConfig } from './services/mailer';
import type { PasswordHashing } from './services/passwords';
import { generateVapidKeys } from './services/push-keys';
import { DEFAULT_RETENTION_DAYS } from './services/retention';

export interface RateLimitConfig {
  max: number;
  timeWindowMs: number;
}

/** An OAuth client registered with a provider (its console gives both values). */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

/**
 * Social login providers, each present only when its client id and secret are set. Google is found
 * through OpenID Connect discovery from `issuer`, so any OIDC server can stand in for it (tests run a
 * real one on loopback). GitHub's web and API addresses change for GitHub Enterprise Server.
 */
export interface OAuthConfig {
  google?: OAuthClientConfig & { issuer: string };
  github?: OAuthClientConfig & { webUrl: string; apiUrl: string };
}

/**
 * Web Push (issue 16). The VAPID key pair signs every push; it comes from the environment (needed
 * when several instances run) or is generated into DATA_DIR on first start (services/push-keys.ts).
 */
export interface PushConfig {
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** Who runs this server, for push services that need to reach them: an https: or mailto: URL. */
  vapidSubject: string;
  /**
   * Lets subscriptions name http:// or private/loopback endpoints. The server posts to whatever
   * address a device registers, so in production only https to public hosts is allowed; tests run
   * their push service on loopback.
   */
  allowInsecureEndpoints: boolean;
  /** How often due reminders are looked for (0: never, as in tests). */
  reminderEveryMs: number;
  /** How often waiting pushes are looked for besides the wake-up each new one sends (0: never). */
  sendEveryMs: number;
}

/**
 * Where people find help (issue 27): shown in Settings → Help & Support, read through GET /api/health.
 * Documentation and bug reports default to the project's repository (its README and its issues);
 * the contact address has no default (a no-reply sender is no place to ask for help). A variable
 * set to an empty value turns its channel off, and a channel that is off is not offered.
 */
export interface SupportConfig {
  docsUrl?: string;
  issuesUrl?: string;
  email?: string;
}

export interface AppConfig {
  host: string;
  port: number;
  /** Where PGlite keeps its files and where a generated JWT secret is persisted. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl?: string;
  /** An already open database (tests share one per file); the app will not close it. */
  database?: DatabaseHandle;
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  migrationsDir: string;
  /** Built web app to serve beside /api; null serves the API only. */
  webDistDir: string | null;
  authRateLimit: RateLimitConfig;
  /** Every check of a password (login per email, change-password, delete-account per account). */
  passwordRateLimit: RateLimitConfig;
  /** Always `strong` from the environment; only testConfig lowers it (services/passwords.ts). */
  passwordHashing: PasswordHashing;
  /**
   * Which proxies' X-Forwarded-For to believe: false (none), a number of hops (the load balancers
   * in front), or a list of their addresses/CIDRs. Never "all": the leftmost address is the
   * client's own to choose, and a rate limit keyed on it holds nothing.
   */
  trustProxy: false | number | string;
  logLevel: string;
  /** How long a request may take to arrive (headers and body); the longest is an import on a slow phone. */
  requestTimeoutMs: number;
  /** Days tombstones, mutation outcomes and silent devices are kept (0 keeps them forever). */
  retentionDays: number;
  /** How often the weekly summary emails are looked for (0: never, as in tests). */
  weeklySummaryEveryMs: number;
  /** How long SIGTERM waits for requests in flight before the process exits regardless. */
  shutdownGraceMs: number;
  /**
   * Redis that every instance shares for limits (REDIS_URL); without it each process counts for
   * itself, which is right for a single machine.
   */
  redisUrl?: string;
  /** The start of every key in Redis, so two deployments (or two test apps) on one Redis never share counts. */
  redisKeyPrefix: string;
  /** Every limit on a heavy or fan-out route (services/limits/limit-table.ts). */
  limits: LimitTable;
  /** Tests read the request log from here. */
  logStream?: Writable;
  /** How long one plugin may take to load (60 s); tests shorten it to show migrations are not bound by it. */
  pluginTimeoutMs?: number;
  /** The server's clock for HLCs and serverTime (the sync simulator moves it by hand). */
  clock?: () => number;
  /** Where links in emails point: the address people open the app at. */
  publicUrl: string;
  mail: MailConfig;
  oauth: OAuthConfig;
  push: PushConfig;
  support: SupportConfig;
}

// Both src/config.ts (tsx, vitest) and dist/server.js (the bundle) sit two levels below the repository root.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/** A client needs both halves; one without the other is a mistake worth stopping for. */
function oauthClient(env: NodeJS.ProcessEnv, prefix: string): OAuthClientConfig | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`] ?? '';
  const clientSecret = env[`${prefix}_CLIENT_SECRET`] ?? '';
  if (clientId === '' && clientSecret === '') return undefined;
  if (clientId === '' || clientSecret === '') {
    throw new Error(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  }
  return { clientId, clientSecret };
}

/** The `oauth` section: a provider is enabled by its client id and secret. */
export function loadOAuthConfig(env: NodeJS.ProcessEnv): OAuthConfig {
  const oauth: OAuthConfig = {};
  const google = oauthClient(env, 'GOOGLE');
  // The issuer stays as written: discovery checks it against the one the provider names.
  if (google) oauth.google = { ...google, issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com' };
  const github = oauthClient(env, 'GITHUB');
  if (github) {
    oauth.github = {
      ...github,
      webUrl: trimSlashes(env.GITHUB_URL || 'https://github.com'),
      apiUrl: trimSlashes(env.GITHUB_API_URL || 'https://api.github.com'),
    };
  }
  return oauth;
}

function flag(value: string | undefined, name: string): boolean {
  const setting = value?.trim().toLowerCase() ?? '';
  if (setting === '' || setting === 'false' || setting === '0') return false;
  if (setting === 'true' || setting === '1') return true;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** The address in MAIL_FROM ('Habitat <no-reply@habitat.local>' → no-reply@habitat.local). */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** The `push` section. Keys come as a pair or not at all, like an OAuth client. */
export function loadPushConfig(env: NodeJS.ProcessEnv, publicUrl: string, mailFrom: string): PushConfig {
  const vapidPublicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const vapidPrivateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if ((vapidPublicKey === '') !== (vapidPrivateKey === '')) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  // Apple's push service refuses a localhost subject; an https PUBLIC_URL says who runs the server.
  const subject =
    env.VAPID_SUBJECT?.trim() ||
    (publicUrl.startsWith('https://') ? publicUrl : `mailto:${mailAddress(mailFrom)}`);
  if (!/^(https:\/\/|mailto:)\S+$/.test(subject)) {
    throw new Error(`VAPID_SUBJECT must be an https: or mailto: URL, got "${subject}"`);
  }
  return {
    ...(vapidPublicKey ? { vapidPublicKey, vapidPrivateKey } : {}),
    vapidSubject: subject,
    allowInsecureEndpoints: flag(env.PUSH_ALLOW_INSECURE_ENDPOINTS, 'PUSH_ALLOW_INSECURE_ENDPOINTS'),
    reminderEveryMs: integer(env.PUSH_REMINDER_EVERY_MS, 30_000, 'PUSH_REMINDER_EVERY_MS'),
    sendEveryMs: integer(env.PUSH_SEND_EVERY_MS, 15_000, 'PUSH_SEND_EVERY_MS'),
  };
}

function httpUrl(value: string | undefined, name: string, fallback: string): string | undefined {
  const setting = value === undefined ? fallback : value.trim();
  if (setting === '') return undefined;
  let url: URL;
  try {
    url = new URL(setting);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return url.href;
}

/** The `support` section; a bad value stops the server rather than showing a broken link. */
export function loadSupportConfig(env: NodeJS.ProcessEnv): SupportConfig {
  const docsUrl = httpUrl(env.SUPPORT_DOCS_URL, 'SUPPORT_DOCS_URL', `${PROJECT_REPOSITORY_URL}#readme`);
  const issuesUrl = httpUrl(env.SUPPORT_ISSUES_URL, 'SUPPORT_ISSUES_URL', `${PROJECT_REPOSITORY_URL}/issues`);
  const email = env.SUPPORT_EMAIL?.trim() ?? '';
  if (email !== '' && !/^[^\s@<>?&,;:/\\]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(email)) {
    throw new Error(`SUPPORT_EMAIL must be an email address, got "${env.SUPPORT_EMAIL}"`);
  }
  return {
    ...(docsUrl ? { docsUrl } : {}),
    ...(issuesUrl ? { issuesUrl } : {}),
    ...(email ? { email } : {}),
  };
}

/** Reads the environment once at start; a bad value stops the server with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const dataDir = env.DATA_DIR ? resolve(cwd, env.DATA_DIR) : resolve(cwd, 'data');
  const webDist = env.WEB_DIST_DIR ?? resolve(repoRoot, 'web/dist');
  const port = integer(env.PORT, 3000, 'PORT');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const mailFrom = env.MAIL_FROM ?? 'Habitat <no-reply@habitat.local>';
  return {
    host: env.HOST ?? '0.0.0.0',
    port,
    dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.JWT_SECRET ? { jwtSecret: env.JWT_SECRET } : {}),
    accessTokenTtlSeconds: integer(env.ACCESS_TOKEN_TTL_SECONDS, 3600, 'ACCESS_TOKEN_TTL_SECONDS'),
    migrationsDir: resolve(repoRoot, 'migrations'),
    webDistDir: env.WEB_DIST_DIR === '' ? null : isAbsolute(webDist) ? webDist : resolve(cwd, webDist),
    authRateLimit: {
      max: integer(env.AUTH_RATE_LIMIT_MAX, 10, 'AUTH_RATE_LIMIT_MAX'),
      timeWindowMs: integer(env.AUTH_RATE_LIMIT_WINDOW_MS, 60_000, 'AUTH_RATE_LIMIT_WINDOW_MS'),
    },
    passwordRateLimit: {
      max: integer(env.PASSWORD_RATE_LIMIT_MAX, 10, 'PASSWORD_RATE_LIMIT_MAX'),
      timeWindowMs: integer(env.PASSWORD_RATE_LIMIT_WINDOW_MS, 15 * 60_000, 'PASSWORD_RATE_LIMIT_WINDOW_MS'),
    },
    // Never read from the environment: no setting can weaken a server's password hashes.
    passwordHashing: 'strong',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    shutdownGraceMs: integer(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    retentionDays: integer(env.RETENTION_DAYS, DEFAULT_RETENTION_DAYS, 'RETENTION_DAYS'),
    requestTimeoutMs: integer(env.REQUEST_TIMEOUT_MS, 120_000, 'REQUEST_TIMEOUT_MS'),
    weeklySummaryEveryMs: integer(env.WEEKLY_SUMMARY_EVERY_MS, 15 * 60_000, 'WEEKLY_SUMMARY_EVERY_MS'),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'habitat:',
    limits: scaledPerAddress(
      LIMITS,
      integer(env.LIMITS_PER_ADDRESS_SCALE, 1, 'LIMITS_PER_ADDRESS_SCALE') || 1,
    ),
    publicUrl,
    mail: {
      from: mailFrom,
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      outboxDir: env.MAIL_OUTBOX_DIR ? resolve(cwd, env.MAIL_OUTBOX_DIR) : join(dataDir, 'outbox'),
    },
    oauth: loadOAuthConfig(env),
    push: loadPushConfig(env, publicUrl, mailFrom),
    support: loadSupportConfig(env),
  };
}

/**
 * TRUST_PROXY: a number of proxy hops, or their addresses ("10.0.0.0/8,127.0.0.1"). "true", which
 * earlier versions took as "believe any X-Forwarded-For", means one hop: the usual single load
 * balancer, and never a header the client writes itself.
 */
export function trustedProxies(value: string | undefined): false | number | string {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false' || setting === '0') return false;
  if (setting === 'true') return 1;
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting;
}

let testKeys: { vapidPublicKey: string; vapidPrivateKey: string } | undefined;
function testVapidKeys() {
  if (!testKeys) {
    const keys = generateVapidKeys();
    testKeys = { vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey };
  }
  return testKeys;
}

/** Defaults for tests and the bench: API only, in-memory-friendly, quiet. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ WEB_DIST_DIR: '' });
  return {
    ...base,
    // Each app gets its own outbox, so a test reads only the mail it caused.
    mail: { ...base.mail, outboxDir: join(tmpdir(), `habitat-outbox-${randomUUID()}`) },
    jwtSecret: 'test-secret-with-enough-entropy-0123456789abcdef',
    // Tests sign up many accounts from one address; the rate limit has its own test.
    authRateLimit: { max: 10_000, timeWindowMs: 60_000 },
    passwordRateLimit: { max: 10_000, timeWindowMs: 60_000 },
    // Tests sign up thousands of accounts; strong hashing made that a large part of CI's time.
    passwordHashing: 'cheap-for-tests',
    // Likewise for the limits of item 8 (rates only; caps hold); each limit's test sets its own.
    limits: relaxedLimits(),
    logLevel: 'silent',
    // Tests run the weekly summary by hand, at the times they choose.
    weeklySummaryEveryMs: 0,
    // Pushes too; their push service runs on loopback, and no key file is written into ./data.
    push: {
      ...base.push,
      ...testVapidKeys(),
      allowInsecureEndpoints: true,
      reminderEveryMs: 0,
      sendEveryMs: 0,
    },
    ...overrides,
  };
}
