import { AUTH_MESSAGES, WEEK_START_MESSAGE } from '@habitat/domain';
import { Check } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { AuthResponse, LoginBody, PreferencesSchema, UserSchema } from './auth';
import { ErrorResponse } from './envelope';
import { ProfileUpdateBody } from './users';

const user = {
  _id: '0192f0a4-0000-7000-8000-000000000000',
  name: 'Ada Lovelace',
  username: null,
  email: 'ada@example.com',
  avatar: null,
  role: 'user',
  hasGoogleAuth: false,
  hasGithubAuth: false,
  hasPassword: true,
  preferences: {
    theme: 'auto',
    timezone: 'UTC',
    weekStartsOn: 1,
    emailNotifications: true,
    dayStartsAt: '00:00',
    pushEncouragements: true,
    pushGroupEvents: false,
    reminderSummaryAt: null,
  },
  createdAt: '2026-11-21T10:00:00.000Z',
};

describe('wire contract', () => {
  it('describes the auth answer the client reads as data.token and data.user', () => {
    expect(Check(AuthResponse, { success: true, data: { token: 'a.b.c', user } })).toBe(true);
    expect(Check(AuthResponse, { success: true, data: { user } })).toBe(false);
    expect(Check(UserSchema, { ...user, role: 'superuser' })).toBe(false);
    // A registration from an invitation also says which group it joined.
    expect(
      Check(AuthResponse, {
        success: true,
        data: { token: 'a.b.c', user, joinedWorkspace: { id: 'w1', name: 'Book Club' } },
      }),
    ).toBe(true);
  });

  it('has one error shape', () => {
    expect(Check(ErrorResponse, { success: false, error: 'Nope' })).toBe(true);
    expect(Check(ErrorResponse, { success: false, message: 'Nope' })).toBe(false);
  });

  it('bounds preferences as the settings screen does', () => {
    expect(Check(PreferencesSchema, user.preferences)).toBe(true);
    expect(Check(PreferencesSchema, { ...user.preferences, weekStartsOn: 7 })).toBe(false);
    expect(Check(PreferencesSchema, { ...user.preferences, theme: 'neon' })).toBe(false);
    expect(Check(PreferencesSchema, { ...user.preferences, reminderSummaryAt: '20:30' })).toBe(true);
    expect(Check(PreferencesSchema, { ...user.preferences, reminderSummaryAt: '8pm' })).toBe(false);
    expect(Check(ProfileUpdateBody, { preferences: { weekStartsOn: 0 } })).toBe(true);
  });

  it('carries the form messages the server answers with', () => {
    const messageOf = (schema: object) => {
      const message = (schema as { errorMessage?: string | { default?: string } }).errorMessage;
      return typeof message === 'string' ? message : message?.default;
    };
    expect(messageOf(LoginBody.properties.email)).toBe(AUTH_MESSAGES.emailInvalid);
    expect(messageOf(PreferencesSchema.properties.weekStartsOn)).toBe(WEEK_START_MESSAGE);
  });
});
