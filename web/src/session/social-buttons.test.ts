import { describe, expect, it } from 'vitest';
import { socialButtons } from './social-buttons';

describe('socialButtons', () => {
  it('shows none when the server enables none', () => {
    expect(socialButtons([])).toEqual([]);
  });

  it('shows Google before GitHub, whatever order the server lists them in', () => {
    expect(socialButtons(['github', 'google'])).toEqual([
      { provider: 'google', label: 'Continue with Google', href: '/api/auth/google' },
      { provider: 'github', label: 'Continue with GitHub', href: '/api/auth/github' },
    ]);
  });

  it('shows only the enabled ones and ignores names it does not know', () => {
    expect(socialButtons(['github', 'facebook']).map((button) => button.label)).toEqual([
      'Continue with GitHub',
    ]);
  });

  it("carries the device's time zone for an account the sign-in creates", () => {
    expect(socialButtons(['google'], 'America/Sao_Paulo')[0]?.href).toBe(
      '/api/auth/google?timezone=America%2FSao_Paulo',
    );
  });
});
