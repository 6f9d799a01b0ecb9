import type { Theme } from '@habitat/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { readPreferences, savePreferences, subscribePreferences } from './preferences-store';
import { applyTheme, type ResolvedTheme, resolveTheme, systemTheme, watchSystemTheme } from './theme';

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme(theme: Theme): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Applies the chosen theme at once, remembers it on this device, and follows the system in 'auto'. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => readPreferences().theme);
  const [system, setSystem] = useState<ResolvedTheme>(systemTheme);
  const resolvedTheme = resolveTheme(theme, system);

  useEffect(() => watchSystemTheme(setSystem), []);
  useEffect(() => subscribePreferences((prefs) => setThemeState(prefs.theme)), []);
  useEffect(() => applyTheme(resolvedTheme), [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    savePreferences({ theme: next });
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside ThemeProvider');
  return context;
}
