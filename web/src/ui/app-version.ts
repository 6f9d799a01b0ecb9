declare const __APP_VERSION__: string | undefined;

/**
 * The web app's version, from web/package.json at build time (vite.config.ts `define`). Outside a
 * Vite build (unit tests) there is none to read, and it says so rather than inventing one.
 */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
