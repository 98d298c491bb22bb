import { call, expectCall } from './http.mjs'
import { mapLimit } from './pool.mjs'

/** A distinct client address per customer: the API allows 10 code texts per address per hour. */
function clientAddress(index) {
  const n = index + 1
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** 77 + 8 digits: a mobile range the API texts (not 070 or 076). */
const mobileOf = (index) => `77${String(index).padStart(8, '0')}`

/** Signs one customer up the way the site does: code by SMS (dev outbox), then verify. */
export async function signUp(baseUrl, index) {
  const mobile = mobileOf(index)
  const headers = { 'x-forwarded-for': clientAddress(index) }
  await expectCall(baseUrl, 'POST', '/api/user/signup', 201, {
    headers,
    body: {
      name: `Bench Customer ${index}`,
      email: `bench${index}@example.com`,
      mobile,
    },
  })
  const outbox = await expectCall(
    baseUrl,
    'GET',
    `/api/dev/sms-outbox?mobile=${mobile}`,
    200,
  )
  const otp = outbox.body.data.at(-1)?.code
  if (!otp) throw new Error(`no code in the outbox for ${mobile}`)
  const verified = await expectCall(
    baseUrl,
    'POST',
    '/api/user/verify-otp',
    200,
    {
      headers,
      body: { mobile, otp },
    },
  )
  return {
    index,
    mobile,
    auth: { authorization: `Bearer ${verified.body.data}` },
  }
}

/** Signs up customers first..first+count-1, a few at a time; resolves them in order. */
export const signUpMany = (baseUrl, first, count, concurrency = 8) =>
  mapLimit(Array.from({ length: count }), concurrency, (_, slot) =>
    signUp(baseUrl, first + slot),
  )

/** Three basket lines, two of them with add-ons, as a customer would build them. */
export const BASKET = {
  items: [
    {
      menu_item_id: 'item-margherita',
      quantity: 1,
      addons: [
        { addon_id: 'addon-pizza-size', addon_item_id: ['size-12'] },
        {
          addon_id: 'addon-pizza-toppings',
          addon_item_id: ['topping-jalapenos', 'topping-mushrooms'],
        },
      ],
    },
    {
      menu_item_id: 'item-adana-kebab',
      quantity: 2,
      instructions: 'No onions, please',
      addons: [
        {
          addon_id: 'addon-kebab-sauce',
          addon_item_id: ['sauce-garlic', 'sauce-chilli'],
        },
      ],
    },
    { menu_item_id: 'item-chips', quantity: 1 },
  ],
}

/** Fills the customer's basket with BASKET; resolves the raw answer (the caller judges it). */
export const fillBasket = (baseUrl, customer) =>
  call(baseUrl, 'POST', '/api/user/cart/add-bulk', {
    headers: customer.auth,
    body: BASKET,
  })
