/**
 * A device out of storage space, said once and in words (issue 28, item 6). The browser reports it
 * as a QuotaExceededError; Dexie passes it on by name or wrapped (`inner`), and some browsers wrap it
 * again (`cause`). Every place that shows a failed local write or sync asks here first, so the person
 * reads one sentence, the same everywhere, instead of the technical text.
 */
export const STORAGE_FULL_MESSAGE =
  'This device is out of storage space, so your last change was not saved. Free some space and make it again; everything saved before is kept.';

/** The same trouble met by a sync (the server's changes could not be stored here). */
export const STORAGE_FULL_SYNC_MESSAGE =
  'This device is out of storage space, so changes from your other devices cannot be stored here. Free some space; syncing carries on by itself.';

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

export function isStorageFull(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { name, message, inner, cause } = error as {
    name?: unknown;
    message?: unknown;
    inner?: unknown;
    cause?: unknown;
  };
  if (typeof name === 'string' && QUOTA_NAMES.has(name)) return true;
  if (typeof message === 'string' && /QuotaExceeded|quota (has been )?exceeded/i.test(message)) return true;
  return isStorageFull(inner, depth + 1) || isStorageFull(cause, depth + 1);
}

/** What a failed sync says: the storage sentence, or the error's own words. */
export function syncFailureText(error: unknown): string {
  if (isStorageFull(error)) return STORAGE_FULL_SYNC_MESSAGE;
  return error instanceof Error ? error.message : 'Sync failed';
}

/** What a failed local write says: the storage sentence, or `lead` with the error's own words. */
export function writeFailureText(lead: string, error: unknown): string {
  if (isStorageFull(error)) return STORAGE_FULL_MESSAGE;
  const message = error instanceof Error ? error.message : String(error);
  return `${lead}: ${message}`;
}
