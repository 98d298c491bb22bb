import {
  REMOTE_AREAS,
  type RemoteModuleId,
  type RemoteModuleProps,
  type RemoteName,
} from '@food/shared/contracts'
import { useIsHydrated } from '@food/shared/ui'
import {
  type ComponentType,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { preload } from 'react-dom'
import { REMOTE_RESET_EVENT, resetRemote } from '../runtime/register-remotes'
import { HydrationDone } from './hydration-done'
import { loadRemoteComponent } from './load-remote-component'
import {
  isMainContentShown,
  MAX_WAIT_MS,
  markMainContentShownWhenIdle,
  onMainContentShown,
} from './main-content'
import { RemoteErrorBoundary } from './remote-error-boundary'
import {
  RemoteFallback,
  RemoteLoading,
  type SlotHeight,
} from './remote-fallback'
import { useServerRendered } from './server-rendered'

export type SlotOptions = {
  /** Space kept while loading, so the page does not jump when it arrives. */
  minHeight?: SlotHeight
  /** A bar or a header control: no loading box, and a small fallback. */
  compact?: boolean
  /**
   * A bottom bar: nothing while loading or when down. The same remote's page
   * or header slot shows the Retry, and a retry there reloads this slot too.
   */
  quiet?: boolean
  /** Loads only once the page's own content is shown (see main-content.ts). */
  afterMainContent?: boolean
  /** Keeps no room while loading: its content portals elsewhere (the account's drawers). */
  nothingWhileLoading?: boolean
}

type Props<Id extends RemoteModuleId> = SlotOptions & {
  id: Id
  props: RemoteModuleProps[Id]
}

function remoteNameOf(id: RemoteModuleId) {
  return id.split('/')[0] as RemoteName
}

function createLazy<Id extends RemoteModuleId>(id: Id, _attempt: number) {
  return lazy(() => loadRemoteComponent<RemoteModuleProps[Id]>(id))
}

/** True once a slot that waits for the page's content may load. */
function useMayLoad(afterMainContent: boolean) {
  const [mayLoad, setMayLoad] = useState(
    () => !afterMainContent || isMainContentShown(),
  )
  useEffect(() => {
    if (mayLoad) return
    const release = () => setMayLoad(true)
    const timer = setTimeout(release, MAX_WAIT_MS)
    const cancel = onMainContentShown(release)
    return () => {
      clearTimeout(timer)
      cancel()
    }
  }, [mayLoad])
  return mayLoad
}

/** Rendered with a page slot's content or fallback: lets waiting slots load. */
function MainContentShown() {
  useEffect(() => markMainContentShownWhenIdle(), [])
  return null
}

/**
 * One remote component in its own Suspense, error boundary and Retry.
 *
 * Server rendering (ADR 004): the render server gives the slot the module it
 * loaded, and the slot renders it in place with its stylesheets. A slot the
 * server did not render (personal content, or a remote whose server build
 * failed) is sent as its loading state and loads in the browser once the page
 * is hydrated; a slot it did render is hydrated in place with the component
 * loaded before hydration (load-server-rendered.ts), its HTML shown meanwhile.
 */
export function RemoteSlot<Id extends RemoteModuleId>({
  id,
  props,
  minHeight,
  compact = false,
  quiet = false,
  afterMainContent = false,
  nothingWhileLoading = false,
}: Props<Id>) {
  const remote = remoteNameOf(id)
  const { serverModule, wasServerRendered, loadedComponent } =
    useServerRendered(id)
  const isHydrated = useIsHydrated()
  const mayLoad = useMayLoad(afterMainContent)
  const [attempt, setAttempt] = useState(0)
  const Remote = useMemo(() => {
    // A retry loads the remote afresh, whatever was loaded before.
    const ready = attempt === 0 && (serverModule?.Component ?? loadedComponent)
    return (
      (ready as ComponentType<RemoteModuleProps[Id]> | null) ||
      createLazy(id, attempt)
    )
  }, [serverModule, loadedComponent, id, attempt])

  useEffect(() => {
    const handleReset = (event: Event) => {
      if ((event as CustomEvent<string>).detail === remote) {
        setAttempt((count) => count + 1)
      }
    }
    window.addEventListener(REMOTE_RESET_EVENT, handleReset)
    return () => window.removeEventListener(REMOTE_RESET_EVENT, handleReset)
  }, [remote])

  const loading =
    quiet || nothingWhileLoading ? null : (
      <RemoteLoading compact={compact} minHeight={minHeight} />
    )
  const mayRender =
    serverModule !== null || wasServerRendered || (isHydrated && mayLoad)
  if (!mayRender) return loading
  // React puts these in the server's <head>: the area's code arrives early.
  for (const href of serverModule?.scripts ?? [])
    preload(href, { as: 'script' })

  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      fallback={() => (
        <>
          {!quiet && (
            <RemoteFallback
              area={REMOTE_AREAS[remote]}
              compact={compact}
              minHeight={minHeight}
              onRetry={() => resetRemote(remote)}
            />
          )}
          {/* A page that failed is shown too: the header need not wait. */}
          {!quiet && !compact && <MainContentShown />}
          <HydrationDone part={id} />
        </>
      )}
    >
      <Suspense fallback={loading}>
        {serverModule?.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="remote" />
        ))}
        <Remote {...props} />
        {!compact && <MainContentShown />}
        <HydrationDone part={id} />
      </Suspense>
    </RemoteErrorBoundary>
  )
}
