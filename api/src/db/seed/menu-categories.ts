import { burgersSeed } from './menu-burgers'
import { dessertsSeed, drinksSeed } from './menu-desserts-drinks'
import { kebabsSeed } from './menu-kebabs'
import { pizzasSeed } from './menu-pizzas'
import { sidesSeed } from './menu-sides'
import type { SeedCategory } from './menu-types'
import { wrapsSeed } from './menu-wraps'

// Lunch is off while the shop opens at 16:30; the category stays so staff can switch it back on.
const lunchDealsSeed: SeedCategory = {
  id: 'cat-lunch-deals',
  name: 'Lunch Deals',
  slug: 'lunch-deals',
  status: 'inactive',
  image: '/images/menu/wrap.svg',
  items: [
    {
      id: 'item-lunch-wrap-deal',
      name: 'Wrap, Chips & Can',
      description: 'Any chicken or doner wrap with regular chips and a can.',
      price: 899,
      isVeg: false,
      allergens: ['cereals containing gluten', 'soya'],
      available: false,
    },
  ],
}

/** The menu in display order. */
export const menuSeed: SeedCategory[] = [
  kebabsSeed,
  pizzasSeed,
  wrapsSeed,
  burgersSeed,
  sidesSeed,
  dessertsSeed,
  drinksSeed,
  lunchDealsSeed,
]
