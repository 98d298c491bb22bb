import {
  makePrimaryAddress,
  removeAddress,
  showPopup,
} from '@food/shared/store'
import { MESSAGES } from '@food/shared/types'
import { errorMessage } from '@food/shared/ui'
import { useState } from 'react'

type Busy = 'primary' | 'delete' | null

/** Set as primary and Delete for one address; a failure shows the Error popup. */
export function useAddressActions(addressId: string) {
  const [busy, setBusy] = useState<Busy>(null)

  /** True when the change was saved. */
  async function run(kind: Exclude<Busy, null>, fallback: string) {
    if (busy) return false
    setBusy(kind)
    try {
      await (kind === 'primary'
        ? makePrimaryAddress(addressId)
        : removeAddress(addressId))
      return true
    } catch (error) {
      showPopup({
        type: 'error',
        title: MESSAGES.errorTitle,
        message: errorMessage(error, fallback),
      })
      return false
    } finally {
      // A deleted card is gone by now; React ignores the update.
      setBusy(null)
    }
  }

  return {
    busy,
    makePrimary: () => run('primary', MESSAGES.setPrimaryAddressFailed),
    remove: () => run('delete', MESSAGES.deleteAddressFailed),
  }
}
