import { createHash } from 'node:crypto'
import { formatMoney } from '@food/shared/format'
import { formatShopTime, promisedAt } from '@food/shared/time'
import type { OrderView } from '@food/shared/wire'
import {
  AddressNotFoundError,
  OrderNotFoundError,
  UnprocessableError,
} from '../../errors'
import type { PastOrderLine } from '../cart/cart.types'
import { divideRoundHalfUp } from '../cart/cart-totals'
import { toCartView } from '../cart/cart-view'
import type { DeliveryService } from '../delivery/delivery.service'
import type { ShopService } from '../shop/shop.service'
import type { OrderRepository, OrderTransaction } from './order.repository'
import { MAX_LISTED_ORDERS, type SubmitOrderInput } from './order.schema'
import type { AddressSnapshot, NewOrder, StoredOrder } from './order.types'
import { toOrderView } from './order-view'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type SubmitResult = { order: OrderView; replayed: boolean }

type Fulfilment = {
  address: AddressSnapshot | null
  deliveryFee: number
  deliveryMiles: number | null
}

/** Starts an order's payment on Stripe (the payment module), when paying online is on. */
export type StartCheckout = (
  order: StoredOrder,
  siteOrigin: string,
) => Promise<void>

export function createOrderService(
  repository: OrderRepository,
  shop: ShopService,
  delivery: DeliveryService,
  now: () => Date = () => new Date(),
  startCheckout: StartCheckout | null = null,
) {
  /**
   * An order paying online goes to Stripe once it is written (outside the transaction: a
   * network call holds no lock). The reply then carries the page to pay on.
   */
  async function withCheckout(
    userId: string,
    order: OrderView,
    siteOrigin: string,
  ): Promise<OrderView> {
    if (order.order_status !== 'awaiting_payment' || order.checkout_url) {
      return order
    }
    const stored = await repository.findForUser(userId, order._id)
    if (!stored || !startCheckout) return order
    await startCheckout(stored, siteOrigin)
    const paying = await repository.findForUser(userId, order._id)
    return paying ? toOrderView(paying) : order
  }

  /** The order an earlier submit with this key created, or null; a changed payload is refused. */
  async function replay(
    queries: Pick<OrderTransaction, 'findByIdempotencyKey' | 'findForUser'>,
    userId: string,
    key: string | null,
    requestHash: string,
  ): Promise<OrderView | null> {
    if (!key) return null
    const first = await queries.findByIdempotencyKey(userId, key)
    if (!first) return null
    if (first.request_hash !== requestHash) {
      throw new UnprocessableError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different order.',
      )
    }
    const order = await queries.findForUser(userId, first.id)
    if (!order) throw new Error(`order ${first.id} vanished`)
    return toOrderView(order)
  }

  /**
   * When the customer is told to expect the order: the time they chose, which must be one of
   * this evening's open slots, or now plus the kitchen's lead time (and the drive).
   */
  async function promiseFor(
    input: SubmitOrderInput,
    miles: number | null,
  ): Promise<{ promisedAt: Date; scheduledFor: Date | null }> {
    const times = await shop.getOrderingTimes()
    if (!input.scheduled_for) {
      const promised = promisedAt(now(), times.leadMinutes, {
        orderType: input.order_type,
        miles,
      })
      return { promisedAt: promised, scheduledFor: null }
    }
    const slots = times[input.order_type].slots
    if (!slots.includes(input.scheduled_for)) {
      throw new UnprocessableError(
        'SLOT_NOT_OPEN',
        slotRefusal(input.order_type, input.scheduled_for, slots),
      )
    }
    const scheduled = new Date(input.scheduled_for)
    return { promisedAt: scheduled, scheduledFor: scheduled }
  }

  async function checkShopTakesOrders(
    orderType: SubmitOrderInput['order_type'],
    isScheduled: boolean,
  ) {
    const [status, holiday] = await Promise.all([
      shop.getStatus(),
      shop.getHoliday(),
    ])
    if (holiday) {
      throw new UnprocessableError('SHOP_CLOSED', holiday.message)
    }
    if (status.paused) {
      throw new UnprocessableError('ORDERING_PAUSED', status.message)
    }
    // Before opening, an order for one of the evening's times is taken (its slot is checked).
    if (!status.isOpen && !(isScheduled && status.nextOpeningAt !== null)) {
      throw new UnprocessableError(
        'SHOP_CLOSED',
        `Sorry, we're closed and not taking orders. ${status.message}`.trim(),
      )
    }
    // An order for later is checked against its slot, inside the delivery hours.
    if (
      orderType === 'delivery' &&
      !isScheduled &&
      !(await shop.isDelivering())
    ) {
      throw new UnprocessableError(
        'DELIVERY_CLOSED',
        'Sorry, we deliver from 17:00 to 01:00. You can still order for collection.',
      )
    }
  }

  async function resolveFulfilment(
    userId: string,
    input: SubmitOrderInput,
  ): Promise<Fulfilment> {
    if (input.order_type === 'collection') {
      return { address: null, deliveryFee: 0, deliveryMiles: null }
    }
    const addressId = input.address_id ?? ''
    const address = UUID.test(addressId)
      ? await repository.findAddress(userId, addressId)
      : null
    if (!address) throw new AddressNotFoundError()
    const quote = await delivery.quote(address.postcode)
    return {
      address,
      deliveryFee: quote.deliveryFee,
      deliveryMiles: quote.mile,
    }
  }

  return {
    /**
     * Turns the customer's basket into an order and empties the basket, in one transaction.
     * The customer row is locked first, so two submits at once run one after the other and
     * the second finds the first's idempotency key (or an empty basket).
     */
    async submit(
      userId: string,
      input: SubmitOrderInput,
      idempotencyKey: string | null,
      siteOrigin: string,
    ): Promise<SubmitResult> {
      const requestHash = hashRequest(input)
      const earlier = await replay(
        repository,
        userId,
        idempotencyKey,
        requestHash,
      )
      if (earlier) {
        return {
          order: await withCheckout(userId, earlier, siteOrigin),
          replayed: true,
        }
      }

      if (input.payment_method === 'online' && !startCheckout) {
        throw new UnprocessableError(
          'ONLINE_PAYMENT_UNAVAILABLE',
          'Paying online is not available right now: pay by cash or card on delivery or at collection.',
        )
      }
      await checkShopTakesOrders(input.order_type, input.scheduled_for !== null)
      const [fulfilment, settings] = await Promise.all([
        resolveFulfilment(userId, input),
        shop.getSettings(),
      ])
      const promise = await promiseFor(input, fulfilment.deliveryMiles)

      const placed = await repository.transaction(async (tx) => {
        await tx.cart.lockCart(userId)
        const raced = await replay(tx, userId, idempotencyKey, requestHash)
        if (raced) return { order: raced, replayed: true }

        const cart = toCartView(
          await tx.cart.listPricedLines(userId),
          settings.policy,
        )
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
            `Sorry, ${unavailable.map((line) => `"${line.name}"`).join(', ')} is no longer available. Please remove it from your basket.`,
          )
        }
        const minimum = settings.policy.minimumDeliveryOrderPence
        if (input.order_type === 'delivery' && cart.final_amount < minimum) {
          throw new UnprocessableError(
            'BELOW_DELIVERY_MINIMUM',
            `Delivery orders start at ${formatMoney(minimum)}. Add ${formatMoney(minimum - cart.final_amount)} more, or choose collection.`,
          )
        }

        const finalAmount = cart.final_amount + fulfilment.deliveryFee
        const rate = settings.policy.vatRatePercent
        const order: NewOrder = {
          userId,
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
          idempotencyKey,
          requestHash,
          placedAt: now(),
          ...promise,
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
        const orderId = await tx.insert(order)
        // Paying online keeps the basket until Stripe has the money (cancel returns to it).
        if (input.payment_method !== 'online') {
          await tx.cart.deleteAllLines(userId)
        }
        const saved = await tx.findForUser(userId, orderId)
        if (!saved) throw new Error(`order ${orderId} was not written`)
        return { order: toOrderView(saved), replayed: false }
      })
      return {
        order: await withCheckout(userId, placed.order, siteOrigin),
        replayed: placed.replayed,
      }
    },

    /** One of the customer's orders by id or short number; another's is like an unknown one. */
    async getForUser(userId: string, reference: string): Promise<OrderView> {
      const order = await repository.findForUserByReference(userId, reference)
      if (!order) throw new OrderNotFoundError()
      return toOrderView(order)
    },

    /** The lines of one of the customer's orders, as Order again puts them back. */
    async pastLines(userId: string, reference: string) {
      const order = await repository.findForUserByReference(userId, reference)
      if (!order) throw new OrderNotFoundError()
      const lines: PastOrderLine[] = order.items.map((item) => ({
        menu_item_id: item.menu_item_id,
        name: item.name,
        quantity: item.quantity,
        instructions: item.instructions,
        addons: item.addons,
      }))
      return { orderNumber: order.order_number, lines }
    },

    async listForUser(userId: string): Promise<OrderView[]> {
      const rows = await repository.listForUser(userId, MAX_LISTED_ORDERS)
      return rows.map(toOrderView)
    },
  }
}

/** A fingerprint of what was asked, so a reused key with another payload is noticed. */
function hashRequest(input: SubmitOrderInput): string {
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

/** Why a time cannot be chosen, and which can. */
function slotRefusal(
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

export type OrderService = ReturnType<typeof createOrderService>
