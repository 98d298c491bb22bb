import { createHash } from 'node:crypto'
import { formatMoney, unavailableLinesMessage } from '@food/shared/format'
import { formatShopTime } from '@food/shared/time'
import type { Address } from '@food/shared/types'
import type { ShopSettings, SubmitOrderInput } from '@food/shared/wire'
import { UnprocessableError } from '../../errors'
import type { CartView } from '../cart/cart.schema'
import { divideRoundHalfUp } from '../cart/cart-totals'
import type { AddressSnapshot, NewOrder } from './order.types'

// The pure steps of writing an order (order.service.ts runs them in order): no database, no
// clock, so each reads as the rule it is.

/** Where the order goes and what the drive costs; none of it for a collection. */
export type Fulfilment = {
  address: AddressSnapshot | null
  deliveryFee: number
  deliveryMiles: number | null
}

export const COLLECTION: Fulfilment = {
  address: null,
  deliveryFee: 0,
  deliveryMiles: null,
}

/** A fingerprint of what was asked, so a reused key with another payload is noticed. */
export function hashRequest(input: SubmitOrderInput): string {
  const canonical = JSON.stringify([
    input.order_type,
    input.order_type === 'delivery' ? (input.address_id ?? '') : '',
    input.payment_method,
    input.payment_mode,
    input.note,
    input.scheduled_for,
  ])
  return createHash('sha256').update(canonical).digest('hex')
}

/** The saved address as it is printed on the order (and kept, whatever the customer edits later). */
export const toAddressSnapshot = (address: Address): AddressSnapshot => ({
  name: address.name,
  addressLine1: address.addressLine1,
  addressLine2: address.addressLine2,
  city: address.city,
  postcode: address.postcode,
  Phone: address.Phone,
  label: address.label,
})

/** Refuses a basket that cannot become this order: empty, with a dish gone, or below the minimum. */
export function checkBasket(
  cart: CartView,
  orderType: SubmitOrderInput['order_type'],
  policy: ShopSettings['policy'],
) {
  if (cart.data.length === 0) {
    throw new UnprocessableError(
      'CART_EMPTY',
      'Your basket is empty. Add something from the menu first.',
    )
  }
  const unavailable = cart.data.filter((line) => !line.available)
  if (unavailable.length > 0) {
    throw new UnprocessableError(
      'ITEM_UNAVAILABLE',
      unavailableLinesMessage(unavailable),
    )
  }
  const minimum = policy.minimumDeliveryOrderPence
  if (orderType === 'delivery' && cart.final_amount < minimum) {
    throw new UnprocessableError(
      'BELOW_DELIVERY_MINIMUM',
      `Delivery orders start at ${formatMoney(minimum)}. Add ${formatMoney(minimum - cart.final_amount)} more, or choose collection.`,
    )
  }
}

/** The order row and its lines, priced from the basket as read inside the transaction. */
export function toNewOrder(parts: {
  userId: string
  input: SubmitOrderInput
  cart: CartView
  fulfilment: Fulfilment
  vatRatePercent: number
  idempotencyKey: string | null
  requestHash: string
  placedAt: Date
  promise: { promisedAt: Date; scheduledFor: Date | null }
}): NewOrder {
  const { input, cart, fulfilment, vatRatePercent: rate } = parts
  const finalAmount = cart.final_amount + fulfilment.deliveryFee
  return {
    userId: parts.userId,
    orderType: input.order_type,
    paymentMethod: input.payment_method,
    address: fulfilment.address,
    deliveryMiles: fulfilment.deliveryMiles,
    note: input.note,
    totalAmount: cart.total_amount,
    discountAmount: cart.discount.amount,
    discountPercentage: cart.discount.percentage,
    deliveryFee: fulfilment.deliveryFee,
    // The fee is standard-rated like the food, so VAT is taken from the whole amount.
    taxAmount: divideRoundHalfUp(finalAmount * rate, 100 + rate),
    finalAmount,
    idempotencyKey: parts.idempotencyKey,
    requestHash: parts.requestHash,
    placedAt: parts.placedAt,
    ...parts.promise,
    items: cart.data.map((line) => ({
      menu_item_id: line.menu_item_id,
      name: line.name,
      quantity: line.qty,
      unit_price: line.price,
      line_total: line.line_total,
      instructions: line.instructions,
      addons: line.addons.map(({ addon_item_id, name, price }) => ({
        addon_item_id,
        name,
        price,
      })),
    })),
  }
}

/** Why a time cannot be chosen, and which can. */
export function slotRefusal(
  orderType: SubmitOrderInput['order_type'],
  asked: string,
  slots: readonly string[],
): string {
  const [first, last] = [slots[0], slots.at(-1)]
  if (!first || !last) {
    return `Sorry, there are no more ${orderType} times tonight.`
  }
  const time = formatShopTime(new Date(asked))
  const refusal =
    orderType === 'delivery'
      ? `Sorry, we can't deliver at ${time}.`
      : `Sorry, we can't have it ready to collect at ${time}.`
  const range = `${formatShopTime(new Date(first))} and ${formatShopTime(new Date(last))}`
  return `${refusal} Choose a ${orderType} time on the quarter hour between ${range} tonight.`
}
