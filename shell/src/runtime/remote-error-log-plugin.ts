import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

/**
 * Logs which remote failed and why; the slot's boundary shows the fallback.
 * Returning nothing lets the error reach that boundary.
 */
export function remoteErrorLogPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-error-log',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Remote module ${id} failed during ${lifecycle}`, error)
      return undefined
    },
  }
}
