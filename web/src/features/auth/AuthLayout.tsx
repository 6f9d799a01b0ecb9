import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Wordmark } from '../../ui/Wordmark';
import './auth.css';

export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="auth-page">
      <main className="auth-card">
        <Wordmark to="/" className="auth-card__wordmark" />
        <h1 className="auth-card__title">{title}</h1>
        <p className="auth-card__subtitle">{subtitle}</p>
        {children}
        <Link to="/" className="back-link">
          <ArrowLeft size={16} aria-hidden="true" /> Back to Home
        </Link>
      </main>
    </div>
  );
}
