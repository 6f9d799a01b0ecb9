import { retryMessage } from '@habitat/domain';

/**
 * Spec §8 transport mapping: what a failed call says to the person. The server's own text is kept
 * for client errors it can explain (a duplicate email, a bad field); statuses that mean the same
 * thing everywhere get one fixed sentence.
 */
export const TRANSPORT_MESSAGES = {
  sessionExpired: 'Session expired. Please login again.',
  forbidden: 'Access denied. You do not have permission to perform this action.',
  notFound: 'Resource not found.',
  tooManyRequests: 'Too many requests. Please try again later.',
  server: 'Server error. Please try again later.',
  unexpected: 'An unexpected error occurred.',
  network: 'Network error. Please check your connection and try again.',
} as const;

/** The raw text of a failed response: the server's `error` or `message`, else the HTTP status. */
export function rawErrorText(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return `HTTP error! status: ${status}`;
}

const NO_SERVER_WORDS = /^HTTP error! status: \d+$/;

/**
 * What a failed call says to the person. A 429 says when to try again (issue 27, a departure from
 * the spec's fixed sentence): the server's words when they say it, else the server's words (or
 * 'Too many requests.') followed by the wait that Retry-After gave, else the spec's sentence.
 */
export function userMessage(status: number, raw: string, retryAfterSeconds: number | null = null): string {
  if (status === 401) return TRANSPORT_MESSAGES.sessionExpired;
  if (status === 403) return TRANSPORT_MESSAGES.forbidden;
  if (status === 404) return TRANSPORT_MESSAGES.notFound;
  if (status === 429) return tooManyMessage(raw, retryAfterSeconds);
  if (status >= 500) return TRANSPORT_MESSAGES.server;
  return raw || TRANSPORT_MESSAGES.unexpected;
}

function tooManyMessage(raw: string, retryAfterSeconds: number | null): string {
  const serverWords = raw && !NO_SERVER_WORDS.test(raw) ? raw.trim() : null;
  // An older server's fixed 'try again later' gives way to the wait its Retry-After names.
  const saysWhen =
    serverWords && /try again/i.test(serverWords) && serverWords !== TRANSPORT_MESSAGES.tooManyRequests;
  if (saysWhen) return serverWords;
  if (retryAfterSeconds !== null) {
    const lead =
      serverWords && serverWords !== TRANSPORT_MESSAGES.tooManyRequests
        ? /[.!?]$/.test(serverWords)
          ? serverWords
          : `${serverWords}.`
        : 'Too many requests.';
    return retryMessage(lead, retryAfterSeconds);
  }
  return serverWords ?? TRANSPORT_MESSAGES.tooManyRequests;
}
