import { defineConfig } from 'vitest/config';

// Integration tests share one PGlite database when no PostgreSQL server is available, so files
// then run one at a time; on PostgreSQL each file gets its own database copied from a template.
const pglite = process.env.TEST_DB_KIND === 'pglite';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    fileParallelism: !pglite,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
