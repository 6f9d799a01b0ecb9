import { describe, expect, it } from 'vitest';
import { loginErrorFromQuery } from './login-errors';

describe('loginErrorFromQuery', () => {
  it.each([
    ['oauth_failed', 'Social login failed. Please try again.'],
    ['oauth_invalid', 'Invalid OAuth response. Please try again.'],
    ['oauth_error', 'An error occurred during social login.'],
    ['something_else', 'An error occurred. Please try again.'],
  ])('%s → %s', (code, message) => {
    expect(loginErrorFromQuery(code)).toBe(message);
  });

  it('shows nothing without an error', () => {
    expect(loginErrorFromQuery(null)).toBeNull();
  });
});
