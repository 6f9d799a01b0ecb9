import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/**
 * A deploy the update tests can change under an open tab: one origin that serves a chosen build of
 * the web app (the previous release, then the current one) and passes /api on to the e2e server,
 * the way a real deploy swaps the app's files behind one address. It also plays a sync API that is
 * down, and tells the service worker's sync requests from the page's (by their referrer).
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

/** How the sync API answers: normally, with 503s (a server that is up but refuses), or not at all (refused). */
export type SyncMode = 'up' | 'unavailable' | 'refused';

export interface ReleaseServer {
  url: string;
  /** Serves `dist` from now on; `label` is written into sw.js so each deploy is a new worker. */
  deploy(dist: string, label: string): void;
  setSync(mode: SyncMode): void;
  /** Sync requests the service worker sent (not a page) since the start. */
  workerSyncRequests(): number;
  close(): Promise<void>;
}

export async function startReleaseServer(apiOrigin: string): Promise<ReleaseServer> {
  let dist = '';
  let label = '';
  let sync: SyncMode = 'up';
  let fromWorker = 0;
  const api = new URL(apiOrigin);

  const proxy = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = httpRequest(
      {
        host: api.hostname,
        port: api.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: api.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  };

  const serveFile = (path: string, res: ServerResponse) => {
    const file = normalize(join(dist, path));
    const inside = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
    // Client routes (no extension) get the app's shell, as the real server does.
    const target = inside ? file : extname(path) === '' ? join(dist, 'index.html') : null;
    if (!target) {
      res.writeHead(404).end();
      return;
    }
    const headers = {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    };
    if (path === '/sw.js') {
      res.writeHead(200, headers).end(`${readFileSync(target, 'utf8')}\n// deploy: ${label}\n`);
      return;
    }
    res.writeHead(200, headers);
    createReadStream(target).pipe(res);
  };

  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path.startsWith('/api/sync/') && path !== '/api/sync/events') {
      if ((req.headers.referer ?? '').endsWith('/sw.js')) fromWorker += 1;
      if (sync === 'refused') {
        req.socket.destroy();
        return;
      }
      if (sync === 'unavailable') {
        res
          .writeHead(503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: false, error: 'Service unavailable' }));
        return;
      }
    }
    if (path.startsWith('/api/')) proxy(req, res);
    else serveFile(path, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    deploy(nextDist, nextLabel) {
      dist = normalize(nextDist);
      label = nextLabel;
    },
    setSync(mode) {
      sync = mode;
    },
    workerSyncRequests: () => fromWorker,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
