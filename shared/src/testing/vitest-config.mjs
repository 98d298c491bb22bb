// Plain JavaScript, as shared/build is: an app's vitest.config.ts loads it with Node itself.
import { defineConfig } from 'vitest/config'

/**
 * The one vitest config of the apps: one set-up (console guard, cleanup, store reset), mocks
 * and stubbed globals restored after each test, one time-out.
 * @param {import('./vitest-config.d.mts').AppTestOptions} [options]
 */
export function appTestConfig({
  environment = 'happy-dom',
  setupFiles = [],
} = {}) {
  return defineConfig({
    test: {
      environment,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['@food/shared/testing/setup-app', ...setupFiles],
      restoreMocks: true,
      unstubGlobals: true,
      // A failed send shows its popup after 2 seconds; some tests wait for two.
      testTimeout: 15_000,
    },
  })
}
