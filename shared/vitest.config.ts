import { defineConfig } from 'vitest/config'

// The apps' one set-up (console guard, cleanup, store reset) in both projects.
const setupFiles = ['./src/testing/setup-app.ts']

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        // Pure modules, the store and the API client run in plain Node.
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'build/**/*.test.mjs'],
          environment: 'node',
          setupFiles,
        },
      },
      {
        // Components need a DOM.
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles,
        },
      },
    ],
  },
})
