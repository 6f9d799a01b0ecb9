import { type Static, Type } from 'typebox';
import { Ok } from './envelope';
import {
  DayStartsAt,
  Email,
  IsoDateTime,
  Password,
  PersonName,
  Theme,
  TimeZone,
  WeekStartsOn,
} from './fields';
import { literals } from './literals';

export const PreferencesSchema = Type.Object({
  theme: Theme,
  timezone: TimeZone,
  weekStartsOn: WeekStartsOn,
  emailNotifications: Type.Boolean(),
  dayStartsAt: DayStartsAt,
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
  preferences: PreferencesSchema,
  createdAt: IsoDateTime,
});
export type User = Static<typeof UserSchema>;

export const RegisterBody = Type.Object({
  name: PersonName,
  email: Email,
  password: Password,
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  email: Email,
  password: Password,
  /** Off: the session ends after a day; on: it lasts 30 days (see docs/decisions.md). */
  rememberMe: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;

export const AuthResponse = Ok(Type.Object({ token: Type.String(), user: UserSchema }));
export type AuthResponse = Static<typeof AuthResponse>;

export const MeResponse = Ok(Type.Object({ user: UserSchema }));
export type MeResponse = Static<typeof MeResponse>;

export const RefreshResponse = Ok(Type.Object({ token: Type.String() }));
export type RefreshResponse = Static<typeof RefreshResponse>;

/** Every social-login provider the server knows, in the order the login page shows them. */
export const SOCIAL_PROVIDERS = ['google', 'github'] as const;
export const SocialProviderSchema = literals(SOCIAL_PROVIDERS, 'Unknown sign-in provider');
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** `GET /api/auth/providers`: the providers this server has enabled (client id and secret set). */
export const ProvidersResponse = Ok(Type.Object({ providers: Type.Array(SocialProviderSchema) }));
export type ProvidersResponse = Static<typeof ProvidersResponse>;
