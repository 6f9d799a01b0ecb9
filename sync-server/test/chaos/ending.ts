import { join } from 'node:path';
import { httpTransport } from '@habitat/sync-client';
import { openDatabase } from '../../src/db/database';
import { type DeviceState, openNodeDevice, snapshot } from '../devices/node-device';
import type { ServerHome } from '../helpers/server-process';
import { type CheckResult, checkRun, type DeviceFinal } from './checks';
import { pause, within } from './deadline';
import type { ChaosDevice, Person } from './devices';
import type { Ledger } from './ledger';

/**
 * The end of a chaos run: the devices sync until quiet, a device that never saw a fault pulls each
 * person's data, and once the server has stopped its database is read and the run judged.
 */
const QUIET_MS = 180_000;
const REFEREE_MS = 60_000;
const OPEN_DATABASE_MS = 120_000;

/**
 * Every device syncs, again and again, until a pass in which every sync went through, nothing was
 * left to push and no pull brought anything new. Within QUIET_MS, or the run fails saying who was
 * not quiet. Answers the number of passes.
 */
export async function syncUntilQuiet(devices: readonly ChaosDevice[]): Promise<number> {
  const until = performance.now() + QUIET_MS;
  for (let pass = 1; ; pass += 1) {
    const before = await Promise.all(devices.map((d) => d.position()));
    const outcomes = await Promise.all(devices.map((d) => d.sync()));
    const after = await Promise.all(devices.map((d) => d.position()));
    const drained = await Promise.all(devices.map((d) => d.drained()));
    const restless = devices.flatMap((d, i) =>
      outcomes[i] === 'synced' && drained[i] && before[i] === after[i]
        ? []
        : [
            `${d.name} (${outcomes[i]}${drained[i] ? '' : ', changes unsent'}${before[i] !== after[i] ? ', pulled more' : ''})`,
          ],
    );
    if (restless.length === 0) return pass;
    if (performance.now() > until) {
      throw new Error(`the devices did not go quiet within ${QUIET_MS / 1000} s: ${restless.join(', ')}`);
    }
    // A failed sync is tried again after a moment, as the app's scheduler would.
    if (outcomes.some((o) => o !== 'synced')) await pause(500);
  }
}

/** What a device that never saw a fault pulls from the server for `person`: the server's truth, as devices get it. */
export async function refereePull(baseUrl: string, person: Person): Promise<DeviceState> {
  const referee = openNodeDevice({
    name: `referee-${person.name}`,
    transport: httpTransport({ token: () => person.token, baseUrl, timeoutMs: 30_000 }),
    now: Date.now,
    monotonic: () => performance.now(),
  });
  try {
    await within(REFEREE_MS, `a fresh pull of ${person.name}'s data`, referee.engine.sync());
    return await snapshot(referee.db);
  } finally {
    referee.db.close();
  }
}

/** Opens the stopped server's database (its PGlite folder, or its PostgreSQL database) and judges the run. */
export async function judgeFromDatabase(
  kind: 'pglite' | 'postgres',
  home: ServerHome,
  input: { ledger: Ledger; devices: DeviceFinal[]; referees: Map<string, DeviceState> },
): Promise<CheckResult> {
  const database = await within(
    OPEN_DATABASE_MS,
    'opening the server database to check it',
    openDatabase(
      kind === 'pglite'
        ? { kind: 'pglite', dataDir: join(home.env.DATA_DIR as string, 'pglite') }
        : { kind: 'postgres', url: home.env.DATABASE_URL as string, poolSize: 1 },
    ),
  );
  try {
    return await within(
      OPEN_DATABASE_MS,
      'reading the server database',
      checkRun({ ...input, db: database.db }),
    );
  } finally {
    await database.close();
  }
}
