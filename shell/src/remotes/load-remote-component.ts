import type { RemoteModuleId } from '@food/shared/contracts'
import { loadRemote } from '@module-federation/enhanced/runtime'
import type { ComponentType } from 'react'
import { getRemoteTimeoutMs } from '../runtime/remote-timeout'

type RemoteComponentModule<Props> = { default: ComponentType<Props> }

function withTimeout<T>(promise: Promise<T>, ms: number, what: string) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} did not load within ${ms} ms`)),
      ms,
    )
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** Loads one exposed component through the federation runtime, or fails. */
export async function loadRemoteComponent<Props>(
  id: RemoteModuleId,
): Promise<RemoteComponentModule<Props>> {
  const module = await withTimeout(
    loadRemote<RemoteComponentModule<Props>>(id),
    getRemoteTimeoutMs(),
    id,
  )
  if (typeof module?.default !== 'function') {
    throw new Error(`${id} is not available`)
  }
  return module
}
