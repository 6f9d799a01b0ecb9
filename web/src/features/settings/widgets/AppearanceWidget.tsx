import type { Theme } from '@habitat/domain';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { useSettingsPage } from '../settings-context';
import { APPEARANCE_TEXTS } from '../settings-texts';

const THEME_CHOICES: ReadonlyArray<{ value: Theme; label: string; icon: typeof Sun }> = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'auto', label: 'Auto', icon: Monitor },
];

/** Spec §2 Appearance: the theme (applied at once, synced to the person's devices), and plainly what is not built. */
export function AppearanceWidget() {
  const { preferences } = useSettingsPage();
  const current = preferences.values.theme;
  const group = useId();
  return (
    <div className="settings-stack">
      <fieldset className="settings-themes">
        <legend className="settings-subtitle">Theme</legend>
        {THEME_CHOICES.map(({ value, label, icon: Icon }) => (
          <label key={value} className="settings-theme choice-card">
            <input
              type="radio"
              name={group}
              value={value}
              checked={current === value}
              onChange={() => preferences.save('theme', value)}
            />
            <Icon size={20} aria-hidden="true" />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <p className="settings-hint">{APPEARANCE_TEXTS.notYet}</p>
    </div>
  );
}
