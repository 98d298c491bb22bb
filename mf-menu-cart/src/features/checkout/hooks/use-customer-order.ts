import { useOrderingTimes, useShopSettings } from '@food/shared/query'
import type { OrderPayload, PaymentMethod } from '@food/shared/types'
import { useState } from 'react'
import type { CartView } from '../../../lib/cart-view'
import {
  checkoutTotals,
  DEFAULT_VAT_RATE_PERCENT,
  shortOfDeliveryMinimum,
} from '../utils/checkout-totals'
import { belowMinimumReason, firstBlocker } from '../utils/order-blockers'
import {
  chosenSlot,
  onlyLaterOnOffer,
  type When,
  whenBlocker,
} from '../utils/order-when'
import { type OrderType, useDeliveryCharge } from './use-delivery-charge'
import { useSavedAddresses } from './use-saved-addresses'

/**
 * A customer's choices at checkout and what follows from them: the delivery fee, the totals,
 * the first reason the order cannot go yet, and the payload to send.
 */
export function useCustomerOrder(
  cart: CartView,
  outsideBlocker: string | null,
) {
  const [orderType, setOrderType] = useState<OrderType>('delivery')
  const [payment, setPayment] = useState<PaymentMethod>('cash')
  const [note, setNote] = useState('')
  const [chosen, setWhen] = useState<When>({ kind: 'asap' })
  const times = useOrderingTimes()
  const fulfilment = times?.[orderType]
  const when: When =
    chosen.kind === 'asap' && fulfilment && onlyLaterOnOffer(fulfilment)
      ? { kind: 'later', slot: null }
      : chosen
  const slot = chosenSlot(when, times?.[orderType].slots ?? [])
  const saved = useSavedAddresses()
  const delivery = useDeliveryCharge(orderType, saved)
  const policy = useShopSettings()?.policy
  const canPayOnline = policy?.onlinePayment === true
  // Chosen while the shop offered it, then switched off: back to the default.
  const method = payment === 'online' && !canPayOnline ? 'cash' : payment

  const isDelivery = orderType === 'delivery'
  const minimum = policy?.minimumDeliveryOrderPence ?? 0
  const shortBy = isDelivery ? shortOfDeliveryMinimum(cart, minimum) : 0
  const payload: OrderPayload = {
    order_type: orderType,
    payment_method: method,
  }
  if (isDelivery && saved.selected)
    payload.address_id = saved.selected.address_id
  if (note.trim()) payload.note = note.trim()
  if (slot) payload.scheduled_for = slot

  // Delivery and collection have their own hours: a time chosen for one is chosen again.
  const chooseOrderType = (type: OrderType) => {
    setOrderType(type)
    setWhen((now) =>
      now.kind === 'later' ? { kind: 'later', slot: null } : now,
    )
  }

  return {
    orderType,
    setOrderType: chooseOrderType,
    payment: method,
    setPayment,
    canPayOnline,
    note,
    setNote,
    times,
    when,
    setWhen,
    slot,
    saved,
    fee: delivery.fee,
    minimum,
    shortBy,
    blocker: firstBlocker([
      outsideBlocker,
      whenBlocker(times, orderType, when),
      delivery.blocker,
      belowMinimumReason(minimum, shortBy),
    ]),
    totals: checkoutTotals(
      cart,
      delivery.charge,
      policy?.vatRatePercent ?? DEFAULT_VAT_RATE_PERCENT,
    ),
    payload,
  }
}

export type CustomerOrder = ReturnType<typeof useCustomerOrder>
