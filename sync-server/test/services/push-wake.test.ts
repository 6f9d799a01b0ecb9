import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { subscribeDevice, usePushService } from '../helpers/push';
import { registerUser, useTestApp } from '../helpers/test-app';

// The sender's loop on, with a poll far longer than the test: only the commit's wake-up can send.
const ctx = useTestApp({ push: { ...testConfig().push, sendEveryMs: 3_600_000 } });
const push = usePushService(ctx);

describe('the push sender, running', () => {
  it('wakes when the transaction that queued a push commits, and posts it', async () => {
    const ada = await registerUser(ctx.app);
    const device = await subscribeDevice(ctx.app, ada, push.service);
    const before = push.service.received.length;
    await ctx.database.db
      .transaction()
      .execute((trx) =>
        ctx.app.services.notifications.add(trx, [
          { userId: ada.userId, type: 'encouragement_received', data: { memberName: 'Grace' } },
        ]),
      );
    const received = await push.service.waitFor(before + 1);
    expect(received.at(-1)?.deviceId).toBe(device.id);
    expect(received.at(-1)?.message).toMatchObject({ kind: 'encouragement' });
  });
});
