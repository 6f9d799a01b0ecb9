import { defineConfig } from 'vitest/config';
import { reporters } from '../scripts/vitest-reporters.ts';

export default defineConfig({
  test: {
    // .test.tsx files render components in a DOM: each declares `// @vitest-environment happy-dom`
    // at its top; the rest stay on node, which is faster.
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test/dom-setup.ts'],
    // Above Testing Library's wait for a state (10 s, dom-setup.ts), so a state that never comes
    // fails as that wait, naming what was awaited, not as a bare timeout.
    testTimeout: 20_000,
    reporters: reporters('web'),
  },
});
