import type { SocialProfile } from './social-login';

/**
 * Reads who signed in from a provider's answer. Everything from outside is checked here: a missing
 * subject is a failure, and a name or avatar that would not fit the account is dropped rather than
 * trusted (the same limits as a profile update: names up to 100 characters, https avatars only).
 */

const NAME_MAX = 100;
const AVATAR_MAX = 2048;
const REQUEST_TIMEOUT_MS = 10_000;

type Fetch = typeof fetch;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function personName(value: unknown): string | null {
  const name = text(value);
  return name ? name.slice(0, NAME_MAX).trim() : null;
}

/** An avatar is shown as an image everywhere: https only, no spaces, and a sane length. */
export function safeAvatar(value: unknown): string | null {
  const url = text(value);
  return url && url.length <= AVATAR_MAX && /^https:\/\/\S+$/.test(url) ? url : null;
}

/** OpenID Connect userinfo claims (Google's, or any OIDC server standing in for it). */
export function profileFromOidcClaims(claims: unknown): SocialProfile {
  const fields = record(claims);
  const subject = text(fields.sub);
  if (!subject) throw new Error('The userinfo answer has no subject');
  return {
    provider: 'google',
    subject,
    email: text(fields.email),
    // Some servers send the boolean as a string; anything else is "not verified".
    emailVerified: fields.email_verified === true || fields.email_verified === 'true',
    name: personName(fields.name),
    username: null,
    avatar: safeAvatar(fields.picture),
  };
}

/** GitHub's `/user` and `/user/emails`: the account's email is its primary one, if verified. */
export function profileFromGithub(user: unknown, emails: unknown): SocialProfile {
  const fields = record(user);
  const id = fields.id;
  const subject = typeof id === 'number' && Number.isInteger(id) ? String(id) : text(id);
  if (!subject) throw new Error('The GitHub user has no id');
  const primary = (Array.isArray(emails) ? emails : [])
    .map(record)
    .find((entry) => entry.primary === true && entry.verified === true);
  const email = primary ? text(primary.email) : null;
  const login = text(fields.login);
  return {
    provider: 'github',
    subject,
    email,
    emailVerified: email !== null,
    name: personName(fields.name) ?? personName(login),
    username: login,
    avatar: safeAvatar(fields.avatar_url),
  };
}

async function getJson(url: string, headers: Record<string, string>, fetchImpl: Fetch): Promise<unknown> {
  const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export async function readOidcProfile(
  userinfoUrl: string,
  accessToken: string,
  fetchImpl: Fetch = fetch,
): Promise<SocialProfile> {
  const claims = await getJson(
    userinfoUrl,
    { accept: 'application/json', authorization: `Bearer ${accessToken}` },
    fetchImpl,
  );
  return profileFromOidcClaims(claims);
}

export async function readGithubProfile(
  apiUrl: string,
  accessToken: string,
  fetchImpl: Fetch = fetch,
): Promise<SocialProfile> {
  // GitHub's API refuses requests without a User-Agent.
  const headers = {
    accept: 'application/vnd.github+json',
    authorization: `Bearer ${accessToken}`,
    'user-agent': 'Habitat',
    'x-github-api-version': '2022-11-28',
  };
  const [user, emails] = await Promise.all([
    getJson(`${apiUrl}/user`, headers, fetchImpl),
    getJson(`${apiUrl}/user/emails`, headers, fetchImpl),
  ]);
  return profileFromGithub(user, emails);
}
