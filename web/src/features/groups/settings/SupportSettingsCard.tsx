import { AWAY_AFTER_DAYS_CHOICES, type GroupSettingsValues } from '@habitat/domain';
import { HandHeart } from 'lucide-react';
import { useId } from 'react';
import { SettingsCard } from './SettingsCard';
import type { SettingKey } from './settings-draft';

interface SupportSettingsCardProps {
  settings: GroupSettingsValues;
  canEdit: boolean;
  updateSetting<K extends SettingKey>(key: K, value: GroupSettingsValues[K]): void;
}

/**
 * How the group holds its members (issue 31): whether it ranks them against each other (off until
 * the group turns it on: many groups do better supporting each other than competing), and how long
 * a member may go without a check-in before they show as away and leave the ranking, so nobody's
 * absence holds the group's figures down. Part of the settings draft, saved with the rest.
 */
export function SupportSettingsCard({ settings, canEdit, updateSetting }: SupportSettingsCardProps) {
  const id = useId();
  const choices: readonly number[] = AWAY_AFTER_DAYS_CHOICES.includes(
    settings.awayAfterDays as (typeof AWAY_AFTER_DAYS_CHOICES)[number],
  )
    ? AWAY_AFTER_DAYS_CHOICES
    : [...AWAY_AFTER_DAYS_CHOICES, settings.awayAfterDays].sort((a, b) => a - b);
  return (
    <SettingsCard title="Support & Competition" icon={HandHeart}>
      <fieldset className="workspace-settings__fieldset workspace-settings__stack" disabled={!canEdit}>
        <legend className="visually-hidden">Support and competition settings</legend>
        <label className="workspace-settings__toggle">
          <input
            type="checkbox"
            checked={settings.competition}
            aria-describedby={`${id}-competition`}
            onChange={(event) => updateSetting('competition', event.target.checked)}
          />
          <span>
            <span className="workspace-settings__toggle-label">Rank members on the leaderboard</span>
            <span id={`${id}-competition`} className="workspace-settings__hint">
              {settings.competition
                ? 'Members are ranked by how consistently they do their habits: done of due, paused days left out.'
                : 'Members are listed by name, not ranked: the group supports rather than competes.'}
            </span>
          </span>
        </label>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-away`}>
            Show a member as away after
          </label>
          <select
            id={`${id}-away`}
            className="input"
            value={settings.awayAfterDays}
            aria-describedby={`${id}-away-description`}
            onChange={(event) => updateSetting('awayAfterDays', Number(event.target.value))}
          >
            {choices.map((days) => (
              <option key={days} value={days}>
                {days} days without a check-in
              </option>
            ))}
          </select>
          <p id={`${id}-away-description`} className="workspace-settings__hint">
            They show as away and leave the ranking until they check in again, so nobody waits on them.
          </p>
        </div>
      </fieldset>
    </SettingsCard>
  );
}
