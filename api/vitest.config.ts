import { defineConfig } from 'vitest/config'

// `pnpm test` runs the suite twice: on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set.
// Files named *.pglite.test.ts or *.postgres.test.ts prove what holds on one of them only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      onPostgres ? 'test/**/*.pglite.test.ts' : 'test/**/*.postgres.test.ts',
    ],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Each file boots its own database; PGlite start-up is the slow part.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
