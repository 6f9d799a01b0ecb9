import { describe, expect, it } from 'vitest';
import { MAX_PUSH_DEVICES } from '../../../../src/routes/api/push/index';
import { call } from '../../../helpers/groups';
import { messagesOf, subscribeDevice, usePushService } from '../../../helpers/push';
import { registerUser, useTestApp } from '../../../helpers/test-app';

const ctx = useTestApp();
const push = usePushService(ctx);

const rows = () => ctx.database.db.selectFrom('push_subscriptions').selectAll().orderBy('seen_at').execute();

/** Puts one notification in the bell of `userId` (an encouragement: pushed by default). */
async function notify(userId: string) {
  await ctx.database.db
    .transaction()
    .execute((trx) =>
      ctx.app.services.notifications.add(trx, [
        { userId, type: 'encouragement_received', data: { memberName: 'Grace' } },
      ]),
    );
}

describe('the push key', () => {
  it("is the server's VAPID public key, for signed-in callers", async () => {
    const ada = await registerUser(ctx.app);
    const response = await call(ctx.app, ada, 'GET', '/api/push/key');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { publicKey: ctx.app.push.publicKey } });
    expect(Buffer.from(ctx.app.push.publicKey, 'base64url')).toHaveLength(65);
    expect((await call(ctx.app, null, 'GET', '/api/push/key')).statusCode).toBe(401);
  });
});

describe('subscribing a device', () => {
  it("stores the device for the caller's session and answers the key it is registered under", async () => {
    const ada = await registerUser(ctx.app);
    const device = push.service.device();
    const response = await call(ctx.app, ada, 'POST', '/api/push/subscriptions', device.subscription);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { publicKey: ctx.app.push.publicKey } });
    const [row] = await rows();
    expect(row).toMatchObject({
      user_id: ada.userId,
      endpoint: device.endpoint,
      p256dh: device.subscription.keys.p256dh,
      auth: device.subscription.keys.auth,
      server_key: ctx.app.push.publicKey,
    });
    const session = await ctx.database.db.selectFrom('sessions').select('id').executeTakeFirstOrThrow();
    expect(row?.session_id).toBe(session.id);
  });

  it('is an upsert by endpoint: sent again (or twice at once) it stays one device', async () => {
    const ada = await registerUser(ctx.app);
    const device = push.service.device();
    const subscribe = () => call(ctx.app, ada, 'POST', '/api/push/subscriptions', device.subscription);
    const answers = await Promise.all([subscribe(), subscribe(), subscribe()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await subscribe();
    expect(await rows()).toHaveLength(1);
  });

  it('moves an endpoint re-registered by another account to it, without the first account’s pending pushes', async () => {
    const ada = await registerUser(ctx.app, { name: 'Ada' });
    const bob = await registerUser(ctx.app, { name: 'Bob' });
    const device = await subscribeDevice(ctx.app, ada, push.service);
    await notify(ada.userId);
    expect(await ctx.database.db.selectFrom('push_outbox').selectAll().execute()).toHaveLength(1);

    // Ada signed out without telling the server; Bob signs in on the same browser and turns push on.
    await call(ctx.app, bob, 'POST', '/api/push/subscriptions', device.subscription);
    const [row] = await rows();
    expect(row?.user_id).toBe(bob.userId);
    expect(await ctx.database.db.selectFrom('push_outbox').selectAll().execute()).toHaveLength(0);
    await ctx.app.push.dispatch();
    expect(messagesOf(push.service, device)).toEqual([]);
    // Ada may no longer remove it: it is Bob's now.
    const removed = await call(ctx.app, ada, 'DELETE', '/api/push/subscriptions', {
      endpoint: device.endpoint,
    });
    expect(removed.json()).toEqual({ success: true, data: { removed: false } });
    expect(await rows()).toHaveLength(1);
  });

  it(`keeps a person's ${MAX_PUSH_DEVICES} most recently registered devices and forgets the oldest`, async () => {
    const ada = await registerUser(ctx.app);
    const devices = [];
    for (let i = 0; i <= MAX_PUSH_DEVICES; i += 1)
      devices.push(await subscribeDevice(ctx.app, ada, push.service));
    const kept = (await rows()).map((row) => row.endpoint);
    expect(kept).toHaveLength(MAX_PUSH_DEVICES);
    expect(kept).not.toContain(devices[0]?.endpoint);
    expect(kept).toContain(devices[MAX_PUSH_DEVICES]?.endpoint);
    // Another person's devices do not count against it.
    const bob = await registerUser(ctx.app);
    await subscribeDevice(ctx.app, bob, push.service);
    expect(await rows()).toHaveLength(MAX_PUSH_DEVICES + 1);
  });

  it('refuses a body that is not a subscription, naming what is wrong', async () => {
    const ada = await registerUser(ctx.app);
    const { subscription } = push.service.device();
    const cases: [object, RegExp][] = [
      [{}, /endpoint/],
      [{ ...subscription, keys: undefined }, /keys/],
      [{ ...subscription, endpoint: 'not a url' }, /^endpoint must be a URL$/],
      [{ ...subscription, endpoint: 'ftp://push.example.com/x' }, /http/],
      [{ ...subscription, endpoint: 'https://user:secret@push.example.com/x' }, /user name or password/],
      [{ ...subscription, endpoint: `https://push.example.com/${'x'.repeat(2100)}` }, /2048/],
      [{ ...subscription, keys: { ...subscription.keys, p256dh: 'short' } }, /p256dh/],
      // 87 base64url characters, but not a point on the curve.
      [{ ...subscription, keys: { ...subscription.keys, p256dh: `BA${'A'.repeat(85)}` } }, /is not a P-256/],
      [{ ...subscription, keys: { ...subscription.keys, auth: 'x'.repeat(40) } }, /auth/],
      [{ ...subscription, expirationTime: 1000 }, /already expired/],
      [{ ...subscription, extra: true }, /.+/],
    ];
    for (const [body, message] of cases) {
      const response = await call(ctx.app, ada, 'POST', '/api/push/subscriptions', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    expect(await rows()).toHaveLength(0);
  });

  it('accepts only https endpoints on public host names unless the configuration allows others', async () => {
    const ada = await registerUser(ctx.app);
    const { subscription } = push.service.device();
    const config = ctx.app.config.push;
    config.allowInsecureEndpoints = false;
    try {
      const refused: [string, string][] = [
        [subscription.endpoint, 'endpoint must be an https URL'],
        ['https://127.0.0.1/push/x', 'endpoint must name its push service by host name'],
        ['https://[::1]/push/x', 'endpoint must name its push service by host name'],
        ['https://10.0.0.8/push/x', 'endpoint must name its push service by host name'],
        ['https://localhost/push/x', 'endpoint must be a public push service'],
        ['https://metadata.google.internal/computeMetadata', 'endpoint must be a public push service'],
        ['https://router/push', 'endpoint must be a public push service'],
      ];
      for (const [endpoint, error] of refused) {
        const response = await call(ctx.app, ada, 'POST', '/api/push/subscriptions', {
          ...subscription,
          endpoint,
        });
        expect(response.json(), endpoint).toEqual({ success: false, error });
      }
      const fcm = { ...subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' };
      expect((await call(ctx.app, ada, 'POST', '/api/push/subscriptions', fcm)).statusCode).toBe(200);
    } finally {
      config.allowInsecureEndpoints = true;
    }
  });
});

describe('unsubscribing a device', () => {
  it('forgets only the caller’s own device, and is harmless when repeated', async () => {
    const ada = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const adas = await subscribeDevice(ctx.app, ada, push.service);
    const bobs = await subscribeDevice(ctx.app, bob, push.service);
    const remove = (who: typeof ada, endpoint: string) =>
      call(ctx.app, who, 'DELETE', '/api/push/subscriptions', { endpoint });
    expect((await remove(ada, bobs.endpoint)).json()).toEqual({ success: true, data: { removed: false } });
    expect((await remove(ada, adas.endpoint)).json()).toEqual({ success: true, data: { removed: true } });
    expect((await remove(ada, adas.endpoint)).json()).toEqual({ success: true, data: { removed: false } });
    expect((await rows()).map((row) => row.user_id)).toEqual([bob.userId]);
    expect((await call(ctx.app, ada, 'DELETE', '/api/push/subscriptions', {})).statusCode).toBe(400);
    expect(
      (await call(ctx.app, null, 'DELETE', '/api/push/subscriptions', { endpoint: bobs.endpoint }))
        .statusCode,
    ).toBe(401);
  });

  it('stops pushes to a device whose session ended (sign-out elsewhere, a password change)', async () => {
    const ada = await registerUser(ctx.app);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    await notify(ada.userId);
    // The app signed out without reaching the push route: the session's end is enough.
    expect((await call(ctx.app, ada, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    await notify(ada.userId);
    const run = await ctx.app.push.dispatch();
    expect(run.delivered).toBe(0);
    expect(messagesOf(push.service, device)).toEqual([]);
    expect(await rows()).toHaveLength(0);
  });
});
