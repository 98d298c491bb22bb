import {
  REMOTE_AREAS,
  type RemoteModuleId,
  type RemoteModuleProps,
  type RemoteName,
} from '@food/shared/contracts'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { REMOTE_RESET_EVENT, resetRemote } from '../runtime/register-remotes'
import { loadRemoteComponent } from './load-remote-component'
import { RemoteErrorBoundary } from './remote-error-boundary'
import { RemoteFallback, RemoteLoading } from './remote-fallback'

export type SlotOptions = {
  /** Space kept while loading, so the page does not jump when it arrives. */
  minHeight?: number
  /** A bar or a header control: no loading box, and a small fallback. */
  compact?: boolean
  /**
   * A bottom bar: nothing while loading or when down. The same remote's page
   * or header slot shows the Retry, and a retry there reloads this slot too.
   */
  quiet?: boolean
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

/** One remote component in its own Suspense, error boundary and Retry. */
export function RemoteSlot<Id extends RemoteModuleId>({
  id,
  props,
  minHeight,
  compact = false,
  quiet = false,
}: Props<Id>) {
  const remote = remoteNameOf(id)
  const [attempt, setAttempt] = useState(0)
  const Remote = useMemo(() => createLazy(id, attempt), [id, attempt])

  useEffect(() => {
    const handleReset = (event: Event) => {
      if ((event as CustomEvent<string>).detail === remote) {
        setAttempt((count) => count + 1)
      }
    }
    window.addEventListener(REMOTE_RESET_EVENT, handleReset)
    return () => window.removeEventListener(REMOTE_RESET_EVENT, handleReset)
  }, [remote])

  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      fallback={() =>
        quiet ? null : (
          <RemoteFallback
            area={REMOTE_AREAS[remote]}
            compact={compact}
            minHeight={minHeight}
            onRetry={() => resetRemote(remote)}
          />
        )
      }
    >
      <Suspense
        fallback={
          quiet ? null : (
            <RemoteLoading compact={compact} minHeight={minHeight} />
          )
        }
      >
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  )
}
