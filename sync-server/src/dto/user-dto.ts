import type { User } from '@habitat/protocol';
import { notFound } from '../errors';
import type { UserWithPreferences } from '../repositories/user-repository';

/** The wire shape of a user (spec §3 User); never carries the password hash. */
export function toUserDto(user: UserWithPreferences): User {
  return {
    _id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    avatar: user.avatar,
    role: user.role,
    hasGoogleAuth: user.has_google_auth,
    hasGithubAuth: user.has_github_auth,
    hasPassword: user.password_hash !== null,
    preferences: user.preferences,
    createdAt: user.created_at.toISOString(),
  };
}

/** Emails are compared and stored trimmed and lower-cased: 'Ada@Example.com ' is the same person. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The answer to a change of profile (name, picture, preferences): the user as it now is. */
export function profileUpdated(profile: UserWithPreferences | undefined) {
  if (!profile) throw notFound('User not found');
  return {
    success: true as const,
    data: { user: toUserDto(profile) },
    message: 'Profile updated successfully',
  };
}
