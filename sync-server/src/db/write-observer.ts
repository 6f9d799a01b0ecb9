import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { DatabaseHandle } from './database';

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const RAW_WRITE = /^\s*(insert|update|delete|merge)\b/i;

function isWrite(node: RootOperationNode): boolean {
  if (WRITES.has(node.kind)) return true;
  return node.kind === 'RawNode' && RAW_WRITE.test(node.sqlFragments.join(' '));
}

/**
 * Whether a statement put something on disk. One that matched no row (a pull's "seen" mark, an
 * update whose WHERE found nothing) succeeds on a full disk too, so it proves nothing about room.
 */
function wroteRows(result: QueryResult<UnknownRow>): boolean {
  if ((result.numAffectedRows ?? 0n) > 0n) return true;
  if ((result.numChangedRows ?? 0n) > 0n) return true;
  return result.rows.length > 0;
}

/** Calls `onWritten` after every statement that wrote at least one row and succeeded. */
class WriteObserver implements KyselyPlugin {
  readonly #writes = new WeakSet<object>();

  constructor(private readonly onWritten: () => void) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (isWrite(node)) this.#writes.add(queryId);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(queryId) && wroteRows(result)) this.onWritten();
    return result;
  }
}

/**
 * The same database, telling `onWritten` whenever a write went through: the proof readiness waits
 * for that the disk has room again. A request's success says nothing (a pull is a POST that only
 * reads), a statement that wrote does.
 */
export function observeWrites(database: DatabaseHandle, onWritten: () => void): DatabaseHandle {
  return { ...database, db: database.db.withPlugin(new WriteObserver(onWritten)) };
}
