import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@food/shared/testing/setup-app'],
    restoreMocks: true,
    unstubGlobals: true,
  },
})
