import type { SupportLinks } from '@habitat/protocol';
import { checkAnswerOf } from './client';

/**
 * Settings → Help & Support reads the server's health check (issue 27) rather than a fixed line.
 * - ok: GET /api/health answered 200 with status ok;
 * - degraded: something answered, but not that (503 from a database that does not answer, or a
 *   proxy's 502);
 * - unreachable: no answer in time, or a network error;
 * - offline: the device itself says it has no network, so nothing is asked.
 */
export type ServerStatus = 'checking' | 'ok' | 'degraded' | 'unreachable' | 'offline';

export interface ServerHealth {
  status: ServerStatus;
  /** The links the server last sent (kept on the device, so they work offline too). */
  support: SupportLinks | null;
  serverVersion?: string;
}

/** How long the check waits for an answer before calling the server unreachable. */
export const HEALTH_TIMEOUT_MS = 8000;
/** How often the check runs again while the settings page is open and visible. */
export const HEALTH_EVERY_MS = 60_000;

const SUPPORT_KEY = 'habitat:support-links';

function isLinks(value: unknown): value is SupportLinks {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const links = value as Record<string, unknown>;
  return ['docsUrl', 'issuesUrl', 'email'].every(
    (key) => links[key] === undefined || typeof links[key] === 'string',
  );
}

/** Only http(s) addresses become links, whatever a server (or a tampered cache) sends. */
export function safeSupportLinks(value: unknown): SupportLinks | null {
  if (!isLinks(value)) return null;
  const links: SupportLinks = {};
  for (const key of ['docsUrl', 'issuesUrl'] as const) {
    const url = value[key];
    if (url && /^https?:\/\//i.test(url)) links[key] = url;
  }
  if (value.email && /^[^\s@<>?&,;:/\\]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(value.email))
    links.email = value.email;
  return links;
}

/**
 * What one answer of GET /api/health means; `body` is its parsed JSON, or undefined. Checked against
 * the protocol like every answer (api/answers.ts): anything else (a proxy's page) is degraded.
 */
export async function readHealthAnswer(httpStatus: number, body: unknown): Promise<ServerHealth> {
  const checked = await checkAnswerOf('health', body);
  if (!checked.ok) return { status: 'degraded', support: null };
  const { status, support, version } = checked.value.data;
  const ok = httpStatus === 200 && status === 'ok';
  return { status: ok ? 'ok' : 'degraded', support: safeSupportLinks(support), serverVersion: version };
}

export function storedSupportLinks(): SupportLinks | null {
  try {
    const raw = localStorage.getItem(SUPPORT_KEY);
    return raw === null ? null : safeSupportLinks(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function storeSupportLinks(links: SupportLinks): void {
  try {
    localStorage.setItem(SUPPORT_KEY, JSON.stringify(links));
  } catch {
    // A full or blocked storage only means the links are asked for again next time.
  }
}

/** One check: never throws, never waits longer than HEALTH_TIMEOUT_MS. */
export async function checkServerHealth(signal?: AbortSignal): Promise<ServerHealth> {
  const timeout = AbortSignal.timeout(HEALTH_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const response = await fetch('/api/health', { cache: 'no-store', signal: combined });
    const body: unknown = await response.json().catch(() => undefined);
    const answer = await readHealthAnswer(response.status, body);
    if (answer.support) storeSupportLinks(answer.support);
    return { ...answer, support: answer.support ?? storedSupportLinks() };
  } catch {
    return { status: 'unreachable', support: storedSupportLinks() };
  }
}
