import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '../dto/user-dto';
import { isUniqueViolation } from '../repositories/executor';
import type { IdentityRepository } from '../repositories/identity-repository';
import type { UserRepository } from '../repositories/user-repository';
import type { SocialProfile } from './social-login';

/**
 * Which account a social sign-in opens. In order:
 * 1. the account this provider identity was linked to before (whatever its email is now);
 * 2. the account with the same email, if the provider says the email is verified: the identity is
 *    linked to it, so the person's password sign-in and social sign-in open the same data;
 * 3. a new account without a password, again only for a verified email.
 * An unverified email is refused in both 2 and 3: linking would hand an existing account to whoever
 * typed its address at the provider, and creating would squat that address before its owner signs up.
 */
export type SocialSignIn =
  | { status: 'signed-in' | 'linked' | 'created'; userId: string }
  | { status: 'refused'; reason: 'email_missing' | 'email_unverified' };

export interface SocialAccountDeps {
  users: Pick<UserRepository, 'findByEmail'>;
  identities: IdentityRepository;
}

function accountName(profile: SocialProfile, email: string): string {
  return profile.name ?? email.split('@')[0] ?? email;
}

/** What the device said when the sign-in started, for an account the sign-in creates. */
export interface NewAccountHints {
  timezone?: string;
}

async function resolveOnce(
  deps: SocialAccountDeps,
  profile: SocialProfile,
  hints: NewAccountHints,
): Promise<SocialSignIn> {
  const { users, identities } = deps;
  const linkedUserId = await identities.findUserId(profile.provider, profile.subject);
  if (linkedUserId) return { status: 'signed-in', userId: linkedUserId };

  if (!profile.email) return { status: 'refused', reason: 'email_missing' };
  if (!profile.emailVerified) return { status: 'refused', reason: 'email_unverified' };
  const email = normalizeEmail(profile.email);
  const identity = { provider: profile.provider, subject: profile.subject, email };

  const existing = await users.findByEmail(email);
  if (existing) {
    await identities.link(existing.id, identity, profile.avatar);
    return { status: 'linked', userId: existing.id };
  }
  const id = randomUUID();
  await identities.createAccount(
    {
      id,
      email,
      name: accountName(profile, email),
      username: profile.username,
      avatar: profile.avatar,
      ...(hints.timezone ? { timezone: hints.timezone } : {}),
    },
    identity,
  );
  return { status: 'created', userId: id };
}

export async function signInWithProfile(
  deps: SocialAccountDeps,
  profile: SocialProfile,
  hints: NewAccountHints = {},
): Promise<SocialSignIn> {
  try {
    return await resolveOnce(deps, profile, hints);
  } catch (error) {
    // Two callbacks for one person at once (a double click): the loser's insert meets the winner's
    // row, and looking again finds the account the winner made or linked.
    if (!isUniqueViolation(error)) throw error;
    return resolveOnce(deps, profile, hints);
  }
}
