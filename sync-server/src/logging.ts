import type { FastifyRequest } from 'fastify';
import { err as standardError } from 'pino-std-serializers';

const SECRET_QUERY_KEYS = new Set([
  'token',
  'access_token',
  'refresh_token',
  'code',
  'state',
  'user',
  'password',
]);
const SECRET_PATH = /(\/(?:invite|invitations|reset-password|password-resets)\/)[^/?#]+/g;

/**
 * Request URLs as they may be logged: invitation and password-reset links carry their token in
 * the path, and a provider's callback its code and state in the query, so these are masked before
 * anything is written. (The social-login token travels in a fragment, which never reaches a
 * server; a token in a query, from an old link, is masked all the same.)
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

/**
 * Errors as they may be logged. A database error carries what the query was given: PGlite's keep
 * the bound parameters (a password hash, an email address), and PostgreSQL's `detail` quotes the
 * values behind a constraint ("Key (email)=(…) already exists"). Those stay out of the log; the
 * SQL text, code, constraint, table and column stay in, which is what a diagnosis needs.
 */
export function serializeError(error: Error): ReturnType<typeof standardError> {
  const serialized = standardError(error);
  for (const key of ['params', 'parameters', 'queryOptions', 'detail']) delete serialized[key];
  return serialized;
}
