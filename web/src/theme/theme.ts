import type { Theme } from '@habitat/domain';

export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function systemTheme(): ResolvedTheme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** 'auto' follows the system setting (spec §4 Theme). */
export function resolveTheme(theme: Theme, system: ResolvedTheme): ResolvedTheme {
  return theme === 'auto' ? system : theme;
}

/**
 * The colour of the bar around the app on a phone (the status bar of a home-screen app, the
 * browser's toolbar): the top bar's own surface, so the app reads as one piece, as a native app
 * does. index.html says the same by the system's setting until the app has chosen.
 */
export const THEME_BAR_COLORS: Record<ResolvedTheme, string> = { light: '#ffffff', dark: '#111827' };

export function applyTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.dataset.theme = resolved;
  root.style.colorScheme = resolved;
  // A theme chosen in the app wins over the system's: every theme-color tag takes its colour.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_BAR_COLORS[resolved];
  }
}

export function watchSystemTheme(onChange: (theme: ResolvedTheme) => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(DARK_QUERY);
  const listener = () => onChange(query.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
