import type { RemoteModuleId, RemoteModuleProps } from '@food/shared/contracts'
import { RemoteSlot, type SlotOptions } from './remote-slot'

/** A component the shell can place like any other, loaded from a remote at runtime. */
export function remoteComponent<Id extends RemoteModuleId>(
  id: Id,
  options: SlotOptions = {},
) {
  function RemoteComponent(props: RemoteModuleProps[Id]) {
    return <RemoteSlot id={id} props={props} {...options} />
  }
  RemoteComponent.displayName = `Remote(${id})`
  return RemoteComponent
}
