import { createContext, useContext } from 'react';
import type { SettingsToastType } from './notify';
import type { PreferenceSaver } from './usePreferenceSaver';

/** What every settings widget shares with the page: its toast, the preferences, the busy count. */
export interface SettingsPageContext {
  notify(type: SettingsToastType, message: string): void;
  preferences: PreferenceSaver;
  /** A server call that saves a setting is running (true) or has ended (false). */
  onServerSave(busy: boolean): void;
}

export const SettingsContext = createContext<SettingsPageContext | null>(null);

export function useSettingsPage(): SettingsPageContext {
  const context = useContext(SettingsContext);
  if (!context) throw new Error('useSettingsPage must be used inside the settings page');
  return context;
}
