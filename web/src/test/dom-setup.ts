import { afterEach } from 'vitest';

/**
 * Shared by every web test file; acts only in the DOM ones (`// @vitest-environment happy-dom`).
 * Vitest runs without globals here, so Testing Library cannot register its own cleanup: each test
 * unmounts what it rendered, or the next test would find the last one's dialog still open.
 */
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy… and waitFor wait for a state, not for a clock: their default of one second failed a
  // grid test when the whole suite loaded both cores (a lazily imported module took longer). Only
  // a state that never comes fails now, after ten seconds, within the test's own time limit.
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => {
    cleanup();
  });
}
