import { type PushMessage, pushPayload } from '@habitat/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedPush, PushRepository } from '../repositories/push-repository';
import type { PushSender, PushUrgency } from './push-delivery';

/**
 * Posts what waits in the push outbox. Several instances may run this at once: a message is
 * claimed by moving its next attempt a lease ahead (`for update skip locked`), so each is posted by
 * one of them, and a claim whose instance died is taken again once the lease has passed. A push
 * service that is down or busy (5xx, 429, no answer) is tried again after 30 s, 1, 2 and 4 minutes
 * (or its Retry-After), five attempts in all and never past the message's expiry; a subscription
 * the service says is gone (404, 410) is dropped with everything queued for it. A process killed
 * between the service's acceptance and the row's removal is the one way a push arrives twice.
 */

export const LEASE_MS = 60_000;
export const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 30_000;
const BATCH = 50;
/** Posts in flight at once. */
const IN_FLIGHT = 8;
/** Batches one run works through at most; the rest wait for the next run. */
const MAX_BATCHES = 20;

const URGENCY: Record<ClaimedPush['kind'], PushUrgency> = {
  reminder: 'high',
  encouragement: 'normal',
  group: 'low',
};

export function retryDelayMs(attempts: number): number {
  return FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
}

export interface DispatchDeps {
  repo: PushRepository;
  sender: PushSender;
  /** The VAPID public key this instance signs with: a subscription made with another is not posted to. */
  serverKey: string;
  /** The site's address (PUBLIC_URL): a declarative push names the page a tap opens in full. */
  origin: string;
  log: FastifyBaseLogger;
}

export interface DispatchRun {
  delivered: number;
  retrying: number;
  /** Given up: refused, expired, out of attempts, or made with another key. */
  dropped: number;
  /** Subscriptions forgotten because their push service said they are gone. */
  gone: number;
}

export async function dispatchPushes(deps: DispatchDeps, now: Date): Promise<DispatchRun> {
  const run: DispatchRun = { delivered: 0, retrying: 0, dropped: 0, gone: 0 };
  await deps.repo.dropEndedSubscriptions(now);
  await deps.repo.purgeOutbox(now);

  async function deliver(push: ClaimedPush): Promise<void> {
    const ttlMs = push.expiresAt.getTime() - now.getTime();
    if (push.serverKey !== deps.serverKey || ttlMs <= 0) {
      await deps.repo.finish(push.id);
      run.dropped += 1;
      return;
    }
    // Stored as the classic message; Apple's push service is sent its declarative form (issue 32).
    const outcome = await deps.sender.send(
      { endpoint: push.endpoint, p256dh: push.p256dh, auth: push.auth },
      pushPayload(push.endpoint, push.payload as unknown as PushMessage, deps.origin),
      { ttlSeconds: ttlMs / 1000, urgency: URGENCY[push.kind] },
    );
    switch (outcome.kind) {
      case 'delivered':
        await deps.repo.finish(push.id);
        run.delivered += 1;
        return;
      case 'gone':
        // Other messages to the same device may find it gone at the same moment: counted once.
        if (await deps.repo.dropSubscription(push.subscriptionId)) {
          deps.log.info(
            { subscriptionId: push.subscriptionId, reason: outcome.reason },
            'push subscription gone',
          );
          run.gone += 1;
        }
        return;
      case 'refused':
        deps.log.warn({ pushId: push.id, reason: outcome.reason }, 'push refused');
        await deps.repo.finish(push.id);
        run.dropped += 1;
        return;
      case 'retry': {
        const at = now.getTime() + Math.max(retryDelayMs(push.attempts), outcome.afterMs ?? 0);
        if (push.attempts >= MAX_ATTEMPTS || at >= push.expiresAt.getTime()) {
          deps.log.warn({ pushId: push.id, reason: outcome.reason }, 'push given up');
          await deps.repo.finish(push.id);
          run.dropped += 1;
          return;
        }
        await deps.repo.retryAt(push.id, new Date(at));
        run.retrying += 1;
        return;
      }
    }
  }

  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const claimed = await deps.repo.claim(now, new Date(now.getTime() + LEASE_MS), BATCH);
    for (let i = 0; i < claimed.length; i += IN_FLIGHT) {
      await Promise.all(
        claimed.slice(i, i + IN_FLIGHT).map((push) =>
          deliver(push).catch((err: unknown) => {
            // Left claimed: taken again when its lease runs out.
            deps.log.error({ err, pushId: push.id }, 'push not sent');
          }),
        ),
      );
    }
    if (claimed.length < BATCH) break;
  }
  return run;
}
