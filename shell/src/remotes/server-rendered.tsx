import type { RemoteModuleId } from '@food/shared/contracts'
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react'

/**
 * The digest of an error inside a remote slot on the server: React sends the
 * slot's loading state, and the browser renders the slot itself, as it did
 * before server rendering (bootstrap.tsx knows it is not a hydration problem).
 */
export const SLOT_RENDERED_IN_BROWSER = 'food:slot-rendered-in-browser'

/**
 * A remote module the render server loaded, with the browser files it needs
 * at once: stylesheets (the HTML is styled from its first paint) and scripts
 * (preloaded, so the area hydrates soon).
 */
export type ServerModule = {
  Component: ComponentType<never>
  stylesheets: string[]
  scripts: string[]
}

type ServerRendered = {
  /** On the server: the modules loaded for this render. */
  modules?: ReadonlyMap<RemoteModuleId, ServerModule>
  /** In the browser: the modules whose HTML the server sent. */
  ids: ReadonlySet<RemoteModuleId>
  /**
   * In the browser: those of them loaded before hydrating. A slot renders its
   * component at once instead of suspending on it, so the server's HTML is
   * hydrated in place, never thrown away (ADR 044).
   */
  loaded?: ReadonlyMap<RemoteModuleId, ComponentType<never>>
}

const ServerRenderedContext = createContext<ServerRendered>({ ids: new Set() })

/** Tells the remote slots which remotes the server rendered (or renders now). */
export function ServerRenderedProvider({
  value,
  children,
}: {
  value: ServerRendered
  children: ReactNode
}) {
  return (
    <ServerRenderedContext.Provider value={value}>
      {children}
    </ServerRenderedContext.Provider>
  )
}

/** How one slot takes part in server rendering. */
export function useServerRendered(id: RemoteModuleId) {
  const { modules, ids, loaded } = useContext(ServerRenderedContext)
  return {
    serverModule: modules?.get(id) ?? null,
    wasServerRendered: ids.has(id),
    loadedComponent: loaded?.get(id) ?? null,
  }
}
