import type { SeedCategory } from './menu-types'

const BURGER = ['addon-burger-extras', 'addon-meal-drink']
const BUN = ['cereals containing gluten', 'sesame', 'eggs'] as const

export const burgersSeed: SeedCategory = {
  id: 'cat-burgers',
  name: 'Burgers',
  slug: 'burgers',
  status: 'active',
  image: '/images/menu/burger.svg',
  items: [
    {
      id: 'item-classic-smash',
      name: 'Classic Smash Burger',
      description:
        'Two smashed beef patties, cheddar, pickles, onion and house burger sauce in a brioche bun. Served with chips.',
      price: 1099,
      isVeg: false,
      allergens: [...BUN, 'milk', 'mustard', 'sulphites'],
      addonGroups: BURGER,
    },
    {
      id: 'item-chicken-fillet-burger',
      name: 'Crispy Chicken Burger',
      description:
        'Buttermilk-fried chicken fillet with slaw and chipotle mayo. Served with chips.',
      price: 999,
      isVeg: false,
      allergens: [...BUN, 'milk', 'celery'],
      addonGroups: BURGER,
    },
    {
      id: 'item-kofte-burger',
      name: 'Köfte Burger',
      description:
        'Turkish spiced lamb köfte patty with yoghurt, tomato and red onion in a toasted bun.',
      price: 1049,
      isVeg: false,
      allergens: [...BUN, 'milk'],
      addonGroups: BURGER,
    },
    {
      id: 'item-halloumi-burger',
      name: 'Halloumi Burger',
      description:
        'Grilled halloumi, roasted red pepper, rocket and sweet chilli. Served with chips.',
      price: 949,
      isVeg: true,
      allergens: [...BUN, 'milk'],
      addonGroups: BURGER,
    },
    {
      id: 'item-bean-burger',
      name: 'Spicy Bean Burger',
      description:
        'Spiced bean and vegetable patty, lettuce, tomato and vegan mayo. Served with chips.',
      price: 899,
      isVeg: true,
      allergens: ['cereals containing gluten', 'sesame', 'soya', 'mustard'],
      addonGroups: BURGER,
    },
    {
      id: 'item-double-bacon',
      name: 'Double Stack BBQ Burger',
      description:
        'Two beef patties, turkey bacon, cheddar, onion rings and smoky BBQ sauce.',
      price: 1299,
      isVeg: false,
      allergens: [...BUN, 'milk', 'mustard', 'sulphites'],
      addonGroups: BURGER,
    },
  ],
}
