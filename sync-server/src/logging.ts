import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_KEYS = new Set([
  'token',
  'access_token',
  'refresh_token',
  'code',
  'state',
  'user',
  'password',
]);
const SECRET_PATH = /(\/invit(?:e|ations)\/)[^/?#]+/g;

/**
 * Request URLs as they may be logged: the social-login callback carries a token in its query and
 * invitation links carry their token in the path, so both are masked before anything is written.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(SECRET_PATH, '$1[redacted]');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${safePath}?${params.toString()}`;
}

export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

/** Headers are not logged at all; this also guards anything that logs a request object by hand. */
export const REDACT_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'];
