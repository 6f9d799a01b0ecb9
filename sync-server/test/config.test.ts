import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig, trustedProxies } from '../src/config';
import { redactUrl } from '../src/logging';
import { LIMITS } from '../src/services/limits/limit-table';
import { hashPassword, verifyPassword } from '../src/services/passwords';
import { resolveJwtSecret } from '../src/services/secrets';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data and PGlite', () => {
    const config = loadConfig({}, '/srv/habitat');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/srv/habitat/data');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('hashes passwords at the strong cost whatever the environment says; only tests lower it', async () => {
    const tryingToWeaken = { PASSWORD_HASHING: 'cheap-for-tests', NODE_ENV: 'test', CI: 'true' };
    expect(loadConfig({}, '/srv/habitat').passwordHashing).toBe('strong');
    expect(loadConfig(tryingToWeaken, '/srv/habitat').passwordHashing).toBe('strong');
    expect(testConfig().passwordHashing).toBe('cheap-for-tests');
    // OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
    const strong = await hashPassword('Engine42x', 'strong');
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(strong, 'Engine42x', 'cheap-for-tests')).toBe(true);
    expect(await verifyPassword(strong, 'Engine42y', 'strong')).toBe(false);
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig(
      { PORT: '8080', DATA_DIR: 'state', DATABASE_URL: 'postgres://db/habitat' },
      '/srv/habitat',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/habitat/state',
      databaseUrl: 'postgres://db/habitat',
    });
  });

  it('reads the limits: the shipped table, REDIS_URL, and per-address limits scaled for a shared address', () => {
    const plain = loadConfig({});
    expect(plain.limits).toBe(LIMITS);
    expect(plain.redisUrl).toBeUndefined();
    const shared = loadConfig({ REDIS_URL: 'redis://cache:6379', LIMITS_PER_ADDRESS_SCALE: '10' });
    expect(shared.redisUrl).toBe('redis://cache:6379');
    expect(shared.limits.invitationsPerAddress.max).toBe(LIMITS.invitationsPerAddress.max * 10);
    expect(shared.limits.invitationsPerInviter.max).toBe(LIMITS.invitationsPerInviter.max);
    expect(shared.limits.activeHabits.max).toBe(LIMITS.activeHabits.max);
  });

  it('stops on a bad number, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a non-negative integer, got "eighty"');
  });
});

describe('resolveJwtSecret', () => {
  it('generates a secret once, keeps it private in the data folder, and reuses it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'habitat-secret-'));
    const first = await resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveJwtSecret(undefined, dir)).toBe(first);
    expect((await readFile(join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    const other = await resolveJwtSecret(undefined, await mkdtemp(join(tmpdir(), 'habitat-secret-')));
    expect(other).not.toBe(first);
  });

  it('prefers JWT_SECRET and refuses a short one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'habitat-secret-'));
    expect(await resolveJwtSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
    await expect(resolveJwtSecret('short', dir)).rejects.toThrow('JWT_SECRET must be at least 32 characters');
  });
});

describe('redactUrl', () => {
  it('masks tokens in queries and invitation paths', () => {
    expect(redactUrl('/auth/callback?token=abc.def&user=%7B%7D&next=1')).toBe(
      '/auth/callback?token=%5Bredacted%5D&user=%5Bredacted%5D&next=1',
    );
    expect(redactUrl('/api/workspaces/invitations/tok123/accept')).toBe(
      '/api/workspaces/invitations/[redacted]/accept',
    );
    expect(redactUrl('/invite/tok123')).toBe('/invite/[redacted]');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

describe('TRUST_PROXY', () => {
  it('is a number of hops or a list of proxy addresses, never "believe any header"', () => {
    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies('false')).toBe(false);
    expect(trustedProxies('0')).toBe(false);
    expect(trustedProxies('true')).toBe(1);
    expect(trustedProxies('2')).toBe(2);
    expect(trustedProxies('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });
});
