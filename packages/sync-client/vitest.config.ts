import { defineConfig } from 'vitest/config';
import { reporters } from '../../scripts/vitest-reporters.ts';

export default defineConfig({
  test: { include: ['src/**/*.test.ts'], reporters: reporters('sync-client') },
});
