import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MutationRejected, signupPasswordError } from '@habitat/domain';
import {
  ChangePasswordBody,
  errorResponses,
  MeResponse,
  OkMessage,
  ProfileUpdateBody,
} from '@habitat/protocol';
import { profileUpdated, toUserDto } from '../../../dto/user-dto';
import { badRequest, notFound } from '../../../errors';
import { hashPassword, verifyPassword } from '../../../services/passwords';
import accountRoutes from './account-routes';
import avatarRoutes from './avatar-routes';
import notificationRoutes from './notification-routes';

const users: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.users;
  app.addHook('preHandler', app.authenticate);
  await app.register(notificationRoutes);
  await app.register(accountRoutes);
  await app.register(avatarRoutes);

  app.get('/profile', { schema: { response: { 200: MeResponse, ...errorResponses } } }, async (request) => {
    const profile = await repo.findProfile(request.auth.userId);
    if (!profile) throw notFound('User not found');
    return { success: true as const, data: { user: toUserDto(profile) } };
  });

  app.put(
    '/profile',
    { schema: { body: ProfileUpdateBody, response: { 200: MeResponse, ...errorResponses } } },
    async (request) => {
      const { name, avatar } = request.body;
      // The writer stores the zone under a name PostgreSQL knows, or refuses it, as for sync.
      const { preferences } = request.body;
      if (preferences) {
        try {
          await app.writer.write(request.auth.userId, 'preferences.save', { patch: preferences });
        } catch (error) {
          if (error instanceof MutationRejected) throw badRequest(error.message);
          throw error;
        }
      }
      const profile = await repo.updateProfile(request.auth.userId, {
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(avatar !== undefined ? { avatar } : {}),
      });
      return profileUpdated(profile);
    },
  );

  app.put(
    '/change-password',
    { schema: { body: ChangePasswordBody, response: { 200: OkMessage, ...errorResponses } } },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const { userId, sessionId } = request.auth;
      const profile = await repo.findProfile(userId);
      if (!profile) throw notFound('User not found');
      // An account made through Google or GitHub has no password to confirm: it sets its first one.
      if (profile.password_hash) {
        if (currentPassword === undefined) throw badRequest('Current password is required');
        await app.countPasswordCheck(request, `user:${userId}`);
        // 400, not 401: a wrong current password must not read as an expired session to the client.
        if (!(await verifyPassword(profile.password_hash, currentPassword, app.config.passwordHashing))) {
          throw badRequest('Current password is incorrect');
        }
      }
      const problem = signupPasswordError(newPassword);
      if (problem) throw badRequest(problem);
      if (newPassword === currentPassword) {
        throw badRequest('New password must be different from the current password');
      }
      const passwordHash = await hashPassword(newPassword, app.config.passwordHashing);
      await repo.replacePassword(userId, passwordHash, { keepSessionId: sessionId });
      app.sessionCache.forget(userId);
      return {
        success: true as const,
        message: profile.password_hash ? 'Password changed successfully' : 'Password set successfully',
      };
    },
  );
};

export default users;
