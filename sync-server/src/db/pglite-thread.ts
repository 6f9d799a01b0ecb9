import { Worker } from 'node:worker_threads';
import type { PGliteDialectConfig } from 'kysely';
import { typeParsers } from './type-parsers';

type KyselyPGlite = Exclude<PGliteDialectConfig['pglite'], (...args: never[]) => unknown>;
type QueryResults = Awaited<ReturnType<KyselyPGlite['query']>>;
type QueryOptions = Parameters<KyselyPGlite['query']>[2];

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

type Reply =
  | { ready: true }
  | { id: number; result: unknown }
  | { id: number; error: { message: string; name?: string } & Record<string, unknown> }
  /** A NOTIFY for the subscription that `listen` asked for under this id. */
  | { notify: number; payload: string };

/** An error thrown in the worker, with the fields callers read (code, constraint…) put back. */
function rebuildError(data: { message: string; name?: string } & Record<string, unknown>): Error {
  const error = new Error(data.message);
  Object.assign(error, data);
  return error;
}

/** Parses, on this side, the values the worker leaves as text (see pglite-worker.mjs). */
function parseRows(results: QueryResults, rowMode: 'object' | 'array'): QueryResults {
  const parsed = results.fields.flatMap((field, index) => {
    const parse = typeParsers[field.dataTypeID];
    return parse ? [{ key: rowMode === 'array' ? index : field.name, parse }] : [];
  });
  if (parsed.length === 0) return results;
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const { key, parse } of parsed) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  }
  return results;
}

/**
 * The embedded database on a worker thread, behind the part of PGlite's interface that Kysely's
 * PGliteDialect uses, plus LISTEN. PGlite executes on the thread that calls it and holds it for as
 * long as a statement runs: on the server's own thread, one person's import stopped every other
 * request, health checks and timers included. Over here, a long statement only makes other
 * statements queue, as on one PostgreSQL connection, while the server keeps answering.
 */
export class PgliteThread implements KyselyPGlite {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #failure: Error | undefined;
  #closing = false;
  readonly #onCrash: (error: Error) => void;
  closed = false;
  ready = false;
  readonly waitReady: Promise<void>;

  /**
   * `dataDir` undefined keeps the database in memory (tests). `onCrash` hears of the thread dying
   * unasked (PGlite aborting, out of memory): every pending and later request fails from then on.
   * `snapshot`, a folder dumped by PGlite's `dumpDataDir`, is what the database starts from.
   */
  constructor(
    dataDir: string | undefined,
    options: { onCrash?: (error: Error) => void; snapshot?: Uint8Array } = {},
  ) {
    this.#onCrash = options.onCrash ?? (() => {});
    this.#worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, snapshot: options.snapshot, textTypes: Object.keys(typeParsers).map(Number) },
    });
    this.waitReady = new Promise((resolve, reject) => {
      this.#worker.once('error', reject);
      // Gone before it was ready (a settled promise ignores this).
      this.#worker.once('exit', (code) =>
        reject(new Error(`The embedded database stopped (exit code ${code})`)),
      );
      this.#worker.on('message', (message: Reply) => {
        if ('ready' in message) {
          this.ready = true;
          this.#worker.off('error', reject);
          this.#idle();
          resolve();
        }
      });
    });
    this.#worker.on('message', (message: Reply) => this.#receive(message));
    this.#worker.on('error', (error) => this.#stop(error));
    this.#worker.on('exit', (code) =>
      this.#stop(new Error(`The embedded database stopped (exit code ${code})`)),
    );
  }

  #receive(message: Reply) {
    if ('notify' in message) {
      this.#listeners.get(message.notify)?.(message.payload);
      return;
    }
    if (!('id' in message)) return;
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    this.#idle();
    if ('error' in message) pending.reject(rebuildError(message.error));
    else pending.resolve(message.result);
  }

  /** The thread keeps the process alive only while it has work, as a socket would. */
  #idle() {
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #stop(error: Error) {
    if (!this.#failure && !this.#closing && this.ready) this.#onCrash(error);
    this.#failure ??= error;
    this.closed = true;
    for (const pending of this.#pending.values()) pending.reject(this.#failure);
    this.#pending.clear();
  }

  #request<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.#worker.postMessage({ ...message, id });
      } catch (error) {
        // A value that cannot cross to the thread (a function among the parameters).
        this.#pending.delete(id);
        this.#idle();
        reject(error);
      }
    });
  }

  async #query<T>(
    transaction: number | undefined,
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<QueryResults & { rows: T[] }> {
    const rowMode = options?.rowMode ?? 'object';
    const results = await this.#request<QueryResults>({
      op: 'query',
      sql: text,
      params,
      rowMode,
      transaction,
    });
    return parseRows(results, rowMode) as QueryResults & { rows: T[] };
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions) {
    return this.#query<T>(undefined, text, params, options);
  }

  async transaction<T>(
    callback: (tx: Parameters<Parameters<KyselyPGlite['transaction']>[0]>[0]) => Promise<T>,
  ): Promise<T> {
    const transaction = await this.#request<number>({ op: 'begin' });
    const tx = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        this.#query<R>(transaction, text, params, options),
      rollback: () => this.#request<void>({ op: 'rollback', transaction }),
    };
    let value: T;
    try {
      value = await callback(tx);
    } catch (error) {
      await this.#request({ op: 'end', transaction, commit: false }).catch(() => {});
      throw error;
    }
    await this.#request({ op: 'end', transaction, commit: true });
    return value;
  }

  /** Calls `onMessage` with every NOTIFY on `channel`; resolves to an unsubscribe. */
  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    // Notifications come under the id of the request that subscribed, the one #request takes next;
    // the listener is in place before the worker subscribes, as one may follow its answer at once.
    const id = this.#nextId;
    this.#listeners.set(id, onMessage);
    const subscription = await this.#request<number>({ op: 'listen', channel }).catch((error: unknown) => {
      this.#listeners.delete(id);
      throw error;
    });
    return async () => {
      this.#listeners.delete(subscription);
      if (!this.closed) await this.#request({ op: 'unlisten', subscription });
    };
  }

  /** The data folder as a gzipped tar, copied between statements (see the worker's 'backup'). */
  async backup(): Promise<Uint8Array> {
    return new Uint8Array(await this.#request<ArrayBuffer>({ op: 'backup' }));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.#closing = true;
    try {
      await this.#request({ op: 'close' });
    } finally {
      this.closed = true;
      this.#failure ??= new Error('The embedded database has stopped');
      await this.#worker.terminate();
    }
  }
}
