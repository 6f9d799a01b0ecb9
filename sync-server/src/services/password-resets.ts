import { randomBytes, randomUUID } from 'node:crypto';
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  PASSWORD_RESETS_PER_HOUR,
} from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { gone, type HttpError, notFound } from '../errors';
import type { PasswordResetRepository } from '../repositories/password-reset-repository';
import type { UserRepository } from '../repositories/user-repository';
import { hashToken } from './invitation-links';

const HOUR_MS = 3600_000;

export interface PasswordResetDeps {
  db: Kysely<Database>;
  resets: PasswordResetRepository;
  users: UserRepository;
  now: () => number;
}

/**
 * A forgotten password's links: an account is sent at most a few an hour; a link carries 32 random
 * bytes, of which only the hash is stored, and works once, for half an hour. Each step locks the
 * account's resets first, so two requests at once count one after the other.
 */
export function createPasswordResets({ db, resets, users, now }: PasswordResetDeps) {
  /** Why a link cannot be used, or null when it can. */
  function refusalOf(reset: { used_at: Date | null; expires_at: Date } | undefined): HttpError | null {
    if (!reset) return notFound(PASSWORD_RESET_MESSAGES.invalid);
    if (reset.used_at) return gone(PASSWORD_RESET_MESSAGES.used);
    if (reset.expires_at.getTime() <= now()) return gone(PASSWORD_RESET_MESSAGES.expired);
    return null;
  }

  return {
    refusalOf,

    /** A fresh link's token for the account, or null when its hourly allowance is used up. */
    async issue(userId: string): Promise<string | null> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        if (!(await resets.lockAccount(userId, trx))) return null;
        const recent = await resets.countSince(userId, new Date(at - HOUR_MS), trx);
        if (recent >= PASSWORD_RESETS_PER_HOUR) return null;
        const fresh = randomBytes(32).toString('base64url');
        await resets.create(
          {
            id: randomUUID(),
            userId,
            tokenHash: hashToken(fresh),
            createdAt: new Date(at),
            expiresAt: new Date(at + PASSWORD_RESET_TTL_MINUTES * 60_000),
          },
          trx,
        );
        return fresh;
      });
    },

    /**
     * Sets the new password through the link, if it still works when locked, and uses up every
     * link of the account. Every session ends; the caller starts a new one.
     */
    async reset(
      accountId: string,
      tokenHash: string,
      passwordHash: string,
    ): Promise<{ refusal: HttpError | null } | { userId: string }> {
      return db.transaction().execute(async (trx) => {
        await resets.lockAccount(accountId, trx);
        const reset = await resets.lock(tokenHash, trx);
        const refusal = refusalOf(reset);
        if (refusal || !reset) return { refusal };
        await users.replacePassword(reset.user_id, passwordHash, { keepSessionId: null }, trx);
        await resets.useAll(reset.user_id, new Date(now()), trx);
        return { userId: reset.user_id };
      });
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
