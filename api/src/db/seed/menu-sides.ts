import type { SeedCategory } from './menu-types'

export const sidesSeed: SeedCategory = {
  id: 'cat-sides',
  name: 'Sides',
  slug: 'sides',
  status: 'active',
  image: '/images/menu/sides.svg',
  items: [
    {
      id: 'item-chips',
      name: 'Skin-on Chips',
      description: 'Hand-cut potatoes, fried twice and salted.',
      price: 349,
      isVeg: true,
      allergens: [],
    },
    {
      id: 'item-cheesy-chips',
      name: 'Cheesy Chips',
      description: 'Chips covered with melted mozzarella and cheddar.',
      price: 449,
      isVeg: true,
      allergens: ['milk'],
    },
    {
      id: 'item-garlic-bread',
      name: 'Garlic Bread with Cheese',
      description: 'Stone-baked dough with garlic butter and mozzarella.',
      price: 499,
      isVeg: true,
      allergens: ['cereals containing gluten', 'milk'],
    },
    {
      id: 'item-onion-rings',
      name: 'Onion Rings',
      description: 'Eight beer-battered onion rings with a garlic mayo dip.',
      price: 399,
      isVeg: true,
      allergens: ['cereals containing gluten', 'eggs', 'sulphites'],
    },
    {
      id: 'item-chicken-wings',
      name: 'Chargrilled Wings (6)',
      description:
        'Six wings in our paprika and lemon marinade, off the charcoal.',
      price: 599,
      isVeg: false,
      allergens: ['milk'],
      addonGroups: ['addon-kebab-sauce'],
    },
    {
      id: 'item-hummus',
      name: 'Hummus & Pitta',
      description:
        'Creamy chickpea and tahini dip with olive oil and warm pitta.',
      price: 449,
      isVeg: true,
      allergens: ['sesame', 'cereals containing gluten'],
    },
    {
      id: 'item-sigara-borek',
      name: 'Sigara Börek (4)',
      description: 'Crispy filo rolls filled with feta and parsley.',
      price: 499,
      isVeg: true,
      allergens: ['cereals containing gluten', 'milk', 'eggs'],
    },
    {
      id: 'item-coban-salad',
      name: 'Çoban Salad',
      description:
        'Shepherd’s salad of tomato, cucumber, pepper, onion and parsley with pomegranate dressing.',
      price: 399,
      isVeg: true,
      allergens: ['sulphites'],
    },
  ],
}
