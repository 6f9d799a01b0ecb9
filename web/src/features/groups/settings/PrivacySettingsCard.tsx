import {
  HABIT_VISIBILITIES,
  type HabitVisibility,
  PRIVACY_LEVELS,
  type PrivacyLevel,
  type WorkspaceSettingsValues,
} from '@habitat/domain';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import {
  HABIT_VISIBILITY_OPTIONS,
  lockReason,
  PRIVACY_LEVEL_OPTIONS,
  TOGGLE_LABELS,
  TOGGLES,
  toggleChecked,
  toggleDescription,
} from './privacy-options';
import { SettingsCard } from './SettingsCard';
import type { SettingKey } from './settings-draft';

interface PrivacySettingsCardProps {
  settings: WorkspaceSettingsValues;
  canEdit: boolean;
  updateSetting<K extends SettingKey>(key: K, value: WorkspaceSettingsValues[K]): void;
}

/**
 * Spec §2 Workspace settings, Privacy & Visibility: part of the same draft as General Settings. A
 * setting another one decides (a private group's privacy level, an invite-only group's approval) is
 * shown as it works, disabled, with the reason in place of its explanation.
 */
export function PrivacySettingsCard({ settings, canEdit, updateSetting }: PrivacySettingsCardProps) {
  const id = useId();
  const levelLock = lockReason('privacyLevel', settings);
  return (
    <SettingsCard title="Privacy & Visibility" icon={ShieldCheck}>
      <fieldset className="workspace-settings__fieldset workspace-settings__stack" disabled={!canEdit}>
        <legend className="visually-hidden">Privacy and visibility settings</legend>
        {TOGGLES.map((key) => {
          const lock = key === 'requireApproval' ? lockReason(key, settings) : null;
          return (
            <label key={key} className="workspace-settings__toggle">
              <input
                type="checkbox"
                checked={toggleChecked(key, settings)}
                disabled={lock !== null}
                aria-describedby={`${id}-${key}`}
                onChange={(event) => updateSetting(key, event.target.checked)}
              />
              <span>
                <span className="workspace-settings__toggle-label">{TOGGLE_LABELS[key]}</span>
                <span id={`${id}-${key}`} className="workspace-settings__hint">
                  {lock ?? toggleDescription(key, settings)}
                </span>
              </span>
            </label>
          );
        })}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-privacy`}>
            Privacy level
          </label>
          <select
            id={`${id}-privacy`}
            className="input"
            value={settings.privacyLevel}
            disabled={levelLock !== null}
            aria-describedby={`${id}-privacy-description`}
            onChange={(event) => updateSetting('privacyLevel', event.target.value as PrivacyLevel)}
          >
            {PRIVACY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {PRIVACY_LEVEL_OPTIONS[level].label}
              </option>
            ))}
          </select>
          <p id={`${id}-privacy-description`} className="workspace-settings__hint">
            {levelLock ?? PRIVACY_LEVEL_OPTIONS[settings.privacyLevel].description}
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-visibility`}>
            Default habit visibility
          </label>
          <select
            id={`${id}-visibility`}
            className="input"
            value={settings.defaultHabitVisibility}
            aria-describedby={`${id}-visibility-description`}
            onChange={(event) =>
              updateSetting('defaultHabitVisibility', event.target.value as HabitVisibility)
            }
          >
            {HABIT_VISIBILITIES.map((visibility) => (
              <option key={visibility} value={visibility}>
                {HABIT_VISIBILITY_OPTIONS[visibility].label}
              </option>
            ))}
          </select>
          <p id={`${id}-visibility-description`} className="workspace-settings__hint">
            {HABIT_VISIBILITY_OPTIONS[settings.defaultHabitVisibility].description}
          </p>
        </div>
      </fieldset>
    </SettingsCard>
  );
}
