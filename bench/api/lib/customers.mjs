import { signUpCustomers } from '@food/tools/customers'
import { call } from './http.mjs'

const withAuth = (customer) => ({
  ...customer,
  auth: { authorization: `Bearer ${customer.token}` },
})

/**
 * Signs up customers first..first+count-1 the way the site does (code from the dev SMS outbox,
 * each from its own client address), a few at a time; resolves them in order.
 */
export async function signUpMany(baseUrl, first, count, concurrency = 8) {
  const customers = await signUpCustomers(`${baseUrl}/api`, {
    first,
    count,
    concurrency,
  })
  return customers.map(withAuth)
}

/** Signs customer `index` up. */
export const signUp = async (baseUrl, index) =>
  (await signUpMany(baseUrl, index, 1))[0]

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
