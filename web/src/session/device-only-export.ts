import { deviceExport, exportFileName, todayKey } from '@habitat/domain';
import { localDb } from '../data/database';

/**
 * Saves what this device holds (made without an account) as a file in the app's export format,
 * which Settings -> Import of any account reads back. Resolves once the browser has the file.
 */
export async function saveDeviceOnlyFile(timezone: string): Promise<void> {
  const db = localDb();
  const [habits, entries, layouts, preferences] = await Promise.all([
    db.habits.toArray(),
    db.entries.toArray(),
    db.layouts.toArray(),
    db.preferences.get('me'),
  ]);
  const document = deviceExport(
    { habits, entries, layouts, preferences: preferences ?? null },
    new Date().toISOString(),
  );
  const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(window.document.createElement('a'), {
    href: url,
    download: exportFileName(todayKey(timezone), 'json'),
  });
  window.document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
