/** Spec §8: messages for the `error` query parameter the social-login flow sends to /login. */
const OAUTH_ERRORS: Record<string, string> = {
  oauth_failed: 'Social login failed. Please try again.',
  oauth_invalid: 'Invalid OAuth response. Please try again.',
  oauth_error: 'An error occurred during social login.',
};

export function loginErrorFromQuery(code: string | null): string | null {
  if (!code) return null;
  return OAUTH_ERRORS[code] ?? 'An error occurred. Please try again.';
}
