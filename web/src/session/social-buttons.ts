import { SOCIAL_PROVIDERS, type SocialProvider } from '@habitat/protocol';

export interface SocialButton {
  provider: SocialProvider;
  label: string;
  /** A full page load of the server's start route, which redirects to the provider. */
  href: string;
}

const BUTTONS: Record<SocialProvider, Omit<SocialButton, 'provider'>> = {
  google: { label: 'Continue with Google', href: '/api/auth/google' },
  github: { label: 'Continue with GitHub', href: '/api/auth/github' },
};

/**
 * One button per provider the server enabled, always Google before GitHub; unknown names are
 * ignored. The device's zone rides along, so an account the sign-in creates starts in it.
 */
export function socialButtons(enabled: readonly string[], timezone: string | null = null): SocialButton[] {
  const query = timezone ? `?timezone=${encodeURIComponent(timezone)}` : '';
  return SOCIAL_PROVIDERS.filter((provider) => enabled.includes(provider)).map((provider) => ({
    provider,
    label: BUTTONS[provider].label,
    href: `${BUTTONS[provider].href}${query}`,
  }));
}
