import { addGuestCartItem } from '@food/shared/store'
import type { GuestCartItem } from '@food/shared/types'

/** A guest line as the item dialog will save it. */
export const guestLine = (overrides: Partial<GuestCartItem> = {}) => ({
  menu_item_id: 'i1',
  quantity: 1,
  instructions: '',
  price: 899,
  addons: [],
  ...overrides,
})

/** Fills the guest cart: 2 × £8.99 with a £1.50 extra, 1 × £12.50. */
export function fillGuestCart() {
  addGuestCartItem(
    guestLine({
      quantity: 2,
      addons: [{ addon_id: 'g1', addon_item_id: 'x1', addon_price: 150 }],
    }),
  )
  addGuestCartItem(
    guestLine({ menu_item_id: 'i3', price: 1250, instructions: 'No onions' }),
  )
}
