import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, PASSWORD, registerUser, useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

function updateProfile(token: string, payload: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: bearer(token),
    payload: payload as object,
  });
}

function changePassword(token: string, payload: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/users/change-password',
    headers: bearer(token),
    payload: payload as object,
  });
}

describe('profile', () => {
  it('reads the signed-in user with default preferences', async () => {
    const { token, userId } = await registerUser(ctx.app, { name: 'Ada Lovelace' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      _id: userId,
      name: 'Ada Lovelace',
      preferences: { theme: 'auto', timezone: 'UTC', weekStartsOn: 1, emailNotifications: true },
    });
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(response.statusCode).toBe(401);
  });

  it('changes only the preferences it is sent and keeps them', async () => {
    const { token } = await registerUser(ctx.app);
    const response = await updateProfile(token, { preferences: { theme: 'dark', weekStartsOn: 0 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.preferences).toEqual({
      theme: 'dark',
      timezone: 'UTC',
      weekStartsOn: 0,
      emailNotifications: true,
      dayStartsAt: '00:00',
      pushEncouragements: true,
      pushGroupEvents: false,
      reminderSummaryAt: null,
    });
    await updateProfile(token, {
      preferences: { timezone: 'Asia/Tokyo', emailNotifications: false, pushGroupEvents: true },
    });
    const reread = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(reread.json().data.user.preferences).toEqual({
      theme: 'dark',
      timezone: 'Asia/Tokyo',
      weekStartsOn: 0,
      emailNotifications: false,
      dayStartsAt: '00:00',
      pushEncouragements: true,
      pushGroupEvents: true,
      reminderSummaryAt: null,
    });
  });

  it('keeps a day start in quarter hours up to 06:00 and refuses later ones in words', async () => {
    const { token } = await registerUser(ctx.app);
    const ok = await updateProfile(token, { preferences: { dayStartsAt: '04:30' } });
    expect(ok.json().data.user.preferences.dayStartsAt).toBe('04:30');
    const late = await updateProfile(token, { preferences: { dayStartsAt: '07:00' } });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('Day start must be a time from 00:00 to 06:00');
  });

  it('stores a time zone under its canonical name', async () => {
    const { token } = await registerUser(ctx.app);
    const response = await updateProfile(token, { preferences: { timezone: 'utc' } });
    expect(response.json().data.user.preferences.timezone).toBe('UTC');
  });

  it('accepts an https avatar and clears it with null', async () => {
    const { token } = await registerUser(ctx.app);
    const set = await updateProfile(token, { avatar: 'https://example.com/ada.png' });
    expect(set.json().data.user.avatar).toBe('https://example.com/ada.png');
    const cleared = await updateProfile(token, { avatar: null });
    expect(cleared.json().data.user.avatar).toBeNull();
  });

  it('renames the user', async () => {
    const { token } = await registerUser(ctx.app);
    const response = await updateProfile(token, { name: '  Grace Hopper ' });
    expect(response.json().data.user.name).toBe('Grace Hopper');
  });

  it.each([
    [{ preferences: { weekStartsOn: 7 } }, 'Week start day must be between 0 (Sunday) and 6 (Saturday)'],
    [{ preferences: { weekStartsOn: -1 } }, 'Week start day must be between 0 (Sunday) and 6 (Saturday)'],
    [{ preferences: { weekStartsOn: 2.5 } }, 'Week start day must be between 0 (Sunday) and 6 (Saturday)'],
    [{ preferences: { theme: 'neon' } }, 'Theme must be light, dark or auto'],
    [{ preferences: { timezone: 'Mars/Olympus' } }, 'Unknown time zone "Mars/Olympus"'],
    [
      { preferences: { emailNotifications: 'sometimes' } },
      'Invalid "preferences.emailNotifications": must be boolean',
    ],
    [{ name: '' }, 'Name is required'],
    [{}, 'Nothing to update'],
    [{ preferences: {} }, 'Nothing to update'],
    [{ preferences: { weekStartsOn: null } }, 'Week start day must be between 0 (Sunday) and 6 (Saturday)'],
    [{ preferences: { weekStartsOn: true } }, 'Week start day must be between 0 (Sunday) and 6 (Saturday)'],
    [{ preferences: { weekStartsOn: '3' } }, 'Week start day must be between 0 (Sunday) and 6 (Saturday)'],
    [
      { preferences: { emailNotifications: 'true' } },
      'Invalid "preferences.emailNotifications": must be boolean',
    ],
    [{ preferences: { colour: 'red' } }, 'Unknown field "preferences.colour"'],
    [{ name: 7 }, 'Name is required'],
    [{ foo: 1 }, 'Unknown field "foo"'],
    [{ avatar: 'javascript:alert(1)' }, 'Avatar must be an https:// URL'],
  ])('answers 400 for %j', async (payload, error) => {
    const { token } = await registerUser(ctx.app);
    const response = await updateProfile(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error });
  });

  it('leaves stored preferences untouched when an update is rejected', async () => {
    const { token } = await registerUser(ctx.app);
    await updateProfile(token, { preferences: { weekStartsOn: 9, theme: 'dark' } });
    const reread = await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(reread.json().data.user.preferences).toMatchObject({ theme: 'auto', weekStartsOn: 1 });
  });
});

describe('PUT /api/users/change-password', () => {
  it('replaces the password and ends the other sessions, keeping this one', async () => {
    const account = await registerUser(ctx.app, { email: 'pw@example.com' });
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'pw@example.com', password: PASSWORD },
    });
    const otherToken = other.json().data.token;

    const response = await changePassword(account.token, {
      currentPassword: PASSWORD,
      newPassword: 'Brand3New',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Password changed successfully' });

    const meWith = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await meWith(account.token)).statusCode).toBe(200);
    expect((await meWith(otherToken)).statusCode).toBe(401);
    const loginWith = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'pw@example.com', password },
      });
    expect((await loginWith(PASSWORD)).statusCode).toBe(401);
    expect((await loginWith('Brand3New')).statusCode).toBe(200);
  });

  it('lets an account made through Google set its first password, with no current one to give', async () => {
    const id = randomUUID();
    await ctx.app.repos.identities.createAccount(
      { id, email: 'social@example.com', name: 'Sol Social', username: null, avatar: null },
      { provider: 'google', subject: 'g-social', email: 'social@example.com' },
    );
    const sessionId = randomUUID();
    await ctx.app.repos.sessions.create({ id: sessionId, userId: id, remember: true });
    const token = ctx.app.jwt.sign({ sub: id, sid: sessionId });
    const before = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(before.json().data.user.hasPassword).toBe(false);

    const weak = await changePassword(token, { newPassword: 'weak' });
    expect(weak.json().error).toBe('Password must be at least 8 characters');
    const set = await changePassword(token, { newPassword: 'Brand3New' });
    expect(set.json()).toEqual({ success: true, message: 'Password set successfully' });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.json().data.user.hasPassword).toBe(true);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'social@example.com', password: 'Brand3New' },
    });
    expect(login.statusCode).toBe(200);
    // From now on the current password is asked for.
    const again = await changePassword(token, { newPassword: 'Other4Pass' });
    expect(again.json().error).toBe('Current password is required');
  });

  it.each([
    [{ newPassword: 'Brand3New' }, 'Current password is required'],
    [{ currentPassword: 'Wrong1234', newPassword: 'Brand3New' }, 'Current password is incorrect'],
    [{ currentPassword: PASSWORD, newPassword: 'short' }, 'Password must be at least 8 characters'],
    [
      { currentPassword: PASSWORD, newPassword: 'nouppercase1' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      'New password must be different from the current password',
    ],
    [{ currentPassword: PASSWORD }, 'Missing required field "newPassword"'],
  ])('answers 400 for %j', async (payload, error) => {
    const { token } = await registerUser(ctx.app);
    const response = await changePassword(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error });
  });
});
