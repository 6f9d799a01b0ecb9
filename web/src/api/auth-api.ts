import type { AuthResponse, MeResponse, RegisterBody, User } from '@habitat/protocol';
import { api } from './client';

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

export async function fetchMe(signal?: AbortSignal): Promise<User> {
  const { data } = await api.get<MeResponse>('/auth/me', signal ? { signal } : {});
  return data.user;
}

export async function logout(): Promise<void> {
  await api.post('/auth/logout', undefined, { expireSessionOn401: false });
}
