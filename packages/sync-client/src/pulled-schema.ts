import { type PullData, PullResponse, SYNCED_TABLES } from '@habitat/protocol';
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

export function checkPullData(reply: unknown): CheckedPull {
  const data = (typeof reply === 'object' && reply !== null ? reply : {}) as Record<string, unknown>;
  const sent = (typeof data.changes === 'object' && data.changes !== null ? data.changes : {}) as Record<
    string,
    unknown
  >;
  const refused: RefusedRow[] = [];
  const changes: Record<string, unknown[]> = {};
  for (const table of SYNCED_TABLES) {
    const schema = RowSchemas[table].items;
    const rows = Array.isArray(sent[table]) ? (sent[table] as unknown[]) : [];
    changes[table] = rows.filter((row) => {
      // A field this build does not know (a newer server's) is dropped: this app cannot show it.
      const checked = checkAnswer(schema, row, 'row');
      if (checked.ok) return true;
      refused.push({ table, row, problem: checked.problem });
      return false;
    });
  }
  const checked = { ...data, changes };
  // The reply around the rows (cursors, reset, hasMore) must hold: nothing of it is written otherwise.
  if (!Check(DataSchema, checked))
    throw new Error(`Pull reply: ${problemOf(DataSchema, checked, 'the reply')}`);
  return { data: checked as PullData, refused };
}

/** checkPullData, as the engine takes it: a reply it cannot read stops the round as a server error. */
export const checkPull: PullCheck = async (reply) => {
  try {
    return checkPullData(reply);
  } catch (error) {
    throw new SyncError(
      'server',
      error instanceof Error ? error.message : 'The server sent an unreadable reply',
    );
  }
};
