import { GroupRecordSchema, type PullData, PullResponse, SYNCED_TABLES } from '@habitat/protocol';
import { Check } from 'typebox/value';
import { checkAnswer, problemOf } from './answer-check';
import type { CheckedPull, PullCheck, RefusedRow } from './pulled-rows';
import { SyncError } from './transport';

/**
 * The check of a pull reply against the protocol's schemas, with TypeBox: loaded on first use by
 * a page, imported as `@habitat/sync-client/pull-check` by a service worker and by tests (see
 * pulled-rows.ts for why, and for what happens to a row that fails).
 */

const DataSchema = PullResponse.properties.data;
const RowSchemas = DataSchema.properties.changes.properties;

/**
 * Rows checked between two turns given back to the page: the first pull of a long history checks
 * tens of thousands of rows, and a tap on the first screen must not wait for all of them.
 */
const ROWS_PER_TURN = 250;

/**
 * A turn of the event loop, by a message rather than a timer: a page whose clock is paused (a test
 * playing a given day) runs no timers, and a message still goes.
 */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export async function checkPullData(reply: unknown): Promise<CheckedPull> {
  const data = (typeof reply === 'object' && reply !== null ? reply : {}) as Record<string, unknown>;
  const sent = (typeof data.changes === 'object' && data.changes !== null ? data.changes : {}) as Record<
    string,
    unknown
  >;
  // The reply around the rows (cursors, reset, hasMore) must hold: nothing of it is written
  // otherwise. Checked first and without its rows, which are checked one by one below.
  const { groupRecords: sentGroupRows, ...rest } = data;
  const envelope = {
    ...rest,
    changes: Object.fromEntries(SYNCED_TABLES.map((table) => [table, []])),
    ...(sentGroupRows === undefined ? {} : { groupRecords: [] }),
  };
  if (!Check(DataSchema, envelope))
    throw new Error(`Pull reply: ${problemOf(DataSchema, envelope, 'the reply')}`);
  const refused: RefusedRow[] = [];
  const changes: Record<string, unknown[]> = {};
  let sinceTurn = 0;
  const groupRows = Array.isArray(sentGroupRows) ? (sentGroupRows as unknown[]) : [];
  const tables = [
    ...SYNCED_TABLES.map((table) => ({
      table,
      schema: RowSchemas[table].items,
      rows: Array.isArray(sent[table]) ? (sent[table] as unknown[]) : [],
    })),
    // The rows of the person's groups (issue 31), each checked against its kind's record.
    { table: 'groupRecords' as const, schema: GroupRecordSchema, rows: groupRows },
  ];
  for (const { table, schema, rows } of tables) {
    const kept: unknown[] = [];
    for (const row of rows) {
      // Nearly every row holds as sent: one walk. A record's schema is closed, so a row with a field
      // this build does not know (a newer server's) fails it, and is checked again with that field
      // dropped: this app cannot show it. Dropping fields copies the row and costs twice the check
      // (a first pull of 20,000 check-ins spent 1.4 of its 2.8 s there), so only such rows pay it.
      if (Check(schema, row)) {
        kept.push(row);
      } else {
        const checked = checkAnswer(schema, row, 'row');
        if (checked.ok) kept.push(checked.value);
        else refused.push({ table, row, problem: checked.problem });
      }
      sinceTurn += 1;
      if (sinceTurn === ROWS_PER_TURN) {
        sinceTurn = 0;
        await nextTurn();
      }
    }
    changes[table] = kept;
  }
  const { groupRecords, ...personal } = changes;
  return {
    data: {
      ...envelope,
      changes: personal,
      ...(sentGroupRows === undefined ? {} : { groupRecords }),
    } as PullData,
    refused,
  };
}

/** checkPullData, as the engine takes it: a reply it cannot read stops the round as a server error. */
export const checkPull: PullCheck = async (reply) => {
  try {
    return await checkPullData(reply);
  } catch (error) {
    throw new SyncError(
      'server',
      error instanceof Error ? error.message : 'The server sent an unreadable reply',
    );
  }
};
