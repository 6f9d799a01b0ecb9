import { afterEach } from 'vitest';

/**
 * Shared by every web test file; acts only in the DOM ones (`// @vitest-environment happy-dom`).
 * Vitest runs without globals here, so Testing Library cannot register its own cleanup: each test
 * unmounts what it rendered, or the next test would find the last one's dialog still open.
 */
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}
