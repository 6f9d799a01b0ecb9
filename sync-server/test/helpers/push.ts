import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app';
import { call } from './groups';
import { startTestPushService, type TestDevice, type TestPushService } from './push-service';
import type { Account, TestContext } from './test-app';

/** Starts a test push service for the file, checking posts against the file's app's key. */
export function usePushService(ctx: TestContext): { service: TestPushService } {
  const holder = {} as { service: TestPushService };
  beforeAll(async () => {
    holder.service = await startTestPushService(() => ctx.app.push.publicKey);
  });
  afterAll(async () => {
    await holder.service?.close();
  });
  return holder;
}

/** A new browser of `account` turning push on: a device at the service, registered with the app. */
export async function subscribeDevice(
  app: App,
  account: Account,
  service: TestPushService,
): Promise<TestDevice> {
  const device = service.device();
  const response = await call(app, account, 'POST', '/api/push/subscriptions', device.subscription);
  if (response.statusCode !== 200) throw new Error(`subscribe failed: ${response.body}`);
  return device;
}

/** The decrypted messages a device received. */
export function messagesOf(service: TestPushService, device: TestDevice) {
  return service.received.filter((push) => push.deviceId === device.id).map((push) => push.message);
}
