import type { Theme } from '@habitat/domain';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useThemeSetting } from './useThemeSetting';

const OPTIONS: Array<{ value: Theme; label: string; icon: typeof Sun }> = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'auto', label: 'Auto', icon: Monitor },
];

export function ThemeSwitcher({ showLabels = false }: { showLabels?: boolean }) {
  const { theme, changeTheme } = useThemeSetting();
  return (
    <fieldset className="theme-switcher">
      <legend className="visually-hidden">Theme</legend>
      {OPTIONS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          className={`theme-switcher__option${theme === value ? ' theme-switcher__option--active' : ''}`}
          aria-pressed={theme === value}
          aria-label={showLabels ? undefined : `${label} theme`}
          title={`${label} theme`}
          onClick={() => changeTheme(value)}
        >
          <Icon size={16} aria-hidden="true" />
          {showLabels && <span>{label}</span>}
        </button>
      ))}
    </fieldset>
  );
}
