// The kitchen's traffic through the API: customers placing orders, a second tablet moving
// them on, and the restaurant's clock (DEV_CLOCK) moved forward.

import { localParts, zonedTimeToDate } from '@food/shared/time'
import { call, signUpCustomers } from '@food/tools/customers'

const DAY_MS = 24 * 60 * 60_000
const FRIDAY = 5

/** Three basket lines, two with add-ons, over the delivery minimum (as bench/api's BASKET). */
const BASKET = {
  items: [
    {
      menu_item_id: 'item-margherita',
      quantity: 1,
      addons: [
        { addon_id: 'addon-pizza-size', addon_item_id: ['size-12'] },
        {
          addon_id: 'addon-pizza-toppings',
          addon_item_id: ['topping-mushrooms'],
        },
      ],
    },
    {
      menu_item_id: 'item-adana-kebab',
      quantity: 2,
      instructions: 'No onions, please',
      addons: [
        { addon_id: 'addon-kebab-sauce', addon_item_id: ['sauce-garlic'] },
      ],
    },
    { menu_item_id: 'item-chips', quantity: 1 },
  ],
}

async function expect(base, method, path, status, options) {
  const reply = await call(base, method, path, options)
  if (reply.status !== status)
    throw new Error(
      `${method} ${path}: HTTP ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`,
    )
  return reply.body
}

/** The API's clock (DEV_CLOCK): forward by minutes; resolves its new time. */
export async function advanceClock(apiBase, minutes) {
  const { data } = await expect(apiBase, 'POST', '/dev/clock', 200, {
    body: { advanceMinutes: minutes },
  })
  return new Date(data.now)
}

/** Moves the clock to the next Friday at `minutes` after midnight, Belfast time. */
export async function moveToFriday(apiBase, minutes) {
  const now = await advanceClock(apiBase, 0)
  const today = localParts(now)
  const days = (FRIDAY - today.weekday + 7) % 7
  const day = localParts(
    new Date(
      Date.UTC(today.year, today.month - 1, today.dayOfMonth) +
        days * DAY_MS +
        12 * 3600_000,
    ),
  )
  let target = zonedTimeToDate({ ...day, minutes })
  if (target <= now)
    target = zonedTimeToDate({
      ...localParts(new Date(target.getTime() + 7 * DAY_MS)),
      minutes,
    })
  return advanceClock(apiBase, Math.ceil((target - now) / 60_000))
}

/**
 * `count` customers signed up the way the site does, each with a saved delivery address
 * (BT9, inside the delivery area). The bench's mobiles start at 7701…, away from the owner.
 */
export async function customersOf(apiBase, count) {
  const signedUp = await signUpCustomers(apiBase, {
    count,
    prefix: '7701',
    concurrency: 4,
  })
  return Promise.all(
    signedUp.map(async (customer) => {
      const { data } = await expect(apiBase, 'POST', '/user/address/add', 201, {
        token: customer.token,
        body: {
          name: `Customer ${customer.index}`,
          addressLine1: '7 Eglantine Avenue',
          city: 'Belfast',
          postcode: 'BT9 6DW',
          Phone: '07911123456',
          label: 'home',
        },
      })
      return { ...customer, addressId: data.address_id }
    }),
  )
}

/**
 * One customer's order: the basket filled, then the submit. `onSubmit` is called just before
 * the submit goes out (the start of submit → card). Resolves { _id, order_id, order_type }.
 */
export async function placeOrder(
  apiBase,
  customer,
  { delivery, onSubmit = () => {} },
) {
  await expect(apiBase, 'POST', '/user/cart/add-bulk', 200, {
    token: customer.token,
    body: BASKET,
  })
  onSubmit()
  const { data } = await expect(apiBase, 'POST', '/user/order/submit', 201, {
    token: customer.token,
    body: delivery
      ? {
          order_type: 'delivery',
          address_id: customer.addressId,
          payment_method: 'cash',
        }
      : { order_type: 'collection', payment_method: 'cash' },
  })
  return { _id: data._id, order_id: data.order_id, order_type: data.order_type }
}

/** A kitchen action through the staff API, as a second tablet does it; resolves the order's new status. */
export async function staffAction(apiBase, token, order, action, body) {
  const { data } = await expect(
    apiBase,
    'POST',
    `/staff/orders/${order.order_id}/${action}`,
    200,
    {
      token,
      ...(body ? { body } : {}),
    },
  )
  return data.order_status
}

/** Moves an accepted order on until it is delivered or collected. */
export async function finish(apiBase, token, order) {
  for (let step = 0; step < 4; step += 1) {
    if ((await staffAction(apiBase, token, order, 'advance')) === 'delivered')
      return
  }
  throw new Error(`order ${order.order_id} was not finished in four steps`)
}
