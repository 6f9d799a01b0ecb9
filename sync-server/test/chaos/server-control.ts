import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { type ServerHome, startServer, stopServer } from '../helpers/server-process';
import { pause, within } from './deadline';

/** Longer than a first start on a loaded machine (PGlite makes its database: about 16 s there). */
const START_MS = 120_000;
const EXIT_MS = 30_000;

export interface UnexpectedExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  log: string;
}

/** A start that ended with the process exiting before it answered its health check. */
export interface FailedStart {
  /** Whether the disk was full at the time (the database may need room to recover). */
  diskFull: boolean;
  /** What the process said. */
  output: string;
}

/**
 * The server under test, run as `npm start` runs it (test/helpers/server-process.ts), with its log
 * in `logPath`. It can be killed with SIGKILL and started again on the same data. Like a
 * supervisor, it starts the server again when it exits unasked, and tries a start again when the
 * process exits before it is up (a database that needs room to recover, on a full disk), a moment
 * later each time. It keeps a note of each: the report lists them, and the run fails on an exit,
 * and on a failed start unless the disk was full.
 */
export class ServerControl {
  readonly unexpectedExits: UnexpectedExit[] = [];
  readonly failedStarts: FailedStart[] = [];
  /** How long each start but the first took, in ms. */
  readonly restartsMs: number[] = [];
  private started = 0;
  private child: ChildProcess | null = null;
  private starting: Promise<void> | null = null;
  private readonly log: number;

  constructor(
    readonly port: number,
    private readonly home: ServerHome,
    private readonly logPath: string,
    private readonly options: { bundle: boolean; env: Record<string, string>; diskFull: () => boolean },
  ) {
    this.log = openSync(logPath, 'a');
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server and resolves once it answers its health check (trying again while it exits early). */
  start(): Promise<void> {
    this.starting ??= (async () => {
      const began = performance.now();
      for (let attempt = 1; ; attempt += 1) {
        let child: ChildProcess;
        try {
          child = await within(
            START_MS + 5000,
            'the server start',
            startServer(this.port, this.home, {
              stdout: this.log,
              bundle: this.options.bundle,
              env: this.options.env,
              // Started again on a full disk, it is up and says so: 503 until the disk has room.
              up: (status) => status === 200 || status === 503,
            }),
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (!message.startsWith('server exited early') || performance.now() - began > START_MS) throw error;
          this.failedStarts.push({ diskFull: this.options.diskFull(), output: message.slice(0, 2000) });
          await pause(Math.min(5000, 500 * attempt));
          continue;
        }
        this.child = child;
        if (this.started > 0) this.restartsMs.push(performance.now() - began);
        this.started += 1;
        child.once('exit', (code, signal) => {
          if (this.child !== child) return; // Asked for: kill9 or stop let go of it first.
          this.child = null;
          const exit: UnexpectedExit = { code, signal, log: '' };
          this.unexpectedExits.push(exit);
          void this.tail().then((log) => {
            exit.log = log;
          });
          void this.start().catch(() => {});
        });
        return;
      }
    })().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  /** Resolves once a start under way (after a kill, or an exit) is over. */
  async ready(): Promise<void> {
    if (this.starting) await this.starting;
    if (!this.child) await this.start();
  }

  /** kill -9, then waits until the process is gone. */
  async kill9(): Promise<void> {
    const child = this.child;
    // Gone already (it exited unasked, and the restart is under way): nothing to kill.
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.child = null;
    await within(EXIT_MS, 'the killed server going', stopServer(child, 'SIGKILL'));
  }

  /** SIGTERM: the exit code of a clean shutdown (0). */
  async stop(): Promise<number | null> {
    await this.ready();
    const child = this.child;
    if (!child) return null;
    this.child = null;
    const { code } = await within(EXIT_MS, 'the server shutting down', stopServer(child, 'SIGTERM'));
    return code;
  }

  /** The end of the server's log, for a failure's message. */
  async tail(): Promise<string> {
    const text = await readFile(this.logPath, 'utf8').catch(() => '');
    return text.slice(-3000);
  }

  close(): void {
    this.child?.kill('SIGKILL');
    this.child = null;
    closeSync(this.log);
  }
}
