import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadPushConfig, testConfig } from '../../src/config';
import { generateVapidKeys, isP256PublicKey, resolveVapidKeys } from '../../src/services/push-keys';
import { openTestDatabase } from '../helpers/test-database';

const folder = () => mkdtemp(join(tmpdir(), 'habitat-vapid-'));

describe('VAPID keys', () => {
  it('are generated once into the data folder, private to the server, and reused', async () => {
    const dir = await folder();
    const first = await resolveVapidKeys({}, dir);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(isP256PublicKey(first.publicKey)).toBe(true);
    expect(await resolveVapidKeys({}, dir)).toEqual(first);
    expect(JSON.parse(await readFile(join(dir, 'vapid-keys.json'), 'utf8'))).toEqual(first);
    expect((await stat(join(dir, 'vapid-keys.json'))).mode & 0o777).toBe(0o600);
    expect(await resolveVapidKeys({}, await folder())).not.toEqual(first);
  });

  it('are one pair when two servers start on the same folder at once', async () => {
    const dir = await folder();
    const pairs = await Promise.all(Array.from({ length: 6 }, () => resolveVapidKeys({}, dir)));
    for (const pair of pairs) expect(pair).toEqual(pairs[0]);
    expect(JSON.parse(await readFile(join(dir, 'vapid-keys.json'), 'utf8'))).toEqual(pairs[0]);
  });

  it('come from the environment when given, and must belong together', async () => {
    const dir = await folder();
    const given = generateVapidKeys();
    expect(await resolveVapidKeys(given, dir)).toEqual(given);
    await expect(stat(join(dir, 'vapid-keys.json'))).rejects.toThrow();
    const other = generateVapidKeys();
    await expect(
      resolveVapidKeys({ publicKey: given.publicKey, privateKey: other.privateKey }, dir),
    ).rejects.toThrow('the VAPID public key does not match the private key');
    await expect(resolveVapidKeys({ publicKey: given.publicKey, privateKey: 'nope' }, dir)).rejects.toThrow(
      'not a base64url P-256 key',
    );
  });

  it('stop the server when the stored file is damaged, rather than start with different keys', async () => {
    const dir = await folder();
    await writeFile(join(dir, 'vapid-keys.json'), '{"publicKey":');
    await expect(resolveVapidKeys({}, dir)).rejects.toThrow('is not JSON');
  });

  it('are what the app subscribes devices with: the pair stored in its data folder, across restarts', {
    timeout: 90_000,
  }, async () => {
    const dataDir = await folder();
    const database = await openTestDatabase();
    try {
      const started = async () => {
        const base = testConfig();
        const app = await buildApp({
          ...base,
          dataDir,
          database,
          push: { ...base.push, vapidPublicKey: undefined, vapidPrivateKey: undefined },
        });
        await app.ready();
        const key = app.push.publicKey;
        await app.close();
        return key;
      };
      const generated = await started();
      const stored = JSON.parse(await readFile(join(dataDir, 'vapid-keys.json'), 'utf8'));
      expect(stored.publicKey).toBe(generated);
      expect(await started()).toBe(generated);
    } finally {
      await database.close();
    }
  });
});

describe('push configuration', () => {
  const load = (env: NodeJS.ProcessEnv, publicUrl = 'http://localhost:3000') =>
    loadPushConfig(env, publicUrl, 'Habitat <no-reply@habitat.example>');

  it('defaults to https endpoints only, a subject that says who runs the server, and running loops', () => {
    expect(load({})).toEqual({
      vapidSubject: 'mailto:no-reply@habitat.example',
      allowInsecureEndpoints: false,
      reminderEveryMs: 30_000,
      sendEveryMs: 15_000,
    });
    expect(load({}, 'https://habitat.example').vapidSubject).toBe('https://habitat.example');
  });

  it('reads the keys as a pair and refuses half of one, a bad subject or a bad flag', () => {
    const keys = generateVapidKeys();
    expect(load({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })).toMatchObject({
      vapidPublicKey: keys.publicKey,
      vapidPrivateKey: keys.privateKey,
    });
    expect(() => load({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
    expect(() => load({ VAPID_SUBJECT: 'ops@habitat.example' })).toThrow(
      'VAPID_SUBJECT must be an https: or mailto: URL',
    );
    expect(() => load({ PUSH_ALLOW_INSECURE_ENDPOINTS: 'yes' })).toThrow(
      'PUSH_ALLOW_INSECURE_ENDPOINTS must be true or false',
    );
    expect(load({ PUSH_ALLOW_INSECURE_ENDPOINTS: 'true', PUSH_SEND_EVERY_MS: '0' })).toMatchObject({
      allowInsecureEndpoints: true,
      sendEveryMs: 0,
    });
  });
});
