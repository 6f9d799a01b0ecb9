import { EXPORT_FORMAT, type HabitatExport } from '@habitat/domain';
import { SETTINGS_TEXTS } from './settings-texts';

/** The export buttons' states (spec §4 Export: idle, exporting, 'Exported!' for 3 s). */
export type ExportState = 'idle' | 'exporting' | 'exported';

export function exportButtonLabel(state: ExportState, idleLabel: string): string {
  if (state === 'exporting') return SETTINGS_TEXTS.exporting;
  if (state === 'exported') return SETTINGS_TEXTS.exported;
  return idleLabel;
}

/** Enough of the export's shape to build the CSV from; anything else is a failed export. */
export function isHabitatExport(value: unknown): value is HabitatExport {
  if (typeof value !== 'object' || value === null) return false;
  const document = value as Record<string, unknown>;
  return (
    document.format === EXPORT_FORMAT && Array.isArray(document.habits) && Array.isArray(document.entries)
  );
}

/** Saves text as a file through the browser's download, without leaving the page. */
export function downloadFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download reads the blob after the click returns; it is released once that has begun.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
