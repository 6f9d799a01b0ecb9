import type { AvatarContentType } from '@habitat/domain';
import type { User } from '@habitat/protocol';
import { api } from './client';

/** The signed-in person's name, picture and password (spec §7 Users). Online only. */

export async function updateName(name: string): Promise<User> {
  return (await api.put('/users/profile', 'me', { name })).data.user;
}

export async function uploadAvatar(contentType: AvatarContentType, data: string): Promise<User> {
  return (await api.put('/users/avatar', 'me', { contentType, data })).data.user;
}

export async function removeAvatar(): Promise<User> {
  return (await api.delete('/users/avatar', 'me')).data.user;
}

/** Without `currentPassword` only for an account that has none yet (made through Google or GitHub). */
export async function changePassword(body: {
  currentPassword?: string;
  newPassword: string;
}): Promise<string> {
  return (await api.put('/users/change-password', 'ok', body)).message;
}
