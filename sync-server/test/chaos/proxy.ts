import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import type { Random } from './random';

/**
 * A TCP proxy between the devices and the server, the flaky network of the chaos run. Each
 * exchange (a request and its answer on one connection; fetch keeps connections alive, so one
 * connection carries many) meets one fate, drawn when its first bytes arrive:
 * - pass: as is;
 * - delay: every piece, both ways, held for a while (up to `maxDelayMs`);
 * - drop: the request is swallowed and nothing ever answers (the device's request timeout ends it);
 * - cut-request: part of the request reaches the server, then the connection is cut;
 * - lose-response: the server gets the whole request and acts on it, and the connection is cut as
 *   its answer starts: the device never hears that its changes were applied;
 * - cut-response: part of the answer reaches the device, then the connection is cut.
 * A connection the server refuses (it is down) is cut at once, as a device sees a dead server.
 */
export type Fate = 'pass' | 'delay' | 'drop' | 'cut-request' | 'lose-response' | 'cut-response';

/** The chance of each fate but pass, per exchange. */
export interface ProxyPolicy {
  delay: number;
  drop: number;
  cutRequest: number;
  loseResponse: number;
  cutResponse: number;
  maxDelayMs: number;
}

export const CALM: ProxyPolicy = {
  delay: 0,
  drop: 0,
  cutRequest: 0,
  loseResponse: 0,
  cutResponse: 0,
  maxDelayMs: 0,
};

export interface ProxyCounts {
  connections: number;
  exchanges: number;
  delayed: number;
  dropped: number;
  requestsCut: number;
  responsesLost: number;
  responsesCut: number;
  /** Connections cut because the server was not there to take them. */
  refused: number;
}

interface Exchange {
  fate: Fate;
  push: boolean;
  /** The request's Content-Length, from its first piece. */
  bytes: number;
  /** The request has reached the server (in part, at least). */
  forwarded: boolean;
  /** The server has begun to answer. */
  answered: boolean;
  delayMs: number;
}

export interface ChaosProxy {
  port: number;
  counts: ProxyCounts;
  setPolicy(policy: ProxyPolicy): void;
  /** Pushes the server has received and not yet begun to answer. */
  pushesInFlight(): number;
  /**
   * Called as each push request reaches the server (the faults kill the server on one), with the
   * size of its body (its Content-Length): a device's month of changes is a large one.
   */
  onPush(listener: (bytes: number) => void): () => void;
  /** Cuts every open connection (a network change: all devices reconnect). */
  cutAll(): void;
  close(): Promise<void>;
}

const PUSH_START = Buffer.from('POST /api/sync/push');

export async function startProxy(options: {
  port: number;
  targetPort: number;
  random: Random;
}): Promise<ChaosProxy> {
  const { random } = options;
  let policy = CALM;
  const counts: ProxyCounts = {
    connections: 0,
    exchanges: 0,
    delayed: 0,
    dropped: 0,
    requestsCut: 0,
    responsesLost: 0,
    responsesCut: 0,
    refused: 0,
  };
  const sockets = new Set<Socket>();
  const inFlight = new Set<Exchange>();
  const pushListeners = new Set<(bytes: number) => void>();

  const drawFate = (): Fate => {
    const roll = random.next();
    let edge = 0;
    for (const [fate, chance] of [
      ['delay', policy.delay],
      ['drop', policy.drop],
      ['cut-request', policy.cutRequest],
      ['lose-response', policy.loseResponse],
      ['cut-response', policy.cutResponse],
    ] as const) {
      edge += chance;
      if (roll < edge) return fate;
    }
    return 'pass';
  };

  const server = createServer((client) => {
    counts.connections += 1;
    const upstream = tcpConnect({ host: '127.0.0.1', port: options.targetPort });
    sockets.add(client);
    sockets.add(upstream);
    let connected = false;
    let exchange: Exchange | null = null;
    // Delayed pieces keep their order: each waits for the one before it.
    let toServer: Promise<void> = Promise.resolve();
    let toClient: Promise<void> = Promise.resolve();

    const cut = () => {
      if (exchange) inFlight.delete(exchange);
      client.destroy();
      upstream.destroy();
    };
    const later = (queue: Promise<void>, ms: number, send: () => void) =>
      queue.then(
        () =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              send();
              resolve();
            }, ms),
          ),
      );
    const forward = (current: Exchange, chunk: Buffer) => {
      const first = !current.forwarded;
      current.forwarded = true;
      if (current.push && !current.answered) inFlight.add(current);
      upstream.write(chunk);
      if (first && current.push) for (const listener of pushListeners) listener(current.bytes);
    };

    upstream.on('connect', () => {
      connected = true;
    });
    upstream.on('error', () => {
      if (!connected) counts.refused += 1;
      cut();
    });
    client.on('error', cut);
    upstream.on('close', cut);
    client.on('close', () => {
      cut();
      sockets.delete(client);
      sockets.delete(upstream);
    });

    client.on('data', (chunk: Buffer) => {
      if (!exchange || exchange.answered) {
        const fate = drawFate();
        exchange = {
          fate,
          push: chunk.subarray(0, PUSH_START.length).equals(PUSH_START),
          bytes: Number(/\r\ncontent-length: *(\d+)/i.exec(chunk.toString('latin1'))?.[1] ?? 0),
          forwarded: false,
          answered: false,
          delayMs: fate === 'delay' ? random.int(50, Math.max(50, policy.maxDelayMs)) : 0,
        };
        counts.exchanges += 1;
        if (fate === 'delay') counts.delayed += 1;
        if (fate === 'drop') counts.dropped += 1;
        if (fate === 'cut-request') counts.requestsCut += 1;
      }
      const current = exchange;
      switch (current.fate) {
        case 'drop':
          return; // Swallowed: the device's watchdog gives up on it.
        case 'cut-request': {
          current.forwarded = true;
          upstream.write(chunk.subarray(0, random.int(0, Math.max(0, chunk.length - 1))), () => cut());
          return;
        }
        case 'delay':
          toServer = later(toServer, current.delayMs, () => forward(current, chunk));
          return;
        default:
          forward(current, chunk);
      }
    });

    upstream.on('data', (chunk: Buffer) => {
      const current = exchange;
      if (!current) return;
      if (!current.answered) {
        current.answered = true;
        inFlight.delete(current);
        if (current.fate === 'lose-response') counts.responsesLost += 1;
        if (current.fate === 'cut-response') counts.responsesCut += 1;
      }
      switch (current.fate) {
        case 'lose-response':
          cut();
          return;
        case 'cut-response':
          client.write(chunk.subarray(0, random.int(1, Math.max(1, chunk.length - 1))), () => cut());
          return;
        case 'delay':
          toClient = later(toClient, current.delayMs, () => client.write(chunk));
          return;
        default:
          client.write(chunk);
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });

  return {
    port: options.port,
    counts,
    setPolicy(next) {
      policy = next;
    },
    pushesInFlight: () => inFlight.size,
    onPush(listener) {
      pushListeners.add(listener);
      return () => pushListeners.delete(listener);
    },
    cutAll() {
      for (const socket of sockets) socket.destroy();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
