import { defineConfig } from 'vitest/config';
import { reporters } from '../scripts/vitest-reporters.ts';

// Every server test runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    // PGlite needs about 1 GB per open instance: two files at a time fit any machine we run on.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: reporters('server'),
    globalSetup: ['test/helpers/global-setup.ts'],
    projects: databases.map((name) => ({
      extends: true,
      test: {
        name,
        include: ['test/**/*.test.ts'],
        // These exercise the embedded database itself; PostgreSQL has nothing to add there.
        exclude:
          name === 'postgres'
            ? [
                'test/server.test.ts',
                'test/db/pglite-thread.test.ts',
                'test/db/pglite-disk-full.test.ts',
                'test/db/pglite-backup.test.ts',
              ]
            : [],
        env: { HABITAT_TEST_DB: name },
      },
    })),
  },
});
