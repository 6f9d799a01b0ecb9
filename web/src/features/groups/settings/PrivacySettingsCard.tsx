import {
  type GroupSettingsValues,
  HABIT_VISIBILITIES,
  type HabitVisibility,
  JOIN_WAY_INFO,
  JOIN_WAYS,
  type JoinWay,
  joinWayOf,
  settingsForJoinWay,
} from '@habitat/domain';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { HABIT_VISIBILITY_OPTIONS, TOGGLE_LABELS, TOGGLES, toggleDescription } from './privacy-options';
import { SettingsCard } from './SettingsCard';
import type { SettingKey } from './settings-draft';

interface PrivacySettingsCardProps {
  settings: GroupSettingsValues;
  canEdit: boolean;
  updateSetting<K extends SettingKey>(key: K, value: GroupSettingsValues[K]): void;
}

/**
 * Spec §2 Workspace settings, Privacy & Visibility: part of the same draft as General Settings.
 * Who can join is one choice with its consequence written under it (issue 27), instead of the
 * Public, Require approval and Privacy level controls, which could contradict each other.
 */
export function PrivacySettingsCard({ settings, canEdit, updateSetting }: PrivacySettingsCardProps) {
  const id = useId();
  const way = joinWayOf(settings);
  const previewHabits = settings.privacyLevel === 'open';
  // One choice writes the three fields the API names (spec §3); the policy reads them back as it.
  const choose = (next: JoinWay, showHabits: boolean) => {
    const fields = settingsForJoinWay(next, showHabits);
    updateSetting('isPublic', fields.isPublic);
    updateSetting('privacyLevel', fields.privacyLevel);
    updateSetting('requireApproval', fields.requireApproval);
  };
  return (
    <SettingsCard title="Privacy & Visibility" icon={ShieldCheck}>
      <fieldset className="workspace-settings__fieldset workspace-settings__stack" disabled={!canEdit}>
        <legend className="visually-hidden">Privacy and visibility settings</legend>
        <fieldset className="workspace-settings__fieldset workspace-settings__join">
          <legend className="field__label">Who can join</legend>
          {JOIN_WAYS.map((option) => (
            <label key={option} className="workspace-settings__toggle workspace-settings__join-way">
              <input
                type="radio"
                name={`${id}-join`}
                value={option}
                checked={way === option}
                aria-describedby={`${id}-${option}`}
                onChange={() => choose(option, previewHabits)}
              />
              <span>
                <span className="workspace-settings__toggle-label">{JOIN_WAY_INFO[option].label}</span>
                <span id={`${id}-${option}`} className="workspace-settings__hint">
                  {JOIN_WAY_INFO[option].consequence}
                </span>
              </span>
            </label>
          ))}
          {way !== 'invitation' && (
            <label className="workspace-settings__toggle">
              <input
                type="checkbox"
                checked={previewHabits}
                onChange={(event) => choose(way, event.target.checked)}
              />
              <span>
                <span className="workspace-settings__toggle-label">Show the group’s habits on its link</span>
                <span className="workspace-settings__hint">
                  {previewHabits
                    ? 'People who open the link also see the names of the group’s habits.'
                    : 'People who open the link see only the name, description and member count.'}
                </span>
              </span>
            </label>
          )}
        </fieldset>
        {TOGGLES.map((key) => (
          <label key={key} className="workspace-settings__toggle">
            <input
              type="checkbox"
              checked={settings[key]}
              aria-describedby={`${id}-${key}`}
              onChange={(event) => updateSetting(key, event.target.checked)}
            />
            <span>
              <span className="workspace-settings__toggle-label">{TOGGLE_LABELS[key]}</span>
              <span id={`${id}-${key}`} className="workspace-settings__hint">
                {toggleDescription(key, settings)}
              </span>
            </span>
          </label>
        ))}
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
