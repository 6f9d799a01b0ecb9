// Before anything loads Dexie, which takes IndexedDB from the global scope as it loads.
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DeviceState, snapshot } from '../devices/node-device';
import { type ServerHome, serverHome } from '../helpers/server-process';
import { liveOfflineDays, writeAndSync } from './behaviour';
import type { CheckResult, DeviceFinal } from './checks';
import { within } from './deadline';
import { ChaosDevice, DAY, HOUR, type Person } from './devices';
import { prepareDisk } from './disk';
import { judgeFromDatabase, refereePull, syncUntilQuiet } from './ending';
import { type ChaosPlan, type FaultCounts, Faults, type PlanShape, planChaos } from './faults';
import { Ledger } from './ledger';
import { setUpPeople } from './people';
import { CALM, type ProxyCounts, startProxy } from './proxy';
import { type Random, seeded } from './random';
import { type FailedStart, ServerControl, type UnexpectedExit } from './server-control';

/**
 * One chaos run on one database: the real server (as `npm start` runs it) behind a faulty proxy,
 * five devices of three people in a group, each writing every round while the plan's faults
 * happen; then every device syncs until quiet, and the result is checked (checks.ts).
 *
 * The people: Alice owns the group and has a phone and a laptop; Bob has a phone and a tablet, the
 * tablet spends the run offline through a month of check-ins; Carol has a phone. Alice's two
 * devices adopt the same group habit before either has synced, and so do Bob's (the second
 * adoption becomes an alias of the first on the server).
 */
export interface ChaosConfig extends PlanShape {
  database: 'pglite' | 'postgres';
  seed: number;
  /** The server's port; the proxy listens on the next one. */
  port: number;
  /** Run the built dist/server.js (as `npm start`) rather than the sources through tsx. */
  bundle: boolean;
  /** How long a device's request may go unanswered (the sync client's watchdog). */
  timeoutMs: number;
  log: (line: string) => void;
}

export interface DeviceSummary {
  name: string;
  person: string;
  skewHours: number;
  outcomes: Record<string, number>;
  errors: string[];
}

export interface ChaosResult {
  config: Omit<ChaosConfig, 'log'>;
  plan: ChaosPlan;
  durationMs: number;
  checks: CheckResult;
  faults: FaultCounts;
  proxy: ProxyCounts;
  /** Why the database was not on the small disk, or there was none (null: it was). */
  diskNote: string | null;
  /** Pushes the server refused with 503 (it could not write: a full disk). */
  refusedForFullDisk: number;
  /** Per full disk: from the disk freed to the next push the server took, in ms (null: none came). */
  writableAgainAfterMs: Array<number | null>;
  /** How long each start after a kill -9 took, in ms. */
  restartsMs: number[];
  clockSet: { device: string; hours: number };
  offline: { device: string; days: number; writes: number; drainedAfterMs: number | null };
  devices: DeviceSummary[];
  unexpectedExits: UnexpectedExit[];
  /** Starts after which the process exited before it was up, and whether the disk was full then. */
  failedStarts: FailedStart[];
  /** The server's exit code on the final SIGTERM (0: a clean shutdown). */
  finalExitCode: number | null;
  quietAfterPasses: number;
}

const DEVICES = [
  { name: 'alice-phone', person: 0 },
  { name: 'alice-laptop', person: 0 },
  { name: 'bob-phone', person: 1 },
  { name: 'bob-tablet', person: 1 },
  { name: 'carol-phone', person: 2 },
] as const;
const OFFLINE_DEVICE = 'bob-tablet';
/** Deadlines: for a step of setting up or cleaning up, and for a round (its writes and syncs). */
const SETUP_MS = 60_000;
const ROUND_MS = 120_000;

export async function runChaos(config: ChaosConfig): Promise<ChaosResult> {
  const began = performance.now();
  const random = seeded(config.seed);
  const plan = planChaos(random.fork('plan'), config);
  const runId = randomBytes(4).toString('hex');
  const { log } = config;
  log(
    `${config.database}: seed ${config.seed}, ${plan.rounds} rounds, kills in rounds ${plan.kills.map((k) => k.round).join(', ') || 'none'}, full disk in ${plan.diskFull.map((e) => `${e.from}–${e.to}`).join(', ') || 'none'}`,
  );

  const disk = await within(SETUP_MS, 'preparing the small disk', prepareDisk(config.database, runId));
  const workDir = await mkdtemp(join(tmpdir(), 'habitat-chaos-'));
  const outboxDir = join(workDir, 'outbox');
  let home: ServerHome | null = null;
  let server: ServerControl | null = null;
  let proxy: Awaited<ReturnType<typeof startProxy>> | null = null;
  try {
    home = await within(
      SETUP_MS,
      "making the server's data folder or database",
      serverHome(config.database, {
        ...(disk.holdsDatabase && disk.disk ? { dataDir: join(disk.disk.path, 'data') } : {}),
        ...(disk.tablespace ? { tablespace: disk.tablespace } : {}),
      }),
    );
    // The server hears from the faults whether the disk is full (they come to be after it starts).
    let faultsSoFar: Faults | null = null;
    server = new ServerControl(config.port, home, join(disk.disk?.path ?? workDir, 'server.log'), {
      bundle: config.bundle,
      diskFull: () => faultsSoFar?.diskIsFull() ?? false,
      env: {
        // Every request logs a line: on a full disk the log fails with the database.
        LOG_LEVEL: 'info',
        MAIL_OUTBOX_DIR: outboxDir,
        WEEKLY_SUMMARY_EVERY_MS: '0',
        PUSH_REMINDER_EVERY_MS: '0',
        PUSH_SEND_EVERY_MS: '0',
      },
    });
    await server.start();
    log(`${config.database}: server started`);
    proxy = await startProxy({
      port: config.port + 1,
      targetPort: config.port,
      random: random.fork('proxy'),
    });
    const { people, group } = await within(
      SETUP_MS,
      'signing the people up and making their group',
      setUpPeople(server.url, outboxDir, runId),
    );
    log(`${config.database}: server up, 3 people in a group, 5 devices`);

    const ledger = new Ledger();
    const skews = random.fork('skews');
    const devices = DEVICES.map(({ name, person }, index) => {
      // One device keeps true time; the others are hours off, each its own way.
      const hours = index === 0 ? 0 : skews.int(1, 11) * (skews.chance(0.5) ? 1 : -1);
      return new ChaosDevice(name, index + 1, people[person] as Person, hours * HOUR, ledger, {
        baseUrl: `http://127.0.0.1:${config.port + 1}`,
        timeoutMs: config.timeoutMs,
      });
    });
    const skewHours = new Map(devices.map((d) => [d.name, d.skewMs / HOUR]));
    const byName = (name: string) => devices.find((d) => d.name === name) as ChaosDevice;
    const offline = byName(OFFLINE_DEVICE);
    const streams = new Map(devices.map((d) => [d.name, random.fork(`device:${d.name}`)]));
    const stream = (d: ChaosDevice) => streams.get(d.name) as Random;
    const clockStream = random.fork('clock-set');

    // Round 0, with nothing going wrong: habits of their own, the group's habits adopted (twice
    // by Alice and by Bob, on two devices each before either synced), and two syncs.
    for (const device of devices) await device.claim();
    const [run, stretch] = group.habits;
    if (!run || !stretch) throw new Error('the group has no habits');
    for (const device of devices) {
      await device.createHabit(`${device.name} habit`);
      if (device.person.name === 'Alice' || device.name === 'carol-phone')
        await device.adopt(run, group.workspaceId);
      if (device.person.name === 'Bob') await device.adopt(stretch, group.workspaceId);
    }
    for (let pass = 0; pass < 2; pass += 1) {
      const outcomes = await Promise.all(devices.map((d) => d.sync()));
      const failed = devices.flatMap((d, i) =>
        outcomes[i] === 'synced' ? [] : [`${d.name}: ${outcomes[i]}`],
      );
      if (failed.length > 0)
        throw new Error(
          `round 0 (no faults) could not sync: ${failed.join(', ')}; ${devices.flatMap((d) => d.errors).join('; ')}`,
        );
    }

    const faults = new Faults(plan, server, proxy, disk.disk, random.fork('faults'));
    faultsSoFar = faults;
    let refusedForFullDisk = 0;
    let refusedAtEpisodeStart = 0;
    let clockSet = { device: '', hours: 0 };
    let offlineWrites = 0;
    let backAt: number | null = null;
    let drainedAfterMs: number | null = null;
    const countRefusals = () => devices.reduce((sum, d) => sum + d.refusedWith503, 0);

    /** Days of the month offline walked in each round: spread evenly over the offline rounds. */
    const offlineRounds = plan.offline.to - plan.offline.from + 1;
    const daysIn = (round: number) => {
      const index = round - plan.offline.from;
      return (
        Math.floor(((index + 1) * plan.offline.days) / offlineRounds) -
        Math.floor((index * plan.offline.days) / offlineRounds)
      );
    };

    const act = async (device: ChaosDevice, round: number) => {
      if (device === offline && round <= plan.offline.to) {
        offlineWrites += await liveOfflineDays(device, stream(device), daysIn(round));
        return;
      }
      if (device.name === 'carol-phone' && round === 2) await device.adopt(stretch, group.workspaceId);
      await writeAndSync(device, stream(device), { round, fullDisk: faults.diskIsFull() });
    };

    for (let round = 1; round <= plan.rounds; round += 1) {
      proxy.setPolicy(plan.policy);
      await faults.beforeRound(round);
      if (plan.diskFull.some((episode) => episode.from === round)) refusedAtEpisodeStart = countRefusals();
      if (round === plan.offline.from) {
        offline.online = false;
        // Back to a month ago: the walk brings its clock to today by the time it is back.
        offline.skewMs -= plan.offline.days * DAY;
      }
      if (round === plan.clockSet.round) {
        const candidates = devices.filter((d) => d !== offline && d !== devices[0]);
        const device = clockStream.pick(candidates);
        device.skewMs += plan.clockSet.hours * HOUR;
        clockSet = { device: device.name, hours: plan.clockSet.hours };
      }
      if (round === plan.offline.to + 1) {
        offline.online = true;
        backAt = performance.now();
      }
      await within(ROUND_MS, `round ${round}`, Promise.all(devices.map((device) => act(device, round))));
      refusedForFullDisk = countRefusals();
      if (backAt !== null && drainedAfterMs === null && (await offline.drained()))
        drainedAfterMs = performance.now() - backAt;
      await faults.afterRound(round, refusedForFullDisk - refusedAtEpisodeStart);
      log(
        `${config.database}: round ${round}/${plan.rounds} done (${ledger.writes.size} writes, ${ledger.acknowledged.size} acknowledged)`,
      );
    }

    // The end: the network heals, the server is up with room, and every device syncs until quiet.
    proxy.setPolicy(CALM);
    await faults.settle();
    for (const device of devices) device.online = true;
    const quietAfterPasses = await syncUntilQuiet(devices);
    await faults.expectHealthy();
    if (backAt !== null && drainedAfterMs === null) drainedAfterMs = performance.now() - backAt;
    log(`${config.database}: quiet after ${quietAfterPasses} passes; checking`);

    const referees = new Map<string, DeviceState>();
    for (const person of people) referees.set(person.userId, await refereePull(server.url, person));
    const finals: DeviceFinal[] = [];
    for (const device of devices)
      finals.push({ name: device.name, userId: device.person.userId, state: await snapshot(device.db) });
    const finalExitCode = await server.stop();
    log(`${config.database}: server stopped (${finalExitCode}); reading its database`);

    const checks = await judgeFromDatabase(config.database, home, { ledger, devices: finals, referees });
    for (const device of devices) device.db.close();

    const { log: _log, ...settings } = config;
    return {
      config: settings,
      plan,
      durationMs: performance.now() - began,
      checks,
      faults: faults.counts,
      proxy: { ...proxy.counts },
      diskNote: disk.reason,
      refusedForFullDisk,
      writableAgainAfterMs: faults.freedAt.map((freed) => {
        const next = devices.flatMap((d) => d.pushesAcceptedAt).filter((at) => at > freed);
        return next.length > 0 ? Math.min(...next) - freed : null;
      }),
      restartsMs: server.restartsMs,
      clockSet,
      offline: { device: OFFLINE_DEVICE, days: plan.offline.days, writes: offlineWrites, drainedAfterMs },
      devices: devices.map((d) => ({
        name: d.name,
        person: d.person.name,
        skewHours: skewHours.get(d.name) ?? 0,
        outcomes: Object.fromEntries(d.outcomes),
        errors: d.errors,
      })),
      unexpectedExits: server.unexpectedExits,
      failedStarts: server.failedStarts,
      finalExitCode,
      quietAfterPasses,
    };
  } finally {
    const cleanUp = async (what: string, work: Promise<unknown> | undefined) => {
      await within(SETUP_MS, what, work ?? Promise.resolve()).catch((error: unknown) => log(String(error)));
    };
    await cleanUp('closing the proxy', proxy?.close());
    server?.close();
    await cleanUp("removing the server's data", home?.remove());
    await cleanUp('removing the small disk', disk.remove());
    await rm(workDir, { recursive: true, force: true });
  }
}
