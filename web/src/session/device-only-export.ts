import { deviceExport, deviceHoldingCounts, exportFileName, todayKey, uuidv7 } from '@habitat/domain';
import { localDb } from '../data/database';
import { keepSetAside, type SetAsideFile } from '../data/set-aside';

/** What this device holds (made without an account), in the app's export format Import reads. */
async function deviceOnlyFile(timezone: string): Promise<SetAsideFile> {
  const db = localDb();
  const [habits, entries, layouts, preferences, routines] = await Promise.all([
    db.habits.toArray(),
    db.entries.toArray(),
    db.layouts.toArray(),
    db.preferences.get('me'),
    db.routines.toArray(),
  ]);
  const savedAt = new Date().toISOString();
  const document = deviceExport(
    { habits, entries, layouts, preferences: preferences ?? null, routines },
    savedAt,
  );
  return {
    id: uuidv7(),
    savedAt,
    fileName: exportFileName(todayKey(timezone), 'json'),
    json: JSON.stringify(document, null, 2),
    ...deviceHoldingCounts({ habits, entries }),
  };
}

/** Hands the browser a file to save. It cannot say whether the file arrived. */
export function downloadFile(json: string, fileName: string): void {
  const blob = new Blob([json], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(window.document.createElement('a'), { href: url, download: fileName });
  window.document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a copy of what this device holds as a file (Settings without an account). */
export async function saveDeviceOnlyFile(timezone: string): Promise<void> {
  const file = await deviceOnlyFile(timezone);
  downloadFile(file.json, file.fileName);
}

/**
 * "Keep them apart": the device's data is kept in the set-aside store (resolves only once it is
 * stored, so the wipe that follows can never lose it) and offered as a download too.
 */
export async function setAsideDeviceOnlyData(timezone: string): Promise<void> {
  const file = await deviceOnlyFile(timezone);
  await keepSetAside(file);
  try {
    downloadFile(file.json, file.fileName);
  } catch {
    // The copy is kept; Settings offers the download again.
  }
}
