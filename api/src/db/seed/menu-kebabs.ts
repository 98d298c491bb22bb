import type { SeedCategory } from './menu-types'

const SAUCES = ['addon-kebab-sauce', 'addon-meal-drink']

export const kebabsSeed: SeedCategory = {
  id: 'cat-kebabs',
  name: 'Kebabs',
  slug: 'kebabs',
  status: 'active',
  image: '/images/menu/kebab.svg',
  items: [
    {
      id: 'item-adana-kebab',
      name: 'Adana Kebab',
      description:
        'Hand-minced lamb with red pepper and chilli, grilled on a wide skewer over charcoal. Served with rice, salad, grilled tomato and pitta.',
      price: 1395,
      isVeg: false,
      allergens: ['cereals containing gluten', 'sesame'],
      addonGroups: SAUCES,
    },
    {
      id: 'item-chicken-shish',
      name: 'Chicken Shish',
      description:
        'Chicken thigh marinated overnight in yoghurt, garlic and paprika, chargrilled in chunks. With rice, salad and pitta.',
      price: 1295,
      isVeg: false,
      allergens: ['milk', 'cereals containing gluten', 'sesame'],
      addonGroups: SAUCES,
    },
    {
      id: 'item-lamb-shish',
      name: 'Lamb Shish',
      description:
        'Tender cubes of lamb leg with onion and pepper, cooked on the charcoal grill. With bulgur pilaf, salad and pitta.',
      price: 1495,
      isVeg: false,
      allergens: ['cereals containing gluten', 'sesame'],
      addonGroups: SAUCES,
    },
    {
      id: 'item-doner-meat-chips',
      name: 'Doner Meat & Chips',
      description:
        'Slices of our lamb doner carved to order over a box of skin-on chips, with salad on the side.',
      price: 995,
      isVeg: false,
      allergens: ['cereals containing gluten', 'soya'],
      addonGroups: SAUCES,
    },
    {
      id: 'item-chicken-doner-platter',
      name: 'Chicken Doner Platter',
      description:
        'Marinated chicken doner on rice with chips, salad, red cabbage and pickled chillies.',
      price: 1195,
      isVeg: false,
      allergens: ['milk', 'sulphites'],
      addonGroups: SAUCES,
    },
    {
      id: 'item-iskender',
      name: 'Iskender Kebab',
      description:
        'Doner slices on buttered pitta cubes, covered in rich tomato sauce and garlic yoghurt, finished with sizzling butter.',
      price: 1450,
      isVeg: false,
      allergens: ['cereals containing gluten', 'milk', 'soya'],
    },
    {
      id: 'item-mixed-grill',
      name: 'Anatolia Mixed Grill (for two)',
      description:
        'Adana, chicken shish, lamb chops, chicken wings and doner on a bed of rice, with salad, dips and two pittas.',
      price: 2995,
      isVeg: false,
      allergens: ['cereals containing gluten', 'milk', 'sesame', 'soya'],
      addonGroups: SAUCES,
    },
    {
      id: 'item-halloumi-shish',
      name: 'Halloumi & Vegetable Shish',
      description:
        'Grilled halloumi with courgette, red onion, peppers and mushrooms, on rice with salad and pitta.',
      price: 1150,
      isVeg: true,
      allergens: ['milk', 'cereals containing gluten', 'sesame'],
      addonGroups: SAUCES,
    },
    {
      id: 'item-falafel-plate',
      name: 'Falafel Plate',
      description:
        'Six crisp chickpea and herb falafel with hummus, tabbouleh, salad and warm pitta.',
      price: 1050,
      isVeg: true,
      allergens: ['cereals containing gluten', 'sesame'],
      addonGroups: SAUCES,
    },
  ],
}
