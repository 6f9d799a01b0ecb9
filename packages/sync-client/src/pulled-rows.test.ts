import 'fake-indexeddb/auto';
import { applyHabitCreate, type EntryRecord, uuidv7 } from '@habitat/domain';
import { type PullData, PullResponse, SYNCED_TABLES } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { HabitatDb } from './db';
import { SyncEngine } from './engine';
import { RECORDS_VERSION, readMeta } from './meta';
import type { RefusedRow } from './pulled-rows';
import { checkPull } from './pulled-schema';
import { SyncError, type SyncTransport } from './transport';

const passThrough = <T>(_name: string, task: () => Promise<T>) => task();
const HLC = '001700000000000:00000:server';
const AT = '2026-01-05T08:00:00.000Z';

function habit(name: string) {
  const record = applyHabitCreate(undefined, { id: uuidv7(), fields: { name } }, HLC, AT);
  if (!record) throw new Error('no habit');
  return record;
}

function entry(habitId: string, date: string, value: unknown): EntryRecord {
  return { habitId, date, completed: true, value, skipped: false, hlc: HLC, updatedAt: AT } as EntryRecord;
}

function reply(
  version: number,
  changes: Partial<Record<keyof PullData['changes'], unknown[]>>,
  reset = false,
) {
  return {
    lastMutationId: 0,
    cursors: { 'u:me': version },
    reset: reset ? ['u:me'] : [],
    hasMore: false,
    changes: { habits: [], entries: [], layouts: [], preferences: [], routines: [], ...changes },
    serverTime: 0,
  } as PullData;
}

/** A server that answers each pull with the next of `replies`, whatever it is asked. */
function device(replies: PullData[]) {
  const db = new HabitatDb(`test-${uuidv7()}`);
  /** The cursors each pull was sent with. */
  const asked: unknown[] = [];
  const transport: SyncTransport = {
    push: () => Promise.reject(new Error('nothing to push')),
    time: (clock) =>
      Promise.resolve({
        serverTime: clock.now(),
        sentAt: clock.now(),
        receivedAt: clock.now(),
        roundTripMs: 1,
      }),
    pull: (body) => {
      asked.push(body.cursors);
      const next = replies.shift();
      return next ? Promise.resolve(next) : Promise.reject(new Error('no more pulls'));
    },
  };
  const refused: RefusedRow[] = [];
  const engine = new SyncEngine(db, transport, {
    lock: passThrough,
    checkPull,
    onRefusedRows: (rows) => refused.push(...rows),
  });
  return { db, engine, refused, asked };
}

describe('rows a device pulls', () => {
  it('are left out when they fail their check: the device keeps its copy and sync moves on', async () => {
    const read = habit('Read');
    const { db, engine, refused } = device([
      reply(1, { habits: [read], entries: [entry(read.id, '2026-01-04', 1)] }, true),
      reply(2, { entries: [entry(read.id, '2026-01-04', 'lots'), entry(read.id, '2026-01-05', 2)] }),
    ]);
    await engine.sync();
    await engine.sync();

    expect((await db.entries.get([read.id, '2026-01-04']))?.value).toBe(1);
    expect((await db.entries.get([read.id, '2026-01-05']))?.value).toBe(2);
    expect((await readMeta(db)).cursors).toEqual({ 'u:me': 2 });
    expect(refused.map(({ table, problem }) => ({ table, problem }))).toEqual([
      { table: 'entries', problem: expect.stringContaining('/value') },
    ]);
  });

  it("keep the device's copy through a reset that brings them broken", async () => {
    const read = habit('Read');
    const run = habit('Run');
    const { db, engine, refused } = device([
      reply(1, { habits: [read] }, true),
      reply(2, { habits: [{ ...read, name: 5 }, run] }, true),
    ]);
    await engine.sync();
    await engine.sync();

    expect((await db.habits.get(read.id))?.name).toBe('Read');
    expect((await db.habits.get(run.id))?.name).toBe('Run');
    expect(refused.map((row) => row.table)).toEqual(['habits']);
  });

  it('lose the fields this build does not know, and are written without them', async () => {
    const read = habit('Read');
    const { db, engine, refused } = device([
      reply(1, { habits: [{ ...read, note: 'from a newer server' }] }, true),
    ]);
    await engine.sync();

    expect(await db.habits.get(read.id)).toEqual(read);
    expect(refused).toEqual([]);
  });

  it('are checked against closed schemas, so a row with an unknown field is the one that is cleaned', () => {
    // pulled-schema.ts keeps a row that passes its check as sent and drops unknown fields only from
    // a row that fails: right only while every record's schema refuses fields it does not name.
    const rows = PullResponse.properties.data.properties.changes.properties;
    for (const table of SYNCED_TABLES) {
      expect(Reflect.get(rows[table].items, 'additionalProperties'), table).toBe(false);
    }
  });

  it('are not written at all when the reply around them is broken', async () => {
    const read = habit('Read');
    const broken = { ...reply(1, { habits: [read] }, true), cursors: 'none' } as unknown as PullData;
    const { db, engine } = device([broken]);

    await expect(engine.sync()).rejects.toBeInstanceOf(SyncError);
    expect(await db.habits.count()).toBe(0);
  });
});

describe('a copy pulled by an older build', () => {
  it('is pulled again once, whole, so fields that build dropped (notes, pauses) arrive', async () => {
    const read = habit('Read');
    const noted = { ...entry(read.id, '2026-01-04', 1), note: 'Ran in the rain', noteHlc: HLC };
    const { db, engine, asked } = device([
      reply(3, { habits: [read], entries: [noted] }, true),
      reply(3, {}),
    ]);
    // What an older build left: a copy at version 1, its rows without notes, no records version.
    await db.meta.put({
      key: 'sync',
      value: {
        clientId: uuidv7(),
        nextMutationId: 1,
        pushedThrough: 0,
        cursors: { 'u:me': 1 },
        lastHlc: null,
        clockOffset: 0,
      },
    });
    await db.entries.put(entry(read.id, '2026-01-04', 1));
    await engine.sync();
    await engine.sync();

    // The first pull started over; the next went on from where it stopped.
    expect(asked).toEqual([{}, { 'u:me': 3 }]);
    expect((await db.entries.get([read.id, '2026-01-04']))?.note).toBe('Ran in the rain');
    expect((await readMeta(db)).recordsVersion).toBe(RECORDS_VERSION);
  });
});
