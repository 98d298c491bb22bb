import { useMakePrimaryAddress, useRemoveAddress } from '@food/shared/query'
import { showPopup } from '@food/shared/store'
import { MESSAGES } from '@food/shared/types'
import { errorMessage } from '@food/shared/ui'

type Busy = 'primary' | 'delete' | null

/** Set as primary and Delete for one address; a failure shows the Error popup. */
export function useAddressActions(addressId: string) {
  const primary = useMakePrimaryAddress()
  const removal = useRemoveAddress()
  const busy: Busy = primary.isPending
    ? 'primary'
    : removal.isPending
      ? 'delete'
      : null

  /** True when the change was saved. */
  async function run(
    change: typeof primary | typeof removal,
    fallback: string,
  ) {
    if (busy) return false
    try {
      await change.mutateAsync(addressId)
      return true
    } catch (error) {
      showPopup({
        type: 'error',
        title: MESSAGES.errorTitle,
        message: errorMessage(error, fallback),
      })
      return false
    }
  }

  return {
    busy,
    makePrimary: () => run(primary, MESSAGES.setPrimaryAddressFailed),
    remove: () => run(removal, MESSAGES.deleteAddressFailed),
  }
}
