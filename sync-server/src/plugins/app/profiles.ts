import fp from 'fastify-plugin';
import type { UserWithPreferences } from '../../repositories/user-repository';
import { HeardCache } from '../../services/heard-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Profiles (users row and preferences) this instance has read lately, so `GET /api/auth/me`
     * costs no query. Every change to either table notifies `profile-changed:<user>` from a trigger
     * (migrations/0017), whatever path made it, and every instance forgets that person's profile.
     */
    profileCache: HeardCache<UserWithPreferences>;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (app) => {
    const profileCache = new HeardCache<UserWithPreferences>({ ownerOf: (profile) => profile.id });
    app.decorate('profileCache', profileCache);
    // The notification from the trigger comes back a moment after the commit: a person's own write
    // is forgotten before its answer leaves, so their next read can never see the old profile.
    app.addHook('onSend', async (request) => {
      if (!READS.has(request.method) && request.auth) profileCache.forget(request.auth.userId);
    });
  },
  { name: 'profiles', dependencies: ['authenticate'] },
);
