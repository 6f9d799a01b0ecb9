// The embedded database on a thread of its own (see pglite-thread.ts, which speaks to it). PGlite
// runs PostgreSQL compiled to WebAssembly synchronously on the thread that calls it: here, so a long
// statement holds only this thread and the server's event loop keeps answering.
//
// Plain JavaScript: a worker thread is started from a file Node can load as it is, from the sources
// under test and from dist alike.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** Values whose text the server parses itself (db/type-parsers.ts), the same way for pg and PGlite. */
const asText = (text) => text;
const parsers = Object.fromEntries(workerData.textTypes.map((oid) => [oid, asText]));

const pglite = await PGlite.create({
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  // Tests start every file from one migrated copy: cheaper than creating and migrating a database.
  ...(workerData.snapshot ? { loadDataDir: new Blob([workerData.snapshot]) } : {}),
  parsers,
  // The server is the only writer; relaxed durability would risk losing acknowledged writes.
  relaxedDurability: false,
});

/** Open transactions by id: each waits for its end (commit or not) from the server. */
const transactions = new Map();
const subscriptions = new Map();
let nextTransaction = 1;

/** An error as plain data: its message and every field a caller reads (code, constraint, detail…). */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const data = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
  }
  return data;
}

const reply = (id, result) => port.postMessage({ id, result });
const fail = (id, error) => port.postMessage({ id, error: serializeError(error) });

function runQuery(target, message) {
  return target.query(message.sql, message.params, { rowMode: message.rowMode ?? 'object' });
}

function begin(id) {
  const transactionId = nextTransaction++;
  let finish;
  const ended = new Promise((resolve) => {
    finish = resolve;
  });
  const open = { tx: undefined, finish, done: undefined };
  open.done = pglite.transaction(async (tx) => {
    open.tx = tx;
    transactions.set(transactionId, open);
    reply(id, transactionId);
    // Throwing makes PGlite roll back and hand the database to the next caller.
    if (!(await ended)) throw new RolledBack();
  });
  open.done.catch((error) => {
    // BEGIN itself failed, so the callback never ran: the caller is still waiting for its answer.
    if (!transactions.has(transactionId)) fail(id, error);
  });
}

class RolledBack extends Error {}

async function end(id, message) {
  const open = transactions.get(message.transaction);
  if (!open) return fail(id, new Error('No such transaction'));
  open.finish(message.commit);
  try {
    await open.done;
    reply(id, null);
  } catch (error) {
    if (error instanceof RolledBack) reply(id, null);
    else fail(id, error);
  } finally {
    transactions.delete(message.transaction);
  }
}

async function handle(message) {
  const { id } = message;
  try {
    switch (message.op) {
      case 'query': {
        const target = message.transaction ? transactions.get(message.transaction)?.tx : pglite;
        if (!target) throw new Error('The transaction has ended');
        const { rows, affectedRows, fields } = await runQuery(target, message);
        return reply(id, { rows, affectedRows, fields });
      }
      case 'begin':
        return begin(id);
      case 'end':
        return await end(id, message);
      case 'rollback': {
        const open = transactions.get(message.transaction);
        if (open) await open.tx.rollback();
        return reply(id, null);
      }
      case 'listen': {
        const unsubscribe = await pglite.listen(message.channel, (payload) =>
          port.postMessage({ notify: id, payload }),
        );
        subscriptions.set(id, unsubscribe);
        return reply(id, id);
      }
      case 'unlisten': {
        await subscriptions.get(message.subscription)?.();
        subscriptions.delete(message.subscription);
        return reply(id, null);
      }
      case 'backup': {
        // PGlite copies its files while no statement runs: what it copies is what a crash at that
        // instant would leave, every committed transaction in the WAL, and PostgreSQL's recovery
        // makes it consistent when the copy is opened. A transaction still open is rolled back then.
        const file = await pglite.dumpDataDir('gzip');
        const bytes = await file.arrayBuffer();
        return port.postMessage({ id, result: bytes }, [bytes]);
      }
      case 'close':
        await pglite.close();
        return reply(id, null);
      default:
        throw new Error(`Unknown operation ${message.op}`);
    }
  } catch (error) {
    fail(id, error);
  }
}

port.on('message', (message) => {
  void handle(message);
});
port.postMessage({ ready: true });
