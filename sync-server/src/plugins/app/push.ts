import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUSH_CHANNEL, type PushRepository } from '../../repositories/push-repository';
import { createPushSender } from '../../services/push-delivery';
import { type DispatchRun, dispatchPushes } from '../../services/push-dispatch';
import { resolveVapidKeys } from '../../services/push-keys';
import { queueDueReminders } from '../../services/push-reminders';

export interface PushService {
  /** The VAPID public key devices subscribe with. */
  publicKey: string;
  repo: PushRepository;
  /** One pass of the sender: the loop runs it; tests run it at the times they choose. */
  dispatch(now?: Date): Promise<DispatchRun>;
  /** One pass of the reminder scheduler: queues the reminders due now. */
  queueReminders(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

/** Runs `work` now, or once more after the run in progress: wake-ups never overlap or pile up. */
function coalesced(work: () => Promise<void>) {
  let running: Promise<void> | null = null;
  let again = false;
  return {
    trigger() {
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await work();
        } while (again);
      })().finally(() => {
        running = null;
      });
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/**
 * Web Push (issue 16): the VAPID keys, the outbox sender and the reminder scheduler. The sender
 * wakes when a transaction that queued pushes commits (NOTIFY on PUSH_CHANNEL, from any instance)
 * and every `sendEveryMs` for retries; reminders are looked for every `reminderEveryMs`. Both are
 * off in tests, which run the passes by hand. Nothing is held in memory between passes.
 */
export default fp(
  async (app: FastifyInstance) => {
    const config = app.config.push;
    const keys = await resolveVapidKeys(
      { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey },
      app.config.dataDir,
    );
    const repo = app.repos.push;
    const sender = createPushSender({
      keys,
      subject: config.vapidSubject,
      allowInsecureEndpoints: config.allowInsecureEndpoints,
    });
    const clock = () => new Date((app.config.clock ?? Date.now)());
    const deps = { repo, sender, serverKey: keys.publicKey, origin: app.config.publicUrl, log: app.log };
    const reminderDeps = {
      db: app.database.db,
      repo: app.repos.pushReminders,
      push: repo,
      serverKey: keys.publicKey,
    };
    app.decorate('push', {
      publicKey: keys.publicKey,
      repo,
      dispatch: (now = clock()) => dispatchPushes(deps, now),
      queueReminders: (now = clock()) => queueDueReminders(reminderDeps, now),
    });

    const timers: ReturnType<typeof setInterval>[] = [];
    const loops: { idle(): Promise<void> }[] = [];
    let stopListening: (() => Promise<void>) | undefined;

    if (config.sendEveryMs > 0) {
      const sending = coalesced(async () => {
        try {
          const run = await dispatchPushes(deps, clock());
          if (run.retrying + run.dropped + run.gone > 0) app.log.info(run, 'pushes');
        } catch (err) {
          app.log.error({ err }, 'pushes failed');
        }
      });
      loops.push(sending);
      app.addHook('onReady', async () => {
        stopListening = await app.database.listen(PUSH_CHANNEL, () => sending.trigger());
        sending.trigger();
      });
      timers.push(setInterval(sending.trigger, config.sendEveryMs).unref());
    }

    if (config.reminderEveryMs > 0) {
      const reminding = coalesced(async () => {
        try {
          await queueDueReminders(reminderDeps, clock());
        } catch (err) {
          app.log.error({ err }, 'push reminders failed');
        }
      });
      loops.push(reminding);
      app.addHook('onReady', async () => reminding.trigger());
      timers.push(setInterval(reminding.trigger, config.reminderEveryMs).unref());
    }

    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await stopListening?.();
      await Promise.all(loops.map((loop) => loop.idle()));
      sender.close();
    });
  },
  { name: 'push', dependencies: ['db', 'repositories'] },
);
