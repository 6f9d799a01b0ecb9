import { APP_VERSION } from '@habitat/domain';
import { BookOpen, Bug, LifeBuoy } from 'lucide-react';
import { SETTINGS_TEXTS } from '../settings-texts';

/** Spec §2 Help & Support: the support channels (not open yet), the version and the status line. */
export function HelpSupportWidget() {
  return (
    <div className="settings-stack">
      <div className="settings-actions">
        <button
          type="button"
          className="button button--outline button--sm"
          disabled
          aria-describedby="settings-support-soon"
        >
          <BookOpen size={16} aria-hidden="true" /> Documentation
        </button>
        <button
          type="button"
          className="button button--outline button--sm"
          disabled
          aria-describedby="settings-support-soon"
        >
          <LifeBuoy size={16} aria-hidden="true" /> Contact Support
        </button>
        <button
          type="button"
          className="button button--outline button--sm"
          disabled
          aria-describedby="settings-support-soon"
        >
          <Bug size={16} aria-hidden="true" /> Report Bug
        </button>
      </div>
      <p id="settings-support-soon" className="settings-muted">
        {SETTINGS_TEXTS.supportComingSoon}
      </p>
      <div className="settings-about">
        <span>Habitat {APP_VERSION}</span>
        <span className="settings-status">
          <span className="settings-status__dot" aria-hidden="true" />
          {SETTINGS_TEXTS.systemsOperational}
        </span>
      </div>
    </div>
  );
}
