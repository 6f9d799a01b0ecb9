import { type Static, Type } from 'typebox';
import { Ok } from './envelope';
import {
  DayStartsAt,
  Email,
  IsoDateTime,
  LinkToken,
  Password,
  PersonName,
  ReminderTime,
  Theme,
  TimeZone,
  WeekStartsOn,
} from './fields';
import { literals } from './literals';
import { SOCIAL_PROVIDERS } from './social-providers';

export const PreferencesSchema = Type.Object({
  theme: Theme,
  timezone: TimeZone,
  weekStartsOn: WeekStartsOn,
  emailNotifications: Type.Boolean(),
  dayStartsAt: DayStartsAt,
  pushEncouragements: Type.Boolean(),
  pushGroupEvents: Type.Boolean(),
  /** One reminder a day at this time naming what is left, instead of one per habit (issue 30). */
  reminderSummaryAt: Type.Union([ReminderTime, Type.Null()]),
});

export const UserSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
  hasGoogleAuth: Type.Boolean(),
  hasGithubAuth: Type.Boolean(),
  /** False for an account made through Google or GitHub that has not set a password yet. */
  hasPassword: Type.Boolean(),
  preferences: PreferencesSchema,
  createdAt: IsoDateTime,
});
export type User = Static<typeof UserSchema>;

export const RegisterBody = Type.Object({
  name: PersonName,
  email: Email,
  password: Password,
  /** The device's zone, so "today" is right from the first minute; one the server cannot use is UTC. */
  timezone: Type.Optional(TimeZone),
  /** The invitation the person signed up from: the new account joins its group at once. */
  invitationToken: Type.Optional(LinkToken),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  email: Email,
  password: Password,
  /** Off: the session ends after a day; on: it lasts 30 days (see docs/decisions.md). */
  rememberMe: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;

export const AuthResponse = Ok(
  Type.Object({
    token: Type.String(),
    user: UserSchema,
    /** Set when a registration from an invitation joined its group. */
    joinedWorkspace: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
  }),
);
export type AuthResponse = Static<typeof AuthResponse>;

export const MeResponse = Ok(Type.Object({ user: UserSchema }));
export type MeResponse = Static<typeof MeResponse>;

export const RefreshResponse = Ok(Type.Object({ token: Type.String() }));
export type RefreshResponse = Static<typeof RefreshResponse>;

export const SocialProviderSchema = literals(SOCIAL_PROVIDERS, 'Unknown sign-in provider');

/** `GET /api/auth/providers`: the providers this server has enabled (client id and secret set). */
export const ProvidersResponse = Ok(Type.Object({ providers: Type.Array(SocialProviderSchema) }));
export type ProvidersResponse = Static<typeof ProvidersResponse>;

/** `GET /api/auth/{provider}?timezone=`: the device's zone, for an account the sign-in creates. */
export const SocialStartQuery = Type.Object({ timezone: Type.Optional(TimeZone) });

/** `POST /api/auth/forgot-password`: the same answer whether or not the email has an account. */
export const ForgotPasswordBody = Type.Object({ email: Email });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const ResetTokenParams = Type.Object({ token: LinkToken });

/** `GET /api/auth/password-resets/{token}`: whom a live reset link is for. */
export const PasswordResetResponse = Ok(Type.Object({ email: Type.String() }));
export type PasswordResetResponse = Static<typeof PasswordResetResponse>;

/** `POST /api/auth/reset-password`: sets the password, ends every session, and signs in afresh. */
export const ResetPasswordBody = Type.Object({ token: LinkToken, password: Password });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
