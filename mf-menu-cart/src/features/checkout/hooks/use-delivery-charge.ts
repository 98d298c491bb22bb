import { type DeliveryFeeState, useDeliveryFee } from '../api/use-delivery-fee'
import type { DeliveryCharge } from '../utils/checkout-totals'
import type { SavedAddresses } from './use-saved-addresses'

export type OrderType = 'delivery' | 'collection'

export type DeliveryQuote = {
  fee: DeliveryFeeState
  charge: DeliveryCharge
  /** Why a delivery cannot be ordered yet, or null (always null for collection). */
  blocker: string | null
}

function deliveryBlocker(
  saved: SavedAddresses,
  fee: DeliveryFeeState,
): string | null {
  if (saved.error) {
    return "We couldn't load your addresses. Try again, or choose collection."
  }
  if (!saved.loaded) return 'Loading your delivery addresses…'
  if (!saved.selected) return 'Add a delivery address, or choose collection.'
  switch (fee.status) {
    case 'ready':
      return null
    case 'refused':
      return `${fee.message} Choose another address, or choose collection.`
    case 'failed':
      return "We couldn't work out the delivery fee. Try again, or choose collection."
    default:
      return 'Working out the delivery fee…'
  }
}

/** The delivery fee line of the summary while there is no fee to show. */
function unknownFeeText(saved: SavedAddresses, fee: DeliveryFeeState) {
  if (!saved.selected) return 'Choose an address'
  if (fee.status === 'refused') return 'Not available'
  if (fee.status === 'failed') return 'Not known yet'
  return 'Working it out…'
}

/** The delivery fee for the chosen address, what it adds to the total, and what blocks it. */
export function useDeliveryCharge(
  orderType: OrderType,
  saved: SavedAddresses,
): DeliveryQuote {
  const isDelivery = orderType === 'delivery'
  const fee = useDeliveryFee(
    isDelivery ? (saved.selected?.postcode ?? null) : null,
  )
  if (!isDelivery) {
    return { fee, charge: { kind: 'collection' }, blocker: null }
  }
  const charge: DeliveryCharge =
    fee.status === 'ready'
      ? { kind: 'fee', pence: fee.fee.deliveryFee }
      : { kind: 'unknown', text: unknownFeeText(saved, fee) }
  return { fee, charge, blocker: deliveryBlocker(saved, fee) }
}
