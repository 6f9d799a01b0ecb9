import type { AvatarContentType } from '@habitat/domain';
import type { MeResponse, User } from '@habitat/protocol';
import { api } from './client';

/** The signed-in person's name, picture and password (spec §7 Users). Online only. */

export async function updateName(name: string): Promise<User> {
  return (await api.put<MeResponse>('/users/profile', { name })).data.user;
}

export async function uploadAvatar(contentType: AvatarContentType, data: string): Promise<User> {
  return (await api.put<MeResponse>('/users/avatar', { contentType, data })).data.user;
}

export async function removeAvatar(): Promise<User> {
  return (await api.delete<MeResponse>('/users/avatar')).data.user;
}

/** Without `currentPassword` only for an account that has none yet (made through Google or GitHub). */
export async function changePassword(body: {
  currentPassword?: string;
  newPassword: string;
}): Promise<string> {
  return (await api.put<{ message: string }>('/users/change-password', body)).message;
}
