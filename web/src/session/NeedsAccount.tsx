import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPathForNext, signupPathFor } from './next-path';
import './device-only.css';

interface NeedsAccountProps {
  /** "Groups need an account" */
  title: string;
  /** Why, in one sentence. */
  children: ReactNode;
  /** A section of a page (Settings) rather than the whole screen. */
  inline?: boolean;
}

/**
 * What a person using the app without an account sees where a feature goes through the server:
 * why, and how to get it without losing what they made on this device. Coming back from the
 * account pages returns here.
 */
export function NeedsAccount({ title, children, inline = false }: NeedsAccountProps) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const Heading = inline ? 'h3' : 'h1';
  return (
    <section
      className={`needs-account${inline ? ' needs-account--inline' : ''}`}
      data-testid="needs-account"
      aria-label={title}
    >
      {!inline && (
        <span className="needs-account__icon" aria-hidden="true">
          <Users size={24} />
        </span>
      )}
      <Heading>{title}</Heading>
      <p>{children}</p>
      {inline ? (
        // Inside a page the top bar already offers an account: one small way there, not a banner.
        <Link to={signupPathFor(here)} className="button button--outline button--sm">
          Create account
        </Link>
      ) : (
        <div className="needs-account__actions">
          <Link to={signupPathFor(here)} className="button button--primary">
            Create account — your habits come with you
          </Link>
          <Link to={loginPathForNext(here)} className="button button--outline">
            Sign in
          </Link>
        </div>
      )}
    </section>
  );
}
