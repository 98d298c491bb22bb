// Types for the plain-ESM build helpers, so every app's rspack.config.ts type-checks.
export declare const SHARED_SUBPATHS: string[]
export declare function sharedSingletons(appDir: string): Record<
  string,
  {
    singleton: true
    strictVersion: true
    version: string
    requiredVersion: string
  }
>
export declare function createAppConfig(options: {
  // biome-ignore lint/suspicious/noExplicitAny: rspack's namespace, passed in by each app
  rspack: any
  // biome-ignore lint/suspicious/noExplicitAny: the federation plugin class of each app
  ModuleFederationPlugin: any
  dir: string
  uniqueName: string
  port: number
  /** null builds without Module Federation (the shell's monolith build). */
  federation: Record<string, unknown> | null
  isHost?: boolean
  title?: string
  /** Output folder inside `dir` (default `dist`). */
  outDir?: string
  alias?: Record<string, string>
  // biome-ignore lint/suspicious/noExplicitAny: rspack plugin instances
  plugins?: any[]
  // A production remote: [container build, standalone page build].
}): Record<string, unknown> | Record<string, unknown>[]

/** Where a remote's Node build goes inside its deployable folder. */
export declare const SERVER_DIR: string
export declare function createServerConfig(options: {
  // biome-ignore lint/suspicious/noExplicitAny: rspack's namespace, passed in by each app
  rspack: any
  // biome-ignore lint/suspicious/noExplicitAny: the federation plugin class of each app
  ModuleFederationPlugin: any
  dir: string
  uniqueName: string
  federation: Record<string, unknown>
  /** The render server's entry (the shell); a remote's build is its container only. */
  entry?: Record<string, string>
  /** Output folder inside `dir` (default `dist/server`). */
  outDir?: string
  alias?: Record<string, string>
  dependencies?: string[]
  // biome-ignore lint/suspicious/noExplicitAny: rspack plugin instances
  plugins?: any[]
}): Record<string, unknown>
