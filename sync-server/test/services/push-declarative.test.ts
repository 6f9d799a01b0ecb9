import { reminderPush } from '@habitat/domain';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ClaimedPush, PushRepository } from '../../src/repositories/push-repository';
import type { PushSender } from '../../src/services/push-delivery';
import { dispatchPushes } from '../../src/services/push-dispatch';

/**
 * Issue 32: an iPhone's home-screen app is pushed declaratively (Apple's push service shows the
 * notification itself); every other push service is sent the classic message the worker shows.
 * The sender is the one thing faked: no test can post to Apple.
 */
const ORIGIN = 'https://habitat.example';
const message = { ...reminderPush({ id: 'h1', icon: '📖', name: 'Read' }, '2026-11-29'), badge: 3 };

function claimed(endpoint: string, id: string): ClaimedPush {
  return {
    id,
    subscriptionId: `s-${id}`,
    kind: 'reminder',
    payload: { ...message },
    expiresAt: new Date(Date.now() + 3600_000),
    attempts: 0,
    endpoint,
    p256dh: 'key',
    auth: 'auth',
    serverKey: 'server',
  };
}

describe('the payload each push service is sent', () => {
  it("is declarative for Apple's, with the page to open and the badge, and classic for the others", async () => {
    const pushes = [
      claimed('https://web.push.apple.com/QGuQyavXutnMfb', 'apple'),
      claimed('https://fcm.googleapis.com/fcm/send/abc', 'google'),
    ];
    let claims = 0;
    const repo = {
      dropEndedSubscriptions: async () => 0,
      purgeOutbox: async () => {},
      claim: async () => (claims++ === 0 ? pushes : []),
      finish: async () => {},
    } as unknown as PushRepository;
    const sent = new Map<string, unknown>();
    const sender: PushSender = {
      send: async (target, payload) => {
        sent.set(target.endpoint, JSON.parse(payload));
        return { kind: 'delivered' };
      },
      close: () => {},
    };
    const log = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
    const run = await dispatchPushes({ repo, sender, serverKey: 'server', origin: ORIGIN, log }, new Date());

    expect(run.delivered).toBe(2);
    // Written out by hand, as Safari reads it: not built by the function under test.
    expect(sent.get('https://web.push.apple.com/QGuQyavXutnMfb')).toEqual({
      web_push: 8030,
      notification: {
        title: 'Time for 📖 Read',
        body: message.body,
        tag: 'h1|2026-11-29',
        lang: 'en',
        dir: 'auto',
        navigate: 'https://habitat.example/app/dashboard',
        data: message,
        mutable: true,
      },
      mutable: true,
      app_badge: 3,
    });
    expect(sent.get('https://fcm.googleapis.com/fcm/send/abc')).toEqual(message);
  });
});
