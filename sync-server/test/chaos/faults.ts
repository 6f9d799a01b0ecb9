import type { SmallDisk } from '../helpers/small-disk';
import { pause, within } from './deadline';
import type { ChaosProxy, ProxyPolicy } from './proxy';
import type { Random } from './random';
import type { ServerControl } from './server-control';

/**
 * What goes wrong, and when: drawn from the seed before the run starts, so the same seed makes the
 * same plan. Rounds are numbered from 1 (round 0 sets the devices up, with nothing going wrong).
 */
export interface ChaosPlan {
  rounds: number;
  /**
   * The server is killed (kill -9) in `round` as the next push of at least `minBytes` reaches it:
   * the first kill meets the offline device's month of changes as it comes back.
   */
  kills: Kill[];
  /** Full-disk episodes: the disk fills at the start of `from` and is freed once a write was refused, or after `to`. */
  diskFull: Array<{ from: number; to: number }>;
  /** A device clock set by some hours mid-run (besides every device's own skew). */
  clockSet: { round: number; hours: number };
  /** The month offline: the device is cut off from round `from` to round `to` and walks through `days` days. */
  offline: { from: number; to: number; days: number };
  policy: ProxyPolicy;
}

export interface Kill {
  round: number;
  minBytes: number;
}

/** A push this large is a month of changes (about 200 bytes each), not a round's few. */
export const MONTH_PUSH_BYTES = 8000;

export interface PlanShape {
  rounds: number;
  kills: number;
  diskFullEpisodes: number;
  offlineDays: number;
}

/** The flaky network of every chaos round: per request, the chance of each fault. */
export const FLAKY: ProxyPolicy = {
  delay: 0.15,
  drop: 0.03,
  cutRequest: 0.04,
  loseResponse: 0.06,
  cutResponse: 0.04,
  maxDelayMs: 1200,
};

/** Episodes last up to this many rounds while no write has been refused. */
const DISK_FULL_ROUNDS = 3;

export function planChaos(random: Random, shape: PlanShape): ChaosPlan {
  const { rounds } = shape;
  if (rounds < 6) throw new Error('a chaos run needs at least 6 rounds');
  // The offline device is back two rounds before the end: its month of changes goes up through
  // the faults too, and the first kill meets it.
  const offline = { from: 1, to: rounds - 2, days: shape.offlineDays };
  const back = offline.to + 1;
  // Rounds 2 to rounds-1 hold the kills and full disks: episodes apart, and no kill during one (each
  // waits for the other to be over anyway: a disk fills once the server is back up).
  const busy = new Set<number>([back]);
  const kills: Kill[] = shape.kills > 0 ? [{ round: back, minBytes: MONTH_PUSH_BYTES }] : [];
  const diskFull: ChaosPlan['diskFull'] = [];
  for (let attempt = 0; diskFull.length < shape.diskFullEpisodes && attempt < 200; attempt += 1) {
    const from = random.int(2, Math.max(2, back - DISK_FULL_ROUNDS));
    const to = Math.min(back - 1, from + DISK_FULL_ROUNDS - 1);
    let clash = false;
    for (let r = from - 1; r <= to + 1; r += 1) if (busy.has(r) && r !== back) clash = true;
    if (clash) continue;
    for (let r = from; r <= to; r += 1) busy.add(r);
    diskFull.push({ from, to });
  }
  // With two full disks and kills to spare, one kill lands in the middle of the second: the server
  // starts again on a disk with no room, as an orchestrator restarting a 503 instance would have it.
  const second = diskFull.sort((a, b) => a.from - b.from)[1];
  if (second && shape.kills >= 3) kills.push({ round: second.from + 1, minBytes: 0 });
  for (let attempt = 0; kills.length < shape.kills && attempt < 200; attempt += 1) {
    const round = random.int(2, rounds - 1);
    if (busy.has(round)) continue;
    busy.add(round);
    kills.push({ round, minBytes: 0 });
  }
  if (kills.length < shape.kills || diskFull.length < shape.diskFullEpisodes) {
    throw new Error(
      `${rounds} rounds cannot hold ${shape.kills} kills and ${shape.diskFullEpisodes} full disks`,
    );
  }
  const hours = random.int(2, 6) * (random.chance(0.5) ? 1 : -1);
  return {
    rounds,
    kills: kills.sort((a, b) => a.round - b.round),
    diskFull: diskFull.sort((a, b) => a.from - b.from),
    clockSet: { round: Math.ceil(rounds / 2), hours },
    offline,
    policy: FLAKY,
  };
}

export interface FaultCounts {
  kills: number;
  killsMidPush: number;
  diskFullEpisodes: number;
  /** Episodes during which the health check answered 503 (the database cannot write). */
  diskFullSeenByHealth: number;
}

interface HealthWatch {
  stop(): Promise<boolean>;
}

/** How long a server start after a kill may take before the run fails. */
const KILL_WAIT_FOR_PUSH_MS = 20_000;
const RECOVERY_MS = 90_000;
const HEALTH_MS = 10_000;
const RESTART_ON_FULL_DISK_MS = 10_000;

/**
 * Carries out the plan's server faults: kill -9 as a push arrives, then a restart on the same
 * data; a disk that fills and empties. Proxy faults run by themselves (proxy.ts), device faults
 * (clocks, the month offline) in the scenario.
 */
export class Faults {
  readonly counts: FaultCounts = {
    kills: 0,
    killsMidPush: 0,
    diskFullEpisodes: 0,
    diskFullSeenByHealth: 0,
  };
  /** When each full disk was freed (performance.now): the scenario times the first write after. */
  readonly freedAt: number[] = [];
  private pendingKill: Promise<void> | null = null;
  private filled: { episode: { from: number; to: number }; health: HealthWatch } | null = null;

  constructor(
    private readonly plan: ChaosPlan,
    private readonly server: ServerControl,
    private readonly proxy: ChaosProxy,
    private readonly disk: SmallDisk | null,
    private readonly random: Random,
  ) {}

  diskIsFull(): boolean {
    return this.filled !== null;
  }

  async beforeRound(round: number): Promise<void> {
    // A round begins with the server up: one killed in the last round is started again first, so
    // rounds do not run out against a server that is not there.
    await this.settleKill();
    await this.server.ready();
    const episode = this.plan.diskFull.find((e) => e.from === round);
    if (episode && this.disk) {
      await within(60_000, 'filling the disk', this.disk.fill());
      this.counts.diskFullEpisodes += 1;
      this.filled = { episode, health: this.watchHealth() };
    }
    const kill = this.plan.kills.find((k) => k.round === round);
    if (kill) await this.armKill(kill.minBytes);
  }

  /**
   * `refusedSoFar`: pushes refused for a full disk in this episode. The disk is freed once there was
   * one (after two rounds at least), or after the episode's last round. Nothing is restarted or
   * told: the server must take writes again by itself.
   */
  async afterRound(round: number, refusedSoFar: number): Promise<void> {
    const filled = this.filled;
    if (!filled || !this.disk) return;
    if (round < filled.episode.to && (refusedSoFar === 0 || round < filled.episode.from + 1)) return;
    // A server killed during the episode starts again before there is room: it comes up, or it has
    // tried for a while (its database may need room to recover) before the disk is freed.
    // A restart that failed here is not thrown yet: the disk is freed first, and settleKill reports it.
    if (this.pendingKill)
      await Promise.race([this.pendingKill.catch(() => undefined), pause(RESTART_ON_FULL_DISK_MS)]);
    this.filled = null;
    if (await filled.health.stop()) this.counts.diskFullSeenByHealth += 1;
    await this.disk.free();
    this.freedAt.push(performance.now());
  }

  /** Everything back as it should be: no kill under way, the disk freed, the server up. */
  async settle(): Promise<void> {
    await this.settleKill();
    if (this.filled) await this.afterRound(Number.POSITIVE_INFINITY, 1);
    await this.server.ready();
  }

  /** Once the devices have written again: health says 200 (nothing left of a full disk). */
  async expectHealthy(): Promise<void> {
    await this.waitForHealth(200, RECOVERY_MS, 'the health check answering 200 after the run');
  }

  private async settleKill(): Promise<void> {
    if (this.pendingKill) await within(RECOVERY_MS, 'the restart after a kill', this.pendingKill);
    this.pendingKill = null;
  }

  /**
   * The next push of at least `minBytes` to reach the server kills it, a few milliseconds in; it is
   * started again at once.
   */
  private async armKill(minBytes: number): Promise<void> {
    const pending = new Promise<void>((resolve, reject) => {
      let done = false;
      const fire = () => {
        if (done) return;
        done = true;
        stop();
        clearTimeout(fallback);
        setTimeout(
          () => {
            const midPush = this.proxy.pushesInFlight() > 0;
            this.counts.kills += 1;
            if (midPush) this.counts.killsMidPush += 1;
            this.server
              .kill9()
              .then(() => this.server.start())
              .then(resolve, reject);
          },
          this.random.int(0, 30),
        );
      };
      const stop = this.proxy.onPush((bytes) => {
        if (bytes >= minBytes) fire();
      });
      // Pushes come every round; should none come, the server is killed all the same.
      const fallback = setTimeout(fire, KILL_WAIT_FOR_PUSH_MS);
    });
    // Handled at once so a failed restart never crashes the run before its report; settleKill
    // awaits `pending` itself and throws its error there.
    pending.catch(() => undefined);
    this.pendingKill = pending;
  }

  /** Polls health while the disk is full: whether it ever answered 503 (the database cannot write). */
  private watchHealth(): HealthWatch {
    let stopped = false;
    let said503 = false;
    const polling = (async () => {
      while (!stopped) {
        if ((await this.health()) === 503) said503 = true;
        await pause(250);
      }
    })();
    return {
      async stop() {
        stopped = true;
        await within(HEALTH_MS, 'the health poll', polling);
        return said503;
      },
    };
  }

  private async waitForHealth(status: number, ms: number, what: string): Promise<void> {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      if ((await this.health()) === status) return;
      await pause(200);
    }
    throw new Error(
      `${what} did not happen within ${Math.round(ms / 1000)} s (health never answered ${status})`,
    );
  }

  private async health(): Promise<number | null> {
    return fetch(`${this.server.url}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.status,
      () => null,
    );
  }
}
