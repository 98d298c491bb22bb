import type { Allergen } from '@food/shared/types'

export type SeedAddonGroup = {
  id: string
  name: string
  min: number
  max: number
  items: { id: string; name: string; price: number; allergens?: Allergen[] }[]
}

export const addonGroupsSeed: SeedAddonGroup[] = [
  {
    id: 'addon-kebab-sauce',
    name: 'Choose your sauces',
    min: 0,
    max: 3,
    items: [
      {
        id: 'sauce-garlic',
        name: 'Garlic mayo',
        price: 0,
        allergens: ['eggs'],
      },
      { id: 'sauce-chilli', name: 'Hot chilli', price: 0 },
      {
        id: 'sauce-yoghurt-mint',
        name: 'Yoghurt & mint',
        price: 0,
        allergens: ['milk'],
      },
      {
        id: 'sauce-bbq',
        name: 'Smoky BBQ',
        price: 0,
        allergens: ['mustard', 'sulphites'],
      },
      { id: 'sauce-tahini', name: 'Tahini', price: 50, allergens: ['sesame'] },
    ],
  },
  {
    id: 'addon-pizza-size',
    name: 'Pizza size',
    min: 1,
    max: 1,
    items: [
      { id: 'size-10', name: '10 inch', price: 0 },
      { id: 'size-12', name: '12 inch', price: 250 },
      { id: 'size-14', name: '14 inch', price: 450 },
    ],
  },
  {
    id: 'addon-pizza-toppings',
    name: 'Extra toppings',
    min: 0,
    max: 5,
    items: [
      {
        id: 'topping-cheese',
        name: 'Extra mozzarella',
        price: 120,
        allergens: ['milk'],
      },
      { id: 'topping-jalapenos', name: 'Jalapeños', price: 80 },
      { id: 'topping-mushrooms', name: 'Mushrooms', price: 80 },
      { id: 'topping-peppers', name: 'Peppers', price: 80 },
      {
        id: 'topping-sucuk',
        name: 'Sucuk (spicy beef sausage)',
        price: 150,
        allergens: ['sulphites'],
      },
      { id: 'topping-chicken', name: 'Grilled chicken', price: 150 },
    ],
  },
  {
    id: 'addon-burger-extras',
    name: 'Burger extras',
    min: 0,
    max: 4,
    items: [
      {
        id: 'burger-cheese',
        name: 'Cheddar slice',
        price: 70,
        allergens: ['milk'],
      },
      { id: 'burger-bacon', name: 'Turkey bacon', price: 120 },
      { id: 'burger-egg', name: 'Fried egg', price: 90, allergens: ['eggs'] },
      {
        id: 'burger-onion-rings',
        name: 'Onion rings',
        price: 100,
        allergens: ['cereals containing gluten'],
      },
    ],
  },
  {
    id: 'addon-meal-drink',
    name: 'Make it a meal: add a drink',
    min: 0,
    max: 1,
    items: [
      { id: 'meal-coke', name: 'Coca-Cola 330ml', price: 120 },
      { id: 'meal-diet-coke', name: 'Diet Coke 330ml', price: 120 },
      { id: 'meal-fanta', name: 'Fanta Orange 330ml', price: 120 },
      { id: 'meal-water', name: 'Still water 500ml', price: 100 },
    ],
  },
  {
    id: 'addon-dessert-extras',
    name: 'On the side',
    min: 0,
    max: 2,
    items: [
      {
        id: 'dessert-ice-cream',
        name: 'Scoop of vanilla ice cream',
        price: 150,
        allergens: ['milk'],
      },
      {
        id: 'dessert-clotted-cream',
        name: 'Clotted cream',
        price: 120,
        allergens: ['milk'],
      },
    ],
  },
]
