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
    // Files share their worker's modules: each still boots its own app on its own database,
    // and nothing in src keeps state in a module. Importing the app and compiling PGlite
    // once per worker instead of once per file took a pass from ~12 to 4–7 minutes.
    isolate: false,
    // Each file boots its own database; PGlite start-up is the slow part.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
