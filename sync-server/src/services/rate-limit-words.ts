import { retryMessage } from '@habitat/domain';

/**
 * The first sentence of a 429, named for what was tried: the limited routes are all doors to an
 * account, and "sign-in attempts" tells a person more than "requests".
 */
export function rateLimitLead(routeUrl: string | undefined): string {
  const url = routeUrl ?? '';
  if (url === '/api/auth/register') return 'Too many sign-up attempts.';
  if (/^\/api\/auth\/(forgot-password|reset-password|password-resets)/.test(url)) {
    return 'Too many password reset attempts.';
  }
  // Login and each social provider's start and callback.
  if (url.startsWith('/api/auth/')) return 'Too many sign-in attempts.';
  return 'Too many requests.';
}

/** The 429's sentence with when to try again: "Too many sign-in attempts. Try again in 45 seconds." */
export function rateLimitMessage(routeUrl: string | undefined, retryAfterSeconds: number): string {
  return retryMessage(rateLimitLead(routeUrl), retryAfterSeconds);
}
