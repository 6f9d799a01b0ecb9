import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, sniffAvatarType } from '@habitat/domain';
import { AvatarUploadBody, errorResponses, MeResponse } from '@habitat/protocol';
import { profileUpdated } from '../../../dto/user-dto';
import { badRequest } from '../../../errors';

/**
 * The signed-in person's picture: `PUT /api/users/avatar` stores one (the app has already shrunk it
 * to a small square), `DELETE` removes it. Only PNG, JPEG and WebP are taken, judged by their bytes,
 * not by what the request claims, so nothing that could run as a page (SVG, HTML) is ever served.
 */
const avatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { avatars } = app.repos;

  const profileOf = async (userId: string) => profileUpdated(await app.repos.users.findProfile(userId));

  app.put(
    '/avatar',
    { schema: { body: AvatarUploadBody, response: { 200: MeResponse, ...errorResponses } } },
    async (request) => {
      const image = Buffer.from(request.body.data, 'base64');
      if (image.length > AVATAR_MAX_BYTES) throw badRequest(AVATAR_MESSAGES.tooLarge);
      const contentType = sniffAvatarType(image);
      if (!contentType || contentType !== request.body.contentType)
        throw badRequest(AVATAR_MESSAGES.notImage);
      await avatars.save(request.auth.userId, {
        version: randomBytes(12).toString('base64url'),
        contentType,
        image,
      });
      return profileOf(request.auth.userId);
    },
  );

  app.delete('/avatar', { schema: { response: { 200: MeResponse, ...errorResponses } } }, async (request) => {
    await avatars.remove(request.auth.userId);
    return profileOf(request.auth.userId);
  });
};

export default avatarRoutes;
