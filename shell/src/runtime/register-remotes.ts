import type { RemoteModuleId } from '@food/shared/contracts'
import {
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime'
import { manifestRetryPlugin } from './manifest-retry-plugin'
import type { ShellRuntimeConfig } from './read-runtime-config'
import { remoteErrorLogPlugin } from './remote-error-log-plugin'

let remoteEntries: Record<string, string> = {}

// Runs before the async boundary: it must import no shared singleton.

/**
 * Registers every remote named in the runtime config with the federation
 * runtime; `manifests` are those the render server embedded, by remote name.
 */
export function registerRemotesFromConfig(
  config: ShellRuntimeConfig,
  manifests: Record<string, unknown> = {},
) {
  remoteEntries = config.remotes
  const embedded = new Map(
    Object.entries(manifests).flatMap(([name, manifest]) =>
      config.remotes[name] ? [[config.remotes[name], manifest] as const] : [],
    ),
  )
  registerPlugins([manifestRetryPlugin(embedded), remoteErrorLogPlugin()])
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
  )
}

/**
 * Starts fetching remote modules' manifest, remoteEntry.js and files without
 * running them, so the page's main area is not a chain of round trips behind
 * React. Failures are left to the real load, whose slot shows the fallback.
 */
export function preloadRemoteModules(ids: RemoteModuleId[]) {
  const exposesByRemote = new Map<string, string[]>()
  for (const id of ids) {
    const [remote = '', expose = ''] = id.split('/')
    if (!remoteEntries[remote]) continue
    exposesByRemote.set(remote, [
      ...(exposesByRemote.get(remote) ?? []),
      `./${expose}`,
    ])
  }
  if (exposesByRemote.size === 0) return
  preloadRemote(
    [...exposesByRemote].map(([nameOrAlias, exposes]) => ({
      nameOrAlias,
      exposes,
      resourceCategory: 'sync' as const,
    })),
  ).catch(() => {})
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
