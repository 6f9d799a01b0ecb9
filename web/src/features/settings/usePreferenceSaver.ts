import { type Preferences, weekStartsOnError } from '@habitat/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useOldestPendingId, usePreferences, useRejections } from '../../data/hooks';
import { mutateLocal } from '../../data/mutations';
import { useSync } from '../../sync/SyncProvider';
import { useTheme } from '../../theme/ThemeProvider';
import { useOnline } from '../../ui/useOnline';
import type { Notify } from './notify';
import {
  attributeRejections,
  type SaveIndicator,
  type SentSave,
  saveIndicator,
  settleOverlay,
} from './preference-saves';
import { type PreferenceSetting, preferenceFailed } from './settings-texts';

export interface PreferenceSaver {
  /** What the page shows: the stored preferences with the choices still being written on top. */
  values: Preferences;
  save<K extends PreferenceSetting>(setting: K, value: Preferences[K]): void;
  indicator: SaveIndicator;
}

/**
 * Preferences are personal synced data (spec §4 Preferences): a change is written on this device
 * (offline too) and synced. A write this device refuses leaves the stored value, so the control
 * shows the previous value again; one the server refuses is undone by the next pull. Either way the
 * page says which setting failed.
 */
export function usePreferenceSaver(notify: Notify): PreferenceSaver {
  const stored = usePreferences();
  const { theme, setTheme } = useTheme();
  const oldestPendingId = useOldestPendingId();
  const rejections = useRejections();
  const { state: syncState } = useSync();
  const online = useOnline();
  const [overlay, setOverlay] = useState<Partial<Preferences>>({});
  const [writing, setWriting] = useState(0);
  const [latestSaveId, setLatestSaveId] = useState<number | null>(null);
  /** Saves the server may still refuse: a refusal names its mutation id. */
  const sent = useRef<SentSave[]>([]);

  useEffect(() => setOverlay((current) => settleOverlay(current, stored)), [stored]);

  useEffect(() => {
    const result = attributeRejections(sent.current, rejections);
    sent.current = result.remaining;
    for (const failure of result.failed) notify('error', preferenceFailed(failure.setting));
  }, [rejections, notify]);

  // Acknowledged saves can no longer be refused: forget them.
  useEffect(() => {
    if (oldestPendingId === undefined) return;
    sent.current = sent.current.filter(
      (save) => oldestPendingId !== null && save.mutationId >= oldestPendingId,
    );
  }, [oldestPendingId]);

  const save = useCallback(
    <K extends PreferenceSetting>(setting: K, value: Preferences[K]) => {
      if (setting === 'weekStartsOn') {
        const invalid = weekStartsOnError(value);
        if (invalid) {
          notify('error', invalid);
          return;
        }
      }
      const previousTheme = theme;
      // The theme applies at once; other choices show at once through the overlay.
      if (setting === 'theme') setTheme(value as Preferences['theme']);
      else setOverlay((current) => ({ ...current, [setting]: value }));
      const patch: Partial<Preferences> = {};
      patch[setting] = value;
      setWriting((count) => count + 1);
      mutateLocal('preferences.save', { patch })
        .then((mutationId) => {
          sent.current = [...sent.current, { setting, mutationId }];
          // No toast (issue 27): the control shows the new value and the saving indicator its state.
          setLatestSaveId(mutationId);
        })
        .catch(() => {
          if (setting === 'theme') setTheme(previousTheme);
          else
            setOverlay((current) => {
              const next = { ...current };
              delete next[setting];
              return next;
            });
          notify('error', preferenceFailed(setting));
        })
        .finally(() => setWriting((count) => count - 1));
    },
    [notify, theme, setTheme],
  );

  const values = useMemo(() => ({ ...stored, ...overlay, theme }), [stored, overlay, theme]);
  const indicator = saveIndicator({ writing, latestSaveId, oldestPendingId, syncState, online });
  return useMemo(() => ({ values, save, indicator }), [values, save, indicator]);
}
