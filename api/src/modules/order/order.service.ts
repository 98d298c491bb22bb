import { promisedAt } from '@food/shared/time'
import type {
  OrderView,
  ShopSettings,
  SubmitOrderInput,
} from '@food/shared/wire'
import type { Db } from '../../db/client'
import { OrderNotFoundError, UnprocessableError } from '../../errors'
import type { AddressService } from '../address/address.service'
import type { CartService } from '../cart/cart.service'
import type { PastOrderLine } from '../cart/cart.types'
import type { DeliveryService } from '../delivery/delivery.service'
import type { ShopService } from '../shop/shop.service'
import { orderRepository as repository } from './order.repository'
import { MAX_LISTED_ORDERS } from './order.schema'
import type { StoredOrder } from './order.types'
import {
  createOrderStatusService,
  type OrderChangeHook,
} from './order-status.service'
import {
  COLLECTION,
  checkBasket,
  type Fulfilment,
  hashRequest,
  slotRefusal,
  toAddressSnapshot,
  toNewOrder,
} from './order-submit-steps'
import { toOrderView } from './order-view'

export type SubmitResult = { order: OrderView; replayed: boolean }

/** Starts an order's payment on Stripe (the payment module), when paying online is on. */
type StartCheckout = (order: StoredOrder, siteOrigin: string) => Promise<void>

type OrderDeps = {
  db: Db
  /** The basket is locked, priced and emptied through its service, in the order's transaction. */
  cart: Pick<CartService, 'lockInOrder' | 'priceInOrder' | 'emptyInOrder'>
  addresses: Pick<AddressService, 'findForOrder'>
  shop: ShopService
  delivery: DeliveryService
  now?: () => Date
  startCheckout?: StartCheckout | null
  /** Told of every status or time change inside its transaction (the customer's notices). */
  onChange?: OrderChangeHook
}

/** What a submit has worked out before its transaction opens. */
type Prepared = {
  userId: string
  input: SubmitOrderInput
  idempotencyKey: string | null
  requestHash: string
  fulfilment: Fulfilment
  settings: ShopSettings
  promise: { promisedAt: Date; scheduledFor: Date | null }
}

export function createOrderService(deps: OrderDeps) {
  const { db, cart, addresses, shop, delivery } = deps
  const now = deps.now ?? (() => new Date())
  const startCheckout = deps.startCheckout ?? null

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
    const stored = await repository.findForUser(db, userId, order._id)
    if (!stored || !startCheckout) return order
    await startCheckout(stored, siteOrigin)
    const paying = await repository.findForUser(db, userId, order._id)
    return paying ? toOrderView(paying) : order
  }

  /**
   * The order an earlier submit with this key created, or null; a changed payload is refused.
   * Asked on the pool first, and again inside the transaction once the basket is locked.
   */
  async function replay(
    handle: Db,
    userId: string,
    key: string | null,
    requestHash: string,
  ): Promise<OrderView | null> {
    if (!key) return null
    const first = await repository.findByIdempotencyKey(handle, userId, key)
    if (!first) return null
    if (first.request_hash !== requestHash) {
      throw new UnprocessableError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different order.',
      )
    }
    const order = await repository.findForUser(handle, userId, first.id)
    if (!order) throw new Error(`order ${first.id} vanished`)
    return toOrderView(order)
  }

  function requireOnlinePaymentIfAsked(input: SubmitOrderInput) {
    if (input.payment_method === 'online' && !startCheckout) {
      throw new UnprocessableError(
        'ONLINE_PAYMENT_UNAVAILABLE',
        'Paying online is not available right now: pay by cash or card on delivery or at collection.',
      )
    }
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

  /**
   * The address (through the address service) and the delivery quote. Read before the
   * transaction opens: the quote reads the shop's settings on the pool, which on PGlite would
   * wait for the transaction this request holds.
   */
  async function resolveFulfilment(
    userId: string,
    input: SubmitOrderInput,
  ): Promise<Fulfilment> {
    if (input.order_type === 'collection') return COLLECTION
    const address = await addresses.findForOrder(userId, input.address_id ?? '')
    const quote = await delivery.quote(address.postcode)
    return {
      address: toAddressSnapshot(address),
      deliveryFee: quote.deliveryFee,
      deliveryMiles: quote.mile,
    }
  }

  /** Every check and read that needs no lock: payment, opening, address, fee, time. */
  async function prepare(
    userId: string,
    input: SubmitOrderInput,
    idempotencyKey: string | null,
    requestHash: string,
  ): Promise<Prepared> {
    requireOnlinePaymentIfAsked(input)
    await checkShopTakesOrders(input.order_type, input.scheduled_for !== null)
    const [fulfilment, settings] = await Promise.all([
      resolveFulfilment(userId, input),
      shop.getSettings(),
    ])
    const promise = await promiseFor(input, fulfilment.deliveryMiles)
    return {
      userId,
      input,
      idempotencyKey,
      requestHash,
      fulfilment,
      settings,
      promise,
    }
  }

  /**
   * Turns the basket into the order and empties it, in one transaction. The customer row is
   * locked first, so two submits at once run one after the other and the second finds the
   * first's idempotency key (or an empty basket).
   */
  const place = (order: Prepared): Promise<SubmitResult> =>
    db.transaction(async (tx) => {
      const { userId, input, settings } = order
      await cart.lockInOrder(tx, userId)
      const raced = await replay(
        tx,
        userId,
        order.idempotencyKey,
        order.requestHash,
      )
      if (raced) return { order: raced, replayed: true }

      const basket = await cart.priceInOrder(tx, userId, settings.policy)
      checkBasket(basket, input.order_type, settings.policy)
      const orderId = await repository.insert(
        tx,
        toNewOrder({
          ...order,
          cart: basket,
          vatRatePercent: settings.policy.vatRatePercent,
          placedAt: now(),
        }),
      )
      // Paying online keeps the basket until Stripe has the money (cancel returns to it).
      if (input.payment_method !== 'online') {
        await cart.emptyInOrder(tx, userId)
      }
      const saved = await repository.findForUser(tx, userId, orderId)
      if (!saved) throw new Error(`order ${orderId} was not written`)
      return { order: toOrderView(saved), replayed: false }
    })

  return {
    /** Replays a repeated submit, or checks, places and (paying online) sends it to Stripe. */
    async submit(
      userId: string,
      input: SubmitOrderInput,
      idempotencyKey: string | null,
      siteOrigin: string,
    ): Promise<SubmitResult> {
      const requestHash = hashRequest(input)
      const earlier = await replay(db, userId, idempotencyKey, requestHash)
      const placed = earlier
        ? { order: earlier, replayed: true }
        : await place(await prepare(userId, input, idempotencyKey, requestHash))
      return {
        order: await withCheckout(userId, placed.order, siteOrigin),
        replayed: placed.replayed,
      }
    },

    /** One of the customer's orders by id or short number; another's is like an unknown one. */
    async getForUser(userId: string, reference: string): Promise<OrderView> {
      const order = await repository.findForUserByReference(
        db,
        userId,
        reference,
      )
      if (!order) throw new OrderNotFoundError()
      return toOrderView(order)
    },

    /** The lines of one of the customer's orders, as Order again puts them back. */
    async pastLines(userId: string, reference: string) {
      const order = await repository.findForUserByReference(
        db,
        userId,
        reference,
      )
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
      const rows = await repository.listForUser(db, userId, MAX_LISTED_ORDERS)
      return rows.map(toOrderView)
    },

    /** One of the customer's orders as stored (paying for it online), or null. */
    findStoredForUser: (userId: string, reference: string) =>
      repository.findForUserByReference(db, userId, reference),

    // Staff read and move orders through this service too.
    ...createOrderStatusService(db, deps.onChange),
  }
}

export type OrderService = ReturnType<typeof createOrderService>
