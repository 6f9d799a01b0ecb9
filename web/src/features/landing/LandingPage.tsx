import { NAV_OPAQUE_AFTER_PX, PROJECT_REPOSITORY_URL } from '@habitat/domain';
import { BarChart3, CheckCircle2, LineChart, Sparkles, Sprout, Target, Users, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { StartNowButton } from '../../session/StartNowButton';
import { usePageTitle } from '../../ui/page-title';
import { Wordmark } from '../../ui/Wordmark';
import { ContactModal } from './ContactModal';
import { HowItWorksCarousel } from './HowItWorksCarousel';
import './landing.css';

/**
 * Every claim here is something the app does (issue 27): suggestions are worked out from the
 * person's own check-ins on their device (Analytics → Suggestions), with no AI and nothing sent away.
 */
const FEATURES = [
  {
    icon: Target,
    title: 'Smart Goal Tracking',
    badge: 'From your own data',
    text: 'Set goals with schedules, targets and reminders. Suggestions from your own data show your best days, the habits that need attention and the streaks to keep today.',
  },
  {
    icon: LineChart,
    title: 'Visual Progress',
    text: 'Streaks, charts and heatmaps show at a glance how far you have come and what keeps you going.',
  },
  {
    icon: BarChart3,
    title: 'Deep Analytics',
    text: 'Completion trends, best days of the week and correlations between habits turn check-ins into insight.',
  },
  {
    icon: Zap,
    title: 'Quick Actions',
    text: 'One-click and bulk logging that works offline: log on the train, see it on your laptop later.',
  },
];

const PERSONAS = [
  {
    icon: Sparkles,
    title: 'New User',
    text: 'Start with one habit in two minutes; no credit card, no set-up.',
  },
  {
    icon: CheckCircle2,
    title: 'Daily User',
    text: 'Check in with one tap, keep your streaks, and see your week.',
  },
  {
    icon: Users,
    title: 'Team Leader',
    text: 'Share habits with your team, family or friends and cheer each other on.',
  },
];

function useScrolledPast(offset: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return scrolled;
}

function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function LandingPage() {
  usePageTitle('');
  const scrolled = useScrolledPast(NAV_OPAQUE_AFTER_PX);
  const [contactOpen, setContactOpen] = useState(false);

  return (
    <div className="landing">
      <nav
        className={`landing-nav${scrolled ? ' landing-nav--opaque' : ''}`}
        aria-label="Main"
        data-testid="landing-nav"
      >
        <Wordmark to="/" />
        <div className="landing-nav__links">
          <button type="button" className="link-button" onClick={() => scrollToSection('features')}>
            Features
          </button>
          <button type="button" className="link-button" onClick={() => scrollToSection('how-it-works')}>
            How It Works
          </button>
          <button type="button" className="link-button" onClick={() => setContactOpen(true)}>
            Contact Us
          </button>
        </div>
        <div className="landing-nav__actions">
          <Link to="/login" className="button button--ghost">
            Sign In
          </Link>
          <Link to="/signup" className="button button--outline">
            Sign up
          </Link>
        </div>
      </nav>

      <main>
        <header className="hero">
          <Link to="/signup" className="hero__badge">
            <span className="hero__badge-dot" aria-hidden="true" />
            v1 is live
          </Link>
          <h1 className="hero__title">
            Build habits that <span className="accent-text">stick</span>, alone or together
          </h1>
          <p className="hero__lead">
            Track, analyse and optimise your daily routines with insights, suggestions from your own data and
            shared groups for friends, family or teams.
          </p>
          <div className="hero__actions">
            <StartNowButton className="button button--primary button--lg">Start now</StartNowButton>
            <button
              type="button"
              className="button button--outline button--lg"
              onClick={() => scrollToSection('how-it-works')}
            >
              How it works
            </button>
          </div>
          <p className="hero__note">
            No account needed: your habits stay on this device until you{' '}
            <Link to="/signup">create an account</Link> to sync them.
          </p>
        </header>

        <section className="personas" aria-label="Who it is for">
          {PERSONAS.map(({ icon: Icon, title, text }) => (
            <article key={title} className="persona">
              <Icon size={22} aria-hidden="true" />
              <h2 className="persona__title">{title}</h2>
              <p>{text}</p>
            </article>
          ))}
        </section>

        <section id="features" className="landing-section" aria-labelledby="features-title">
          <h2 id="features-title" className="section-title">
            Everything you need to build better habits
          </h2>
          <p className="section-lead">
            Goals and reminders, one-click and bulk logging, streaks, offline sync, charts, heatmaps,
            correlation analysis, shared group habits and privacy controls.
          </p>
          <div className="feature-grid">
            {FEATURES.map(({ icon: Icon, title, text, badge }) => (
              <article key={title} className="feature-card">
                <span className="feature-card__icon" aria-hidden="true">
                  <Icon size={22} />
                </span>
                <h3>
                  {title}
                  {badge && <span className="pill pill--accent">{badge}</span>}
                </h3>
                <p>{text}</p>
              </article>
            ))}
          </div>
        </section>

        <section id="how-it-works" className="landing-section" aria-labelledby="how-title">
          <h2 id="how-title" className="section-title">
            How it works
          </h2>
          <HowItWorksCarousel />
        </section>

        <section className="closing-cta" aria-labelledby="cta-title">
          <Sprout size={32} aria-hidden="true" />
          <h2 id="cta-title">Start Your Journey</h2>
          <p>Your first habit takes two minutes. Your future self will thank you.</p>
          <StartNowButton className="button button--primary button--lg">Start now</StartNowButton>
        </section>
      </main>

      <footer className="landing-footer">
        <span className="wordmark">Habitat</span>
        <nav aria-label="Footer" className="landing-footer__links">
          <button type="button" className="link-button" onClick={() => scrollToSection('features')}>
            Features
          </button>
          <button type="button" className="link-button" onClick={() => setContactOpen(true)}>
            Contact
          </button>
          <a href={PROJECT_REPOSITORY_URL} target="_blank" rel="noreferrer noopener" className="link-button">
            Repository
          </a>
        </nav>
        <p>© {new Date().getFullYear()} Habitat. All rights reserved.</p>
      </footer>

      {contactOpen && <ContactModal onClose={() => setContactOpen(false)} />}
    </div>
  );
}

export { LandingPage as Component };
