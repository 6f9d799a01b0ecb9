import { defineConfig } from 'vitest/config';
import { reporters } from '../scripts/vitest-reporters.ts';

export default defineConfig({
  test: {
    // .test.tsx files render components in a DOM: each declares `// @vitest-environment happy-dom`
    // at its top; the rest stay on node, which is faster.
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test/dom-setup.ts'],
    reporters: reporters('web'),
  },
});
