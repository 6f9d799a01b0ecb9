/**
 * Served (online-only) reads that the service worker keeps for offline reading
 * (sw/served-routes.ts). Shared by the worker and the page, so this module imports nothing.
 */
export const SERVED_CACHE = 'habitat-workspaces';

/** Set by the service worker on a response it answered from its cache. */
export const FROM_CACHE_HEADER = 'x-habitat-from-cache';
