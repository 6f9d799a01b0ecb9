import {
  type ProvidersResponse,
  type RegisterBody,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  type User,
} from '@habitat/protocol';
import type { AnswerCheck } from '@habitat/sync-client/answer-check';
import { api, apiRequest } from '../api/client';

export async function login(email: string, password: string, rememberMe: boolean) {
  const { data } = await api.post(
    '/auth/login',
    'auth',
    { email, password, rememberMe },
    { credentials: 'none' },
  );
  return data;
}

export async function register(body: RegisterBody) {
  const { data } = await api.post('/auth/register', 'auth', body, { credentials: 'none' });
  return data;
}

/** The one answer to "forgot password", whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await api.post('/auth/forgot-password', 'ok', { email }, { credentials: 'none' })).message;
}

/** Whom a reset link is for, or the reason it no longer works (thrown). */
export async function checkPasswordReset(token: string): Promise<string> {
  const { data } = await api.get(`/auth/password-resets/${encodeURIComponent(token)}`, 'passwordReset', {
    credentials: 'none',
  });
  return data.email;
}

export async function resetPassword(token: string, password: string) {
  const { data } = await api.post(
    '/auth/reset-password',
    'auth',
    { token, password },
    { credentials: 'none' },
  );
  return data;
}

export async function fetchMe(signal?: AbortSignal): Promise<User> {
  const { data } = await api.get('/auth/me', 'me', signal ? { signal } : {});
  return data.user;
}

/**
 * Closes a session this page never stored (the person cancelled before the device was handed to
 * the account). Best effort: offline, the session simply runs out.
 */
export async function endSession(token: string): Promise<void> {
  await fetch('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(
    () => undefined,
  );
}

/**
 * The providers answer, read without the schemas (api/answers.ts): the login page asks for it as it
 * opens, and loads no TypeBox before it is used (its scripts are measured). A provider this build
 * does not know (a newer server's) is left out, as a newer field is elsewhere.
 */
export function knownProviders(body: unknown): AnswerCheck<SocialProvider[]> {
  const providers = (body as Partial<ProvidersResponse> | null)?.data?.providers;
  if (!Array.isArray(providers)) return { ok: false, problem: '/data/providers: must be array' };
  const known: readonly unknown[] = SOCIAL_PROVIDERS;
  return { ok: true, value: providers.filter((name): name is SocialProvider => known.includes(name)) };
}

/**
 * The social-login providers this server has enabled (`GET /api/auth/providers`). The login and
 * signup pages show a button for each; with no answer (offline) they show none.
 */
export async function fetchSocialProviders(signal?: AbortSignal): Promise<SocialProvider[]> {
  return apiRequest('GET', '/auth/providers', knownProviders, {
    credentials: 'none',
    ...(signal ? { signal } : {}),
  });
}
