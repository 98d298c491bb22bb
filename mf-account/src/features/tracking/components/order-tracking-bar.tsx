import { useTrackedOrderId } from '@food/shared/store'

/** The bar that follows one order; nothing to show until an order is tracked. */
export function OrderTrackingBar() {
  const orderId = useTrackedOrderId()
  if (!orderId) return null
  return (
    <div role="status" aria-label="Order tracking">
      Tracking order {orderId}
    </div>
  )
}
