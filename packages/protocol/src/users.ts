import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@habitat/domain';
import { type Static, Type } from 'typebox';
import { PreferencesSchema } from './auth';
import { Password, PersonName, Uuid } from './fields';
import { literals } from './literals';

/** Only https avatars: an avatar is shown as an image everywhere, and no other scheme belongs there. */
const Avatar = Type.Union([Type.String({ maxLength: 2048, pattern: '^https://\\S+$' }), Type.Null()], {
  errorMessage: 'Avatar must be an https:// URL',
});

export const ProfileUpdateBody = Type.Object(
  {
    name: Type.Optional(PersonName),
    avatar: Type.Optional(Avatar),
    preferences: Type.Optional(
      Type.Partial(PreferencesSchema, {
        additionalProperties: false,
        minProperties: 1,
        errorMessage: { minProperties: 'Nothing to update' },
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1, errorMessage: { minProperties: 'Nothing to update' } },
);
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

export const ChangePasswordBody = Type.Object({
  /** Required once the account has a password; an account made through a provider sets its first without. */
  currentPassword: Type.Optional(Password),
  newPassword: Password,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** `PUT /api/users/avatar`: a picture the app already shrank, as base64. */
export const AvatarUploadBody = Type.Object(
  {
    contentType: literals(AVATAR_CONTENT_TYPES, 'The picture must be PNG, JPEG or WebP'),
    data: Type.String({
      minLength: 1,
      // base64 is 4 characters for every 3 bytes
      maxLength: Math.ceil(AVATAR_MAX_BYTES / 3) * 4,
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
      errorMessage: {
        maxLength: 'The picture is too large: it must be at most 256 KB',
        default: 'The picture must be base64',
      },
    }),
  },
  { additionalProperties: false },
);
export type AvatarUploadBody = Static<typeof AvatarUploadBody>;

export const AvatarParams = Type.Object({
  userId: Uuid,
  version: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', errorMessage: 'Picture not found' }),
});
