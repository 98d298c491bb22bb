import type { ViteUserConfig } from 'vitest/config'

type AppTestOptions = {
  /** 'node' for an app whose tests render on the server (the shell). */
  environment?: 'happy-dom' | 'node'
  /** The app's own set-up, run after the shared one (e.g. resetting its own stores). */
  setupFiles?: string[]
}

/** The one vitest config of the apps (see vitest-config.mjs). */
export function appTestConfig(options?: AppTestOptions): ViteUserConfig
