import { describe, expect, it } from 'vitest';
import { signInWithProfile } from '../../../../src/services/social-accounts';
import type { SocialProfile } from '../../../../src/services/social-login';
import { registerUser, useTestApp } from '../../../helpers/test-app';

const ctx = useTestApp();

function deps() {
  return { users: ctx.app.repos.users, identities: ctx.app.repos.identities };
}

function googleProfile(overrides: Partial<SocialProfile> = {}): SocialProfile {
  return {
    provider: 'google',
    subject: 'google-sub-1',
    email: 'ada@example.com',
    emailVerified: true,
    name: 'Ada Lovelace',
    username: null,
    avatar: 'https://images.example.com/ada.png',
    ...overrides,
  };
}

async function userRow(id: string) {
  return ctx.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function identities() {
  return ctx.database.db
    .selectFrom('user_identities')
    .select(['provider', 'subject', 'user_id', 'email'])
    .orderBy('provider')
    .execute();
}

describe('signInWithProfile', () => {
  it('creates an account without a password for a new verified email, with its preferences and scope', async () => {
    const result = await signInWithProfile(deps(), googleProfile({ email: ' Ada@Example.com ' }));
    expect(result.status).toBe('created');
    if (result.status !== 'created') return;

    const user = await userRow(result.userId);
    expect(user).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      username: null,
      avatar: 'https://images.example.com/ada.png',
      password_hash: null,
      has_google_auth: true,
      has_github_auth: false,
    });
    const profile = await ctx.app.repos.users.findProfile(result.userId);
    expect(profile?.preferences).toMatchObject({ theme: 'auto', timezone: 'UTC', weekStartsOn: 1 });
    const scope = await ctx.database.db
      .selectFrom('sync_scopes')
      .select('scope_id')
      .where('scope_id', '=', `u:${result.userId}`)
      .executeTakeFirst();
    expect(scope).toBeDefined();
    expect(await identities()).toEqual([
      { provider: 'google', subject: 'google-sub-1', user_id: result.userId, email: 'ada@example.com' },
    ]);
  });

  it('names a nameless account after its email and keeps a GitHub login as username', async () => {
    const result = await signInWithProfile(
      deps(),
      googleProfile({ provider: 'github', subject: '42', name: null, username: 'octo', avatar: null }),
    );
    if (result.status !== 'created') throw new Error(`expected created, got ${result.status}`);
    expect(await userRow(result.userId)).toMatchObject({
      name: 'ada',
      username: 'octo',
      avatar: null,
      has_github_auth: true,
      has_google_auth: false,
    });
  });

  it('signs the same identity into the same account again, even after its email changed', async () => {
    const first = await signInWithProfile(deps(), googleProfile());
    const again = await signInWithProfile(
      deps(),
      googleProfile({ email: 'new@example.com', emailVerified: false }),
    );
    expect(first.status).toBe('created');
    expect(again).toEqual({ status: 'signed-in', userId: first.status === 'created' ? first.userId : '' });
    expect(await identities()).toHaveLength(1);
  });

  it('links a verified email to the existing password account, which keeps its password and name', async () => {
    const account = await registerUser(ctx.app, { name: 'Ada Byron', email: 'ada@example.com' });
    const before = await userRow(account.userId);

    const result = await signInWithProfile(deps(), googleProfile({ email: 'ADA@example.com' }));
    expect(result).toEqual({ status: 'linked', userId: account.userId });

    const after = await userRow(account.userId);
    expect(after.password_hash).toBe(before.password_hash);
    expect(after).toMatchObject({
      name: 'Ada Byron',
      has_google_auth: true,
      has_github_auth: false,
      // The account had no avatar: the provider's fills it in.
      avatar: 'https://images.example.com/ada.png',
    });
    expect(await identities()).toEqual([
      { provider: 'google', subject: 'google-sub-1', user_id: account.userId, email: 'ada@example.com' },
    ]);
    // A second sign-in finds the identity, not the email.
    expect(await signInWithProfile(deps(), googleProfile())).toEqual({
      status: 'signed-in',
      userId: account.userId,
    });
  });

  it('keeps an avatar the person chose when linking', async () => {
    const account = await registerUser(ctx.app, { email: 'ada@example.com' });
    await ctx.app.repos.users.updateProfile(account.userId, { avatar: 'https://mine.example.com/me.png' });
    await signInWithProfile(deps(), googleProfile());
    expect((await userRow(account.userId)).avatar).toBe('https://mine.example.com/me.png');
  });

  it('links Google and GitHub to one account', async () => {
    const account = await registerUser(ctx.app, { email: 'ada@example.com' });
    await signInWithProfile(deps(), googleProfile());
    const github = await signInWithProfile(deps(), googleProfile({ provider: 'github', subject: '7' }));
    expect(github).toEqual({ status: 'linked', userId: account.userId });
    expect(await userRow(account.userId)).toMatchObject({ has_google_auth: true, has_github_auth: true });
    expect((await identities()).map((row) => row.provider)).toEqual(['github', 'google']);
  });

  it('refuses an unverified email that matches an account, and links nothing', async () => {
    const account = await registerUser(ctx.app, { email: 'ada@example.com' });
    const result = await signInWithProfile(deps(), googleProfile({ emailVerified: false }));
    expect(result).toEqual({ status: 'refused', reason: 'email_unverified' });
    expect(await identities()).toEqual([]);
    expect((await userRow(account.userId)).has_google_auth).toBe(false);
  });

  it('refuses an unverified email that matches no account, and creates nothing', async () => {
    const result = await signInWithProfile(deps(), googleProfile({ emailVerified: false }));
    expect(result).toEqual({ status: 'refused', reason: 'email_unverified' });
    expect(await ctx.database.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('refuses a profile without an email', async () => {
    const result = await signInWithProfile(deps(), googleProfile({ email: null, emailVerified: false }));
    expect(result).toEqual({ status: 'refused', reason: 'email_missing' });
  });

  it('makes one account when the same new person signs in twice at once', async () => {
    const results = await Promise.all([
      signInWithProfile(deps(), googleProfile()),
      signInWithProfile(deps(), googleProfile()),
    ]);
    const ids = results.map((result) => (result.status === 'refused' ? null : result.userId));
    expect(ids[0]).not.toBeNull();
    expect(ids[1]).toBe(ids[0]);
    expect(results.map((result) => result.status).sort()).toEqual(['created', 'signed-in']);
    expect(await ctx.database.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    expect(await identities()).toHaveLength(1);
  });
});

describe('IdentityRepository.createAccount', () => {
  it('leaves no half account when the identity cannot be stored', async () => {
    const first = await signInWithProfile(deps(), googleProfile());
    expect(first.status).toBe('created');
    // The same Google subject again under another email: the identity insert is the one that fails.
    const secondId = '0192f0a4-0000-7000-8000-00000000beef';
    await expect(
      ctx.app.repos.identities.createAccount(
        { id: secondId, email: 'other@example.com', name: 'Other', username: null, avatar: null },
        { provider: 'google', subject: 'google-sub-1', email: 'other@example.com' },
      ),
    ).rejects.toMatchObject({ code: '23505' });
    const leftovers = await Promise.all([
      ctx.database.db.selectFrom('users').select('id').where('id', '=', secondId).execute(),
      ctx.database.db.selectFrom('preferences').select('user_id').where('user_id', '=', secondId).execute(),
      ctx.database.db
        .selectFrom('sync_scopes')
        .select('scope_id')
        .where('scope_id', '=', `u:${secondId}`)
        .execute(),
    ]);
    expect(leftovers).toEqual([[], [], []]);
  });
});
