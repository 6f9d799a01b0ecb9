import { BookOpen, Bug, LifeBuoy, type LucideIcon } from 'lucide-react';
import type { ServerStatus } from '../../../api/server-health';
import { APP_VERSION } from '../../../ui/app-version';
import { SUPPORT_TEXTS, versionLine } from '../settings-texts';
import { useServerHealth } from '../useServerHealth';

const STATUS_TEXT: Record<ServerStatus, string> = {
  checking: SUPPORT_TEXTS.checking,
  ok: SUPPORT_TEXTS.ok,
  degraded: SUPPORT_TEXTS.degraded,
  unreachable: SUPPORT_TEXTS.unreachable,
  offline: SUPPORT_TEXTS.offline,
};

interface SupportLink {
  label: string;
  href: string;
  icon: LucideIcon;
  external: boolean;
}

/**
 * Spec §2 Help & Support, made true (issue 27): the support channels the server was configured with
 * (SUPPORT_DOCS_URL, SUPPORT_EMAIL, SUPPORT_ISSUES_URL), this app's real version, and a status line
 * read from GET /api/health rather than a fixed "All systems operational".
 */
export function HelpSupportWidget() {
  const health = useServerHealth();
  const support = health.support;
  const links: SupportLink[] = [];
  if (support?.docsUrl)
    links.push({ label: SUPPORT_TEXTS.documentation, href: support.docsUrl, icon: BookOpen, external: true });
  if (support?.email)
    links.push({
      label: SUPPORT_TEXTS.contact,
      href: `mailto:${support.email}`,
      icon: LifeBuoy,
      external: false,
    });
  if (support?.issuesUrl)
    links.push({ label: SUPPORT_TEXTS.reportBug, href: support.issuesUrl, icon: Bug, external: true });

  return (
    <div className="settings-stack">
      {links.length > 0 ? (
        <div className="settings-actions">
          {links.map(({ label, href, icon: Icon, external }) => (
            <a
              key={label}
              className="button button--outline button--sm"
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Icon size={16} aria-hidden="true" /> {label}
            </a>
          ))}
        </div>
      ) : (
        <p className="settings-muted">
          {support === null ? SUPPORT_TEXTS.linksOffline : SUPPORT_TEXTS.noneSetUp}
        </p>
      )}
      <div className="settings-about">
        <span>{versionLine(APP_VERSION, health.serverVersion)}</span>
        <span className={`settings-status settings-status--${health.status}`} role="status">
          <span className="settings-status__dot" aria-hidden="true" />
          {STATUS_TEXT[health.status]}
        </span>
      </div>
    </div>
  );
}
