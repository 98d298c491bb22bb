import type { RemoteModuleId } from '@food/shared/contracts'
import { loadRemoteComponent } from '../remotes/load-remote-component'
import type { ShellRuntimeConfig } from './read-runtime-config'

// The monolith build's twin of register-remotes.ts (shell/monolith.config.ts):
// the remote components are bundled, so there is nothing to register.

export function registerRemotesFromConfig(
  _config: ShellRuntimeConfig,
  _manifests: Record<string, unknown> = {},
) {}

/** As federated preloading: the route's chunks start loading before React. */
export function preloadRemoteModules(ids: RemoteModuleId[]) {
  for (const id of ids) loadRemoteComponent(id).catch(() => {})
}

export function resetRemote(name: string) {
  window.dispatchEvent(new CustomEvent(REMOTE_RESET_EVENT, { detail: name }))
}

export const REMOTE_RESET_EVENT = 'shell:remote-reset'
