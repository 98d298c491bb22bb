import type { ShellRuntimeConfig } from './read-runtime-config'

// The monolith build's twin of register-remotes.ts (shell/monolith.config.ts):
// the remote components are bundled, so there is nothing to register.

export function registerRemotesFromConfig(_config: ShellRuntimeConfig) {}

export function isRemoteConfigured(_name: string) {
  return true
}

export function resetRemote(name: string) {
  window.dispatchEvent(new CustomEvent(REMOTE_RESET_EVENT, { detail: name }))
}

export const REMOTE_RESET_EVENT = 'shell:remote-reset'
