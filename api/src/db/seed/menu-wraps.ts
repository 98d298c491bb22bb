import type { SeedCategory } from './menu-types'

const WRAP = ['addon-kebab-sauce', 'addon-meal-drink']

export const wrapsSeed: SeedCategory = {
  id: 'cat-wraps',
  name: 'Wraps',
  slug: 'wraps',
  status: 'active',
  image: '/images/menu/wrap.svg',
  items: [
    {
      id: 'item-doner-wrap',
      name: 'Doner Wrap',
      description:
        'Lamb doner in a warm flour tortilla with lettuce, tomato, red onion and your choice of sauces.',
      price: 849,
      isVeg: false,
      allergens: ['cereals containing gluten', 'soya'],
      addonGroups: WRAP,
    },
    {
      id: 'item-chicken-shish-wrap',
      name: 'Chicken Shish Wrap',
      description:
        'Chargrilled chicken shish with salad and pickled chillies, rolled in a toasted wrap.',
      price: 899,
      isVeg: false,
      allergens: ['cereals containing gluten', 'milk'],
      addonGroups: WRAP,
    },
    {
      id: 'item-adana-durum',
      name: 'Adana Dürüm',
      description:
        'Spicy Adana kebab rolled in thin lavash with sumac onions, parsley and grilled pepper.',
      price: 949,
      isVeg: false,
      allergens: ['cereals containing gluten'],
      addonGroups: WRAP,
    },
    {
      id: 'item-falafel-wrap',
      name: 'Falafel Wrap',
      description:
        'Falafel, hummus, pickled turnip, cucumber and tomato with tahini in a wholemeal wrap.',
      price: 799,
      isVeg: true,
      allergens: ['cereals containing gluten', 'sesame'],
      addonGroups: WRAP,
    },
    {
      id: 'item-halloumi-wrap',
      name: 'Halloumi Wrap',
      description:
        'Grilled halloumi, rocket, roasted peppers and sweet chilli in a toasted wrap.',
      price: 829,
      isVeg: true,
      allergens: ['cereals containing gluten', 'milk'],
      addonGroups: WRAP,
    },
    {
      id: 'item-mixed-wrap',
      name: 'Mixed Kebab Wrap',
      description:
        'Lamb doner and chicken doner together, with salad, cheese and garlic mayo.',
      price: 999,
      isVeg: false,
      allergens: ['cereals containing gluten', 'milk', 'eggs', 'soya'],
      addonGroups: WRAP,
    },
    {
      id: 'item-chicken-fillet-wrap',
      name: 'Crispy Chicken Fillet Wrap',
      description:
        'Crispy breaded chicken fillet, lettuce, cheese and burger sauce in a toasted wrap.',
      price: 879,
      isVeg: false,
      allergens: ['cereals containing gluten', 'milk', 'eggs', 'mustard'],
      addonGroups: WRAP,
    },
  ],
}
