import type { GuestCartItem } from '@food/shared/types'

/**
 * Two Adana Kebabs and a can of Coca-Cola (3 items), as the browser saves a guest's basket:
 * what the checkout journeys (e2e) and the page bench's checkout start from.
 */
export const GUEST_BASKET: GuestCartItem[] = [
  {
    menu_item_id: 'item-adana-kebab',
    name: 'Adana Kebab',
    quantity: 2,
    instructions: '',
    price: 1395,
    addons: [],
  },
  {
    menu_item_id: 'item-coke-can',
    name: 'Coca-Cola 330ml',
    quantity: 1,
    instructions: '',
    price: 150,
    addons: [],
  },
]
