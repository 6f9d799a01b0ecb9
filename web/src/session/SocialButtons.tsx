import { rememberNextPath } from './next-path';
import { useSocialButtons } from './useSocialButtons';
import './social-buttons.css';

/**
 * 'Continue with Google' / 'Continue with GitHub' under the form, for the providers the server
 * enabled; `next` is where the person goes once signed in.
 */
export function SocialButtons({ next = null }: { next?: string | null }) {
  const buttons = useSocialButtons();
  if (buttons.length === 0) return null;
  return (
    <div className="social-login">
      <p className="social-login__divider">
        <span>or</span>
      </p>
      {buttons.map((button) => (
        // A plain link: the sign-in leaves the app for the provider and comes back to /auth/callback.
        <a
          key={button.provider}
          href={button.href}
          // The trip to the provider leaves the app: where to go after it is kept for the callback.
          onClick={() => rememberNextPath(next)}
          className={`button button--outline button--block social-button social-button--${button.provider}`}
        >
          {button.label}
        </a>
      ))}
    </div>
  );
}
