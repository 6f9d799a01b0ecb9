import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { conflict } from '../errors';
import { isUniqueViolation } from '../repositories/executor';
import type { UserRepository, UserWithPreferences } from '../repositories/user-repository';
import type { InvitationAcceptance } from './invitation-acceptance';

export const DUPLICATE_EMAIL = 'An account with this email already exists';

export interface SignUpDeps {
  db: Kysely<Database>;
  users: UserRepository;
  invitations: InvitationAcceptance;
  now: () => number;
}

export interface NewSignUp {
  email: string;
  name: string;
  passwordHash: string;
  timezone: string | null;
  /** The hash of the invitation the person signed up from, if any. */
  invitationTokenHash?: string | undefined;
}

/**
 * A new account, and the group of the invitation it was made from, in one commit. An invitation
 * that refuses (expired, or sent to another address) leaves the account as it is; the invitation
 * page then says why. Answers the account and the group it joined, if any.
 */
export function createSignUp({ db, users, invitations, now }: SignUpDeps) {
  return async function signUp(
    account: NewSignUp,
  ): Promise<{ user: UserWithPreferences; joined: string | null }> {
    const { invitationTokenHash, timezone, ...fields } = account;
    try {
      return await db.transaction().execute(async (trx) => {
        const user = await users.createAccount(
          { id: randomUUID(), ...fields, ...(timezone ? { timezone } : {}) },
          trx,
        );
        if (!invitationTokenHash) return { user, joined: null };
        const acceptance = await invitations.acceptWithin(trx, {
          tokenHash: invitationTokenHash,
          user,
          at: new Date(now()),
        });
        return { user, joined: 'workspaceId' in acceptance ? acceptance.workspaceId : null };
      });
    } catch (error) {
      // Two sign-ups with one email at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
      throw error;
    }
  };
}
