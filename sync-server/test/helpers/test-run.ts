/** What the global setup hands every test file (test/helpers/global-setup.ts). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's part of every test schema's name: `test_{run}_{file}`. */
    testRun: string;
    /** A migrated PGlite folder (PGlite's dump) that every PGlite test database starts from. */
    pgliteSnapshot: string;
  }
}

export {};
