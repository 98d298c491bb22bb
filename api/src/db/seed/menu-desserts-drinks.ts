import type { SeedCategory } from './menu-types'

const DESSERT = ['addon-dessert-extras']

export const dessertsSeed: SeedCategory = {
  id: 'cat-desserts',
  name: 'Desserts',
  slug: 'desserts',
  status: 'active',
  image: '/images/menu/dessert.svg',
  items: [
    {
      id: 'item-baklava',
      name: 'Pistachio Baklava (4)',
      description:
        'Layers of filo, butter and Antep pistachio soaked in light syrup.',
      price: 549,
      isVeg: true,
      allergens: ['cereals containing gluten', 'milk', 'tree nuts'],
      addonGroups: DESSERT,
    },
    {
      id: 'item-kunefe',
      name: 'Künefe',
      description:
        'Shredded kadayif pastry with melting cheese, baked to order and topped with pistachio.',
      price: 699,
      isVeg: true,
      allergens: ['cereals containing gluten', 'milk', 'tree nuts'],
      addonGroups: DESSERT,
    },
    {
      id: 'item-chocolate-brownie',
      name: 'Chocolate Fudge Brownie',
      description: 'Warm brownie with chocolate sauce.',
      price: 449,
      isVeg: true,
      allergens: ['cereals containing gluten', 'milk', 'eggs', 'soya'],
      addonGroups: DESSERT,
    },
    {
      id: 'item-rice-pudding',
      name: 'Sütlaç (Rice Pudding)',
      description: 'Oven-baked Turkish rice pudding with cinnamon.',
      price: 399,
      isVeg: true,
      allergens: ['milk'],
    },
    {
      id: 'item-peanut-cookie-dough',
      name: 'Peanut Butter Cookie Dough',
      description: 'Warm cookie dough with peanut butter chunks.',
      price: 499,
      isVeg: true,
      allergens: ['cereals containing gluten', 'milk', 'eggs', 'peanuts'],
      addonGroups: DESSERT,
    },
  ],
}

export const drinksSeed: SeedCategory = {
  id: 'cat-drinks',
  name: 'Drinks',
  slug: 'drinks',
  status: 'active',
  image: '/images/menu/drink.svg',
  items: [
    {
      id: 'item-coke-can',
      name: 'Coca-Cola 330ml',
      description: 'Chilled can.',
      price: 150,
      isVeg: true,
      allergens: [],
    },
    {
      id: 'item-diet-coke-can',
      name: 'Diet Coke 330ml',
      description: 'Chilled can.',
      price: 150,
      isVeg: true,
      allergens: [],
    },
    {
      id: 'item-fanta-can',
      name: 'Fanta Orange 330ml',
      description: 'Chilled can.',
      price: 150,
      isVeg: true,
      allergens: [],
    },
    {
      id: 'item-ayran',
      name: 'Ayran',
      description:
        'Traditional salted yoghurt drink, the classic partner for a kebab.',
      price: 199,
      isVeg: true,
      allergens: ['milk'],
    },
    {
      id: 'item-water',
      name: 'Still Water 500ml',
      description: 'Bottled still water.',
      price: 120,
      isVeg: true,
      allergens: [],
    },
    {
      id: 'item-coke-bottle',
      name: 'Coca-Cola 1.5L',
      description: 'Big bottle to share.',
      price: 349,
      isVeg: true,
      allergens: [],
    },
  ],
}
