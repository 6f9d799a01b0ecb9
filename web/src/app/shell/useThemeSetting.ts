import type { Theme } from '@habitat/domain';
import { useCallback } from 'react';
import { mutateLocal } from '../../data/mutations';
import { useTheme } from '../../theme/ThemeProvider';
import { useToast } from '../../ui/toast/ToastProvider';

/**
 * Changing the theme applies at once and is a synced preference: it is saved on this device first
 * and reaches the person's other devices through sync, online or not.
 */
export function useThemeSetting() {
  const { theme, setTheme } = useTheme();
  const toast = useToast();

  const changeTheme = useCallback(
    (next: Theme) => {
      setTheme(next);
      mutateLocal('preferences.save', { patch: { theme: next } }).catch(() =>
        toast.error('Failed to update theme'),
      );
    },
    [setTheme, toast],
  );

  return { theme, changeTheme };
}
