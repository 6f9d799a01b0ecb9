import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AvatarParams } from '@habitat/protocol';
import { notFound } from '../../../errors';

/**
 * `GET /api/avatars/{user}/{version}`: an uploaded picture, for any <img> (which sends no token).
 * The address holds a random version, so it is as private as the member lists that show it, and a
 * new picture is a new address: this one can be cached for a year.
 */
const avatarImages: FastifyPluginAsyncTypebox = async (app) => {
  const { avatars } = app.repos;

  app.get('/:userId/:version', { schema: { params: AvatarParams } }, async (request, reply) => {
    const picture = await avatars.find(request.params.userId.toLowerCase(), request.params.version);
    if (!picture) throw notFound('Picture not found');
    return reply
      .header('content-type', picture.content_type)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      .send(Buffer.from(picture.image));
  });
};

export default avatarImages;
