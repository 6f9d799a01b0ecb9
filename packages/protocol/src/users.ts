import { type Static, Type } from 'typebox';
import { PreferencesSchema } from './auth';
import { Password, PersonName } from './fields';

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
