import type {
  AuthResponse,
  MeResponse,
  PasswordResetResponse,
  ProvidersResponse,
  RegisterBody,
  SocialProvider,
  User,
} from '@habitat/protocol';
import { api } from '../api/client';

export async function login(email: string, password: string, rememberMe: boolean) {
  const { data } = await api.post<AuthResponse>(
    '/auth/login',
    { email, password, rememberMe },
    { credentials: 'none' },
  );
  return data;
}

export async function register(body: RegisterBody) {
  const { data } = await api.post<AuthResponse>('/auth/register', body, { credentials: 'none' });
  return data;
}

/** The one answer to "forgot password", whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await api.post<{ message: string }>('/auth/forgot-password', { email }, { credentials: 'none' }))
    .message;
}

/** Whom a reset link is for, or the reason it no longer works (thrown). */
export async function checkPasswordReset(token: string): Promise<string> {
  const { data } = await api.get<PasswordResetResponse>(
    `/auth/password-resets/${encodeURIComponent(token)}`,
    {
      credentials: 'none',
    },
  );
  return data.email;
}

export async function resetPassword(token: string, password: string) {
  const { data } = await api.post<AuthResponse>(
    '/auth/reset-password',
    { token, password },
    { credentials: 'none' },
  );
  return data;
}

export async function fetchMe(signal?: AbortSignal): Promise<User> {
  const { data } = await api.get<MeResponse>('/auth/me', signal ? { signal } : {});
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
 * The social-login providers this server has enabled (`GET /api/auth/providers`). The login and
 * signup pages show a button for each; with no answer (offline) they show none.
 */
export async function fetchSocialProviders(signal?: AbortSignal): Promise<SocialProvider[]> {
  const { data } = await api.get<ProvidersResponse>('/auth/providers', {
    credentials: 'none',
    ...(signal ? { signal } : {}),
  });
  return data.providers;
}
