import type { RemoteModuleId } from '@food/shared/contracts'
import type { ComponentType } from 'react'
import { loadRemoteComponent } from './load-remote-component'

/**
 * Loads the components of the slots the server rendered, before the page is
 * hydrated (ADR 044). Hydrating a slot whose code is still on the way leaves
 * it a dehydrated Suspense boundary, and React 19 silently throws its HTML
 * away and renders it afresh if any update reaches it first (the profile,
 * the saved basket, a refetch). One that fails or times out is left out: its
 * slot loads it again as before, and shows Retry if it fails there too.
 */
export async function loadServerRenderedModules(
  ids: readonly RemoteModuleId[],
): Promise<ReadonlyMap<RemoteModuleId, ComponentType<never>>> {
  const results = await Promise.allSettled(
    ids.map(async (id) => {
      const module = await loadRemoteComponent<never>(id)
      return [id, module.default] as const
    }),
  )
  return new Map(
    results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    ),
  )
}
