import { describe, expect, it } from 'vitest';
import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from '../../src/services/push-dispatch';
import { messagesOf, subscribeDevice, usePushService } from '../helpers/push';
import { registerUser, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const push = usePushService(ctx);

/** An encouragement in the person's bell, written as the app writes it; pushed by default. */
async function notify(userId: string) {
  await ctx.database.db
    .transaction()
    .execute((trx) =>
      ctx.app.services.notifications.add(trx, [
        { userId, type: 'encouragement_received', data: { memberName: 'Grace' } },
      ]),
    );
}

const outbox = () => ctx.database.db.selectFrom('push_outbox').selectAll().execute();
const subscriptions = () => ctx.database.db.selectFrom('push_subscriptions').selectAll().execute();
const inMs = (ms: number) => new Date(Date.now() + ms);

describe('the push sender', () => {
  it('posts each waiting message once, and has nothing left to post after', async () => {
    const ada = await registerUser(ctx.app);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    await notify(ada.userId);
    expect(await ctx.app.push.dispatch(inMs(0))).toEqual({ delivered: 1, retrying: 0, dropped: 0, gone: 0 });
    expect(await ctx.app.push.dispatch(inMs(1000))).toEqual({
      delivered: 0,
      retrying: 0,
      dropped: 0,
      gone: 0,
    });
    expect(messagesOf(push.service, device)).toHaveLength(1);
    expect(await outbox()).toEqual([]);
  });

  it.each([404, 410])(
    'forgets a subscription its push service answers %i for, and all queued for it',
    async (status) => {
      const ada = await registerUser(ctx.app);
      const gone = await subscribeDevice(ctx.app, ada, push.service);
      const kept = await subscribeDevice(ctx.app, ada, push.service);
      push.service.answer(gone.id, status, status);
      await notify(ada.userId);
      await notify(ada.userId);
      const run = await ctx.app.push.dispatch(inMs(0));
      expect(run.gone).toBe(1);
      expect((await subscriptions()).map((row) => row.endpoint)).toEqual([kept.endpoint]);
      expect(messagesOf(push.service, kept)).toHaveLength(2);
      expect(messagesOf(push.service, gone)).toEqual([]);
      expect(await outbox()).toEqual([]);
    },
  );

  it('tries again after a 5xx, with growing waits, and delivers once the service is back', async () => {
    const ada = await registerUser(ctx.app);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    push.service.answer(device.id, 503, 502);
    await notify(ada.userId);
    const start = Date.now();
    expect(await ctx.app.push.dispatch(new Date(start))).toMatchObject({ retrying: 1, delivered: 0 });
    // Not before its wait: 30 s after the first failure, 60 s after the second.
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(await ctx.app.push.dispatch(new Date(start + 29_000))).toMatchObject({
      retrying: 0,
      delivered: 0,
    });
    expect(await ctx.app.push.dispatch(new Date(start + 31_000))).toMatchObject({ retrying: 1 });
    expect(await ctx.app.push.dispatch(new Date(start + 31_000 + 59_000))).toMatchObject({ delivered: 0 });
    expect(await ctx.app.push.dispatch(new Date(start + 31_000 + 61_000))).toMatchObject({ delivered: 1 });
    expect(messagesOf(push.service, device)).toHaveLength(1);
    expect(await subscriptions()).toHaveLength(1);
  });

  it("waits as long as a 429's Retry-After asks", async () => {
    const ada = await registerUser(ctx.app);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    push.service.answer(device.id, { status: 429, headers: { 'retry-after': '300' } });
    await notify(ada.userId);
    const start = Date.now();
    await ctx.app.push.dispatch(new Date(start));
    expect(await ctx.app.push.dispatch(new Date(start + 290_000))).toMatchObject({ delivered: 0 });
    expect(await ctx.app.push.dispatch(new Date(start + 301_000))).toMatchObject({ delivered: 1 });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, keeping the subscription`, async () => {
    const ada = await registerUser(ctx.app);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    push.service.answer(device.id, 500, 500, 500, 500, 500, 500);
    await notify(ada.userId);
    let at = Date.now();
    const runs = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      runs.push(await ctx.app.push.dispatch(new Date(at)));
      at += retryDelayMs(attempt) + 1000;
    }
    expect(runs.map((run) => run.retrying)).toEqual([1, 1, 1, 1, 0]);
    expect(runs.at(-1)?.dropped).toBe(1);
    expect(await outbox()).toEqual([]);
    expect(await subscriptions()).toHaveLength(1);
    expect(messagesOf(push.service, device)).toEqual([]);
  });

  it('drops a message the service refuses (400) and one that expired, but keeps the device', async () => {
    const ada = await registerUser(ctx.app);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    push.service.answer(device.id, 400);
    await notify(ada.userId);
    expect(await ctx.app.push.dispatch(inMs(0))).toMatchObject({ dropped: 1 });
    await notify(ada.userId);
    // An encouragement is news for a day; two days later it is not sent.
    expect(await ctx.app.push.dispatch(inMs(48 * 3600_000))).toMatchObject({ delivered: 0 });
    expect(await outbox()).toEqual([]);
    expect(messagesOf(push.service, device)).toEqual([]);
    expect(await subscriptions()).toHaveLength(1);
  });

  it('takes again a message whose sender died after claiming it, once the lease has run out', async () => {
    const ada = await registerUser(ctx.app);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    await notify(ada.userId);
    const start = Date.now();
    // Another instance claims it and dies before posting.
    expect(await ctx.app.push.repo.claim(new Date(start), new Date(start + LEASE_MS), 10)).toHaveLength(1);
    expect(await ctx.app.push.dispatch(new Date(start + 1000))).toMatchObject({ delivered: 0 });
    expect(await ctx.app.push.dispatch(new Date(start + LEASE_MS + 1000))).toMatchObject({ delivered: 1 });
    expect(messagesOf(push.service, device)).toHaveLength(1);
  });

  it('posts nothing for an event whose transaction rolled back', async () => {
    const ada = await registerUser(ctx.app);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        await ctx.app.services.notifications.add(trx, [
          { userId: ada.userId, type: 'encouragement_received', data: { memberName: 'Grace' } },
        ]);
        throw new Error('the event failed after its notification was written');
      }),
    ).rejects.toThrow('the event failed');
    expect(await outbox()).toEqual([]);
    await ctx.app.push.dispatch(inMs(0));
    expect(messagesOf(push.service, device)).toEqual([]);
  });

  it('does not post to a device subscribed under a VAPID key the server no longer has', async () => {
    const ada = await registerUser(ctx.app);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    await ctx.database.db.updateTable('push_subscriptions').set({ server_key: 'an-older-key' }).execute();
    await notify(ada.userId);
    expect(await ctx.app.push.dispatch(inMs(0))).toMatchObject({ dropped: 1, delivered: 0 });
    expect(push.service.rejected).toEqual([]);
    expect(messagesOf(push.service, device)).toEqual([]);
  });
});
