import { formatMoney } from '@food/shared/format'
import type { Order } from '@food/shared/types'
import type { FormEvent, ReactNode } from 'react'
import type { CartView } from '../../../lib/cart-view'
import { useCustomerOrder } from '../hooks/use-customer-order'
import { usePlaceOrder } from '../hooks/use-place-order'
import pageStyles from './checkout-page.module.css'
import { DeliveryCard } from './delivery-card'
import { KitchenNote } from './kitchen-note'
import { OrderSummary } from './order-summary'
import { PaymentChoice } from './payment-choice'
import { PlaceOrderButton } from './place-order-button'

type CustomerCheckoutProps = {
  cart: CartView
  /** The basket section, first in the main column. */
  basket: ReactNode
  /** A reason from outside the form (shop closed, a dish off the menu). */
  blocker: string | null
  onPlaced: (order: Order) => void
}

/** A logged-in customer's choices, the totals they lead to, and Place order (or Pay by card). */
export function CustomerCheckout({
  cart,
  basket,
  blocker,
  onPlaced,
}: CustomerCheckoutProps) {
  const order = useCustomerOrder(cart, blocker)
  const { state, placeOrder } = usePlaceOrder(onPlaced)
  // Paying now, the button says what it costs and where it goes.
  const payNowWords =
    order.payment === 'online'
      ? {
          label: `Pay ${formatMoney(order.totals.total)} by card`,
          busyLabel: 'Going to payment…',
        }
      : {}

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!order.blocker) void placeOrder(order.payload)
  }

  return (
    <form className={pageStyles.layout} onSubmit={handleSubmit} noValidate>
      <div className={pageStyles.column}>
        {basket}
        <DeliveryCard order={order} />
        <div className={pageStyles.card}>
          <PaymentChoice
            orderType={order.orderType}
            value={order.payment}
            onChange={order.setPayment}
            canPayOnline={order.canPayOnline}
          />
          <KitchenNote value={order.note} onChange={order.setNote} />
        </div>
      </div>
      <div className={`${pageStyles.column} ${pageStyles.aside}`}>
        <OrderSummary totals={order.totals}>
          <PlaceOrderButton
            blocker={order.blocker}
            isPending={state.status === 'pending' || state.status === 'leaving'}
            refusal={state.status === 'refused' ? state.message : null}
            {...payNowWords}
          />
        </OrderSummary>
      </div>
    </form>
  )
}
