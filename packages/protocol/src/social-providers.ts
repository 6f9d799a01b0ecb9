/**
 * Every social-login provider the server knows, in the order the login page shows them. Plain data,
 * apart from its schema (auth.ts), so the sign-in page's buttons bring no TypeBox with them.
 */
export const SOCIAL_PROVIDERS = ['google', 'github'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
