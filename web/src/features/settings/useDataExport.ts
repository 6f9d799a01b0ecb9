import { entriesCsv, exportFileName, todayKey } from '@habitat/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { exportData } from '../../api/account-api';
import { serverNow } from '../../sync/server-clock';
import { downloadFile, type ExportState, isHabitatExport } from './export-file';
import type { Notify } from './notify';
import { EXPORTED_STATE_MS, SETTINGS_TEXTS } from './settings-texts';

export type ExportKind = 'json' | 'csv';

/** Spreadsheet programs read a CSV as UTF-8 (habit names with accents, emoji) only with this mark. */
const UTF8_BOM = '\uFEFF';

function fileContents(kind: ExportKind, document: Record<string, unknown>): { type: string; text: string } {
  if (kind === 'json') return { type: 'application/json', text: JSON.stringify(document, null, 2) };
  if (!isHabitatExport(document)) throw new Error('Unexpected export document');
  return { type: 'text/csv;charset=utf-8', text: UTF8_BOM + entriesCsv(document) };
}

/**
 * One export button (spec §4 Export, §7 `POST /api/users/export-data`): everything the person owns
 * as JSON, or their check-ins as CSV, downloaded as a file named by the day in their time zone.
 */
export function useDataExport(
  kind: ExportKind,
  timezone: string,
  notify: Notify,
): { state: ExportState; run(): void } {
  const [state, setState] = useState<ExportState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(() => {
    if (state === 'exporting') return;
    clearTimeout(timer.current);
    setState('exporting');
    exportData()
      .then((document) => {
        const { type, text } = fileContents(kind, document);
        downloadFile(exportFileName(todayKey(timezone, serverNow()), kind), type, text);
        setState('exported');
        notify('success', SETTINGS_TEXTS.exportSucceeded);
        timer.current = setTimeout(() => setState('idle'), EXPORTED_STATE_MS);
      })
      .catch(() => {
        setState('idle');
        notify('error', SETTINGS_TEXTS.exportFailed);
      });
  }, [kind, timezone, notify, state]);

  return { state, run };
}
