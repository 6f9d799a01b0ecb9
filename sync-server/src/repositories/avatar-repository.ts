import type { AvatarContentType } from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Where an uploaded picture is served: a new version is a new address, so it can be cached for good. */
export function avatarPath(userId: string, version: string): string {
  return `/api/avatars/${userId}/${version}`;
}

/** Pictures people uploaded, and the `users.avatar` address that points at them. */
export function createAvatarRepository(db: Kysely<Database>) {
  return {
    /** Stores the picture and points the profile at it, in one commit. */
    async save(
      userId: string,
      picture: { version: string; contentType: AvatarContentType; image: Uint8Array },
    ) {
      await db.transaction().execute(async (trx) => {
        const row = {
          version: picture.version,
          content_type: picture.contentType,
          image: picture.image,
          updated_at: new Date(),
        };
        await trx
          .insertInto('user_avatars')
          .values({ user_id: userId, ...row })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
          .execute();
        await trx
          .updateTable('users')
          .set({ avatar: avatarPath(userId, picture.version), updated_at: new Date() })
          .where('id', '=', userId)
          .execute();
      });
    },

    /** Removes the picture (an uploaded one or a provider's address): the profile shows the initial. */
    async remove(userId: string) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('user_avatars').where('user_id', '=', userId).execute();
        await trx
          .updateTable('users')
          .set({ avatar: null, updated_at: new Date() })
          .where('id', '=', userId)
          .execute();
      });
    },

    find(userId: string, version: string) {
      return db
        .selectFrom('user_avatars')
        .select(['content_type', 'image'])
        .where('user_id', '=', userId)
        .where('version', '=', version)
        .executeTakeFirst();
    },
  };
}
