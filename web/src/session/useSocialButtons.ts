import { deviceTimeZone } from '@habitat/domain';
import { useEffect, useState } from 'react';
import { fetchSocialProviders } from './auth-api';
import { type SocialButton, socialButtons } from './social-buttons';

/** The social-login buttons of the enabled providers; none until the server has answered, or offline. */
export function useSocialButtons(): SocialButton[] {
  const [buttons, setButtons] = useState<SocialButton[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchSocialProviders(controller.signal)
      .then((providers) => setButtons(socialButtons(providers, deviceTimeZone())))
      .catch(() => {
        // Offline or an older server: password sign-in still works, so the page shows no buttons.
      });
    return () => controller.abort();
  }, []);
  return buttons;
}
