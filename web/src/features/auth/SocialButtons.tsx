import { useSocialButtons } from './useSocialButtons';

/** 'Continue with Google' / 'Continue with GitHub' under the form, for the providers the server enabled. */
export function SocialButtons() {
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
          className={`button button--outline button--block social-button social-button--${button.provider}`}
        >
          {button.label}
        </a>
      ))}
    </div>
  );
}
