import type { TestCustomer } from './customer'
import type { TestApp } from './test-app'

type Method = 'GET' | 'POST'

/** A request to the API as the given customer (or as nobody). */
export function asCustomer(t: TestApp, customer: TestCustomer | null) {
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: customer ? customer.auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  return {
    call,
    getCart: () => call('GET', '/user/cart/get'),
    addBulk: (payload: unknown) => call('POST', '/user/cart/add-bulk', payload),
    remove: (cartItemId: unknown) =>
      call('POST', '/user/cart/del', { cartItemId }),
    setQuantity: (cart_id: unknown, quantity: unknown) =>
      call('POST', '/user/cart/update-quantity', { cart_id, quantity }),
    deliveryFee: (payload: unknown) =>
      call('POST', '/user/cart/get-delivery-fee', payload),
  }
}

/** One add-bulk line with sensible defaults. */
export function line(
  menu_item_id: string,
  quantity = 1,
  addons: Record<string, string[]> = {},
  instructions = '',
) {
  return {
    menu_item_id,
    quantity,
    instructions,
    addons: Object.entries(addons).map(([addon_id, addon_item_id]) => ({
      addon_id,
      addon_item_id,
    })),
  }
}
