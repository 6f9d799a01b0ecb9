/**
 * The synced tables, in the order a pull sends the rows of one version (and a device writes them):
 * a deleted habit clears its entries before they arrive. A table added later goes last, so
 * the positions in resume tokens handed out before keep their meaning. The server's pages, the pull reply's
 * `changes` (sync.ts) and the device's local tables are all keyed by this list. It is plain data,
 * apart from the schemas, because a device reads it at start, before it checks anything.
 */
export const SYNCED_TABLES = ['habits', 'entries', 'layouts', 'preferences', 'routines'] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];
