import { defineConfig } from 'vitest/config'

const setupFiles = ['./src/testing/setup-tests.ts']

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
          setupFiles: [...setupFiles, './src/testing/setup-dom.ts'],
        },
      },
    ],
  },
})
