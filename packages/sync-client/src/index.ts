/**
 * The device half of sync (ARCHITECTURE §3), shared by the web page, its service worker and the
 * server's simulation tests: the local database, named mutations with their outbox, and the engine
 * that pushes them and pulls the server's changes.
 */
export * from './apply-pull';
export * from './clock';
export * from './db';
export * from './device-clock';
export * from './device-only';
export * from './engine';
export * from './group-records';
export * from './local-mutators';
export * from './meta';
export * from './mutations';
export * from './outbox';
export * from './owner';
export * from './pulled-rows';
export * from './queued-push';
export * from './refusals';
export * from './storage-errors';
export * from './synced-tables';
export * from './transport';
export * from './watchdog';
