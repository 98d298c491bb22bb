import {
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime'
import { manifestRetryPlugin } from './manifest-retry-plugin'
import type { ShellRuntimeConfig } from './read-runtime-config'
import { remoteErrorLogPlugin } from './remote-error-log-plugin'

let remoteEntries: Record<string, string> = {}

// Runs before the async boundary: it must import no shared singleton.

/** Registers every remote named in the runtime config with the federation runtime. */
export function registerRemotesFromConfig(config: ShellRuntimeConfig) {
  remoteEntries = config.remotes
  registerPlugins([manifestRetryPlugin(), remoteErrorLogPlugin()])
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
  )
}

export function isRemoteConfigured(name: string) {
  return Boolean(remoteEntries[name])
}

/**
 * Registers one remote again with `force`, which drops what the runtime
 * cached of it (a failed manifest, a broken container) so Retry starts clean.
 */
export function resetRemote(name: string) {
  const entry = remoteEntries[name]
  if (entry) registerRemotes([{ name, entry }], { force: true })
  window.dispatchEvent(new CustomEvent(REMOTE_RESET_EVENT, { detail: name }))
}

/** Fired after a reset so every slot of that remote tries again together. */
export const REMOTE_RESET_EVENT = 'shell:remote-reset'
