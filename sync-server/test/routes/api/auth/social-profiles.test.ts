import type { User } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { loadOAuthConfig } from '../../../../src/config';
import { redactUrl } from '../../../../src/logging';
import { callbackLocation, providerFailure } from '../../../../src/routes/api/auth/social-callback';
import { discoveryUrl, endpointsFromMetadata, hostAndPath } from '../../../../src/services/social-discovery';
import {
  profileFromGithub,
  profileFromOidcClaims,
  safeAvatar,
} from '../../../../src/services/social-profiles';

describe('loadOAuthConfig', () => {
  it('enables nothing without client ids', () => {
    expect(loadOAuthConfig({})).toEqual({});
  });

  it('enables Google at accounts.google.com and GitHub at github.com by default', () => {
    const config = loadOAuthConfig({
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      GITHUB_CLIENT_ID: 'h-id',
      GITHUB_CLIENT_SECRET: 'h-secret',
    });
    expect(config).toEqual({
      google: { clientId: 'g-id', clientSecret: 'g-secret', issuer: 'https://accounts.google.com' },
      github: {
        clientId: 'h-id',
        clientSecret: 'h-secret',
        webUrl: 'https://github.com',
        apiUrl: 'https://api.github.com',
      },
    });
  });

  it('takes another issuer and GitHub Enterprise addresses', () => {
    const config = loadOAuthConfig({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
      GOOGLE_ISSUER: 'http://127.0.0.1:4400',
      GITHUB_CLIENT_ID: 'h',
      GITHUB_CLIENT_SECRET: 's',
      GITHUB_URL: 'https://ghe.example.com/',
      GITHUB_API_URL: 'https://ghe.example.com/api/v3/',
    });
    expect(config.google?.issuer).toBe('http://127.0.0.1:4400');
    expect(config.github).toMatchObject({
      webUrl: 'https://ghe.example.com',
      apiUrl: 'https://ghe.example.com/api/v3',
    });
  });

  it('stops when only half of a client is set', () => {
    expect(() => loadOAuthConfig({ GITHUB_CLIENT_ID: 'h' })).toThrow(
      'GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set together',
    );
  });
});

describe('profileFromOidcClaims', () => {
  it('reads subject, email, verification, name and picture', () => {
    expect(
      profileFromOidcClaims({
        sub: '1098',
        email: 'ada@example.com',
        email_verified: true,
        name: ' Ada Lovelace ',
        picture: 'https://lh3.example.com/a.png',
      }),
    ).toEqual({
      provider: 'google',
      subject: '1098',
      email: 'ada@example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
      username: null,
      avatar: 'https://lh3.example.com/a.png',
    });
  });

  it('counts only true (or "true") as verified and drops what does not fit', () => {
    const profile = profileFromOidcClaims({
      sub: 's',
      email: 'a@example.com',
      email_verified: 'yes',
      name: 'x'.repeat(150),
      picture: 'http://insecure.example.com/a.png',
    });
    expect(profile.emailVerified).toBe(false);
    expect(profile.name).toBe('x'.repeat(100));
    expect(profile.avatar).toBeNull();
    expect(profileFromOidcClaims({ sub: 's', email_verified: 'true' }).emailVerified).toBe(true);
  });

  it('fails without a subject', () => {
    expect(() => profileFromOidcClaims({ email: 'a@example.com' })).toThrow('no subject');
    expect(() => profileFromOidcClaims(null)).toThrow('no subject');
  });
});

describe('profileFromGithub', () => {
  const user = {
    id: 583231,
    login: 'octocat',
    name: 'The Octocat',
    avatar_url: 'https://avatars.example.com/u/1',
  };

  it('takes the primary verified email', () => {
    const emails = [
      { email: 'old@example.com', primary: false, verified: true },
      { email: 'octo@example.com', primary: true, verified: true },
    ];
    expect(profileFromGithub(user, emails)).toEqual({
      provider: 'github',
      subject: '583231',
      email: 'octo@example.com',
      emailVerified: true,
      name: 'The Octocat',
      username: 'octocat',
      avatar: 'https://avatars.example.com/u/1',
    });
  });

  it('has no email when the primary one is unverified, even if another is verified', () => {
    const emails = [
      { email: 'octo@example.com', primary: true, verified: false },
      { email: 'other@example.com', primary: false, verified: true },
    ];
    const profile = profileFromGithub(user, emails);
    expect(profile.email).toBeNull();
    expect(profile.emailVerified).toBe(false);
  });

  it('falls back to the login for a nameless user', () => {
    expect(profileFromGithub({ id: 1, login: 'octocat', name: null }, []).name).toBe('octocat');
  });

  it('fails without an id', () => {
    expect(() => profileFromGithub({ login: 'x' }, [])).toThrow('no id');
  });
});

describe('safeAvatar', () => {
  it.each([
    ['https://a.example.com/x.png', 'https://a.example.com/x.png'],
    ['http://a.example.com/x.png', null],
    ['https://a.example.com/x y.png', null],
    ['javascript:alert(1)', null],
    [`https://a.example.com/${'x'.repeat(2048)}`, null],
    [42, null],
  ])('%s → %s', (input, expected) => {
    expect(safeAvatar(input)).toBe(expected);
  });
});

describe('OpenID discovery', () => {
  const metadata = {
    issuer: 'https://accounts.google.com',
    authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    token_endpoint: 'https://oauth2.googleapis.com/token',
    userinfo_endpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
  };

  it('builds the well-known address with or without a trailing slash', () => {
    expect(discoveryUrl('https://accounts.google.com')).toBe(
      'https://accounts.google.com/.well-known/openid-configuration',
    );
    expect(discoveryUrl('http://127.0.0.1:4400/oidc/')).toBe(
      'http://127.0.0.1:4400/oidc/.well-known/openid-configuration',
    );
  });

  it('reads the three endpoints', () => {
    expect(endpointsFromMetadata('https://accounts.google.com', metadata)).toEqual({
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
      userinfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
    });
  });

  it('refuses a document of another issuer or without userinfo', () => {
    expect(() => endpointsFromMetadata('https://evil.example.com', metadata)).toThrow('names issuer');
    const { userinfo_endpoint: _dropped, ...partial } = metadata;
    expect(() => endpointsFromMetadata('https://accounts.google.com', partial)).toThrow('userinfo_endpoint');
  });

  it('splits an endpoint into host and path', () => {
    expect(hostAndPath('http://127.0.0.1:4400/oidc/token')).toEqual({
      host: 'http://127.0.0.1:4400',
      path: '/oidc/token',
    });
  });
});

describe('callbackLocation', () => {
  it('sends an error code alone', () => {
    expect(callbackLocation({ error: 'access_denied' })).toBe('/auth/callback?error=access_denied');
  });

  it('sends the token and the user as URL-encoded JSON in the fragment (never the query), spaces as %20', () => {
    // Only the encoding is under test: two fields stand for the whole user.
    const user = { _id: 'u1', name: 'Ada Lovelace & co' } as unknown as User;
    const location = callbackLocation({ token: 'a.b.c', user });
    expect(location).toBe(
      '/auth/callback#token=a.b.c&user=%7B%22_id%22%3A%22u1%22%2C%22name%22%3A%22Ada%20Lovelace%20%26%20co%22%7D',
    );
    const url = new URL(location, 'http://app.test');
    expect(url.search).toBe('');
    const params = new URLSearchParams(url.hash.slice(1));
    expect(JSON.parse(params.get('user') ?? '')).toEqual(user);
  });

  it('is masked in the request log', () => {
    expect(redactUrl('/auth/callback?token=a.b.c&user=%7B%7D')).toBe(
      '/auth/callback?token=%5Bredacted%5D&user=%5Bredacted%5D',
    );
    expect(redactUrl('/api/auth/google/callback?code=secret&state=xyz&scope=email')).toBe(
      '/api/auth/google/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&scope=email',
    );
  });
});

describe('providerFailure', () => {
  it('tells a refusal from a provider fault', () => {
    expect(providerFailure('access_denied')).toBe('access_denied');
    expect(providerFailure('server_error')).toBe('provider_error');
  });
});
