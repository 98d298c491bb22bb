import type { SeedCategory } from './menu-types'

const PIZZA = ['addon-pizza-size', 'addon-pizza-toppings']
const BASE = ['cereals containing gluten', 'milk'] as const

export const pizzasSeed: SeedCategory = {
  id: 'cat-pizzas',
  name: 'Pizzas',
  slug: 'pizzas',
  status: 'active',
  image: '/images/menu/pizza.svg',
  items: [
    {
      id: 'item-margherita',
      name: 'Margherita',
      description:
        'Tomato sauce, mozzarella and fresh basil on our hand-stretched dough. Price is for 10 inch.',
      price: 899,
      isVeg: true,
      allergens: [...BASE],
      addonGroups: PIZZA,
    },
    {
      id: 'item-pepperoni',
      name: 'Pepperoni',
      description:
        'Tomato sauce, mozzarella and a generous layer of beef pepperoni.',
      price: 1099,
      isVeg: false,
      allergens: [...BASE, 'sulphites'],
      addonGroups: PIZZA,
    },
    {
      id: 'item-doner-pizza',
      name: 'Doner Pizza',
      description:
        'Our bestseller: doner meat, red onion, jalapeños and mozzarella, finished with garlic mayo.',
      price: 1199,
      isVeg: false,
      allergens: [...BASE, 'eggs', 'soya'],
      addonGroups: PIZZA,
    },
    {
      id: 'item-sucuk-pizza',
      name: 'Sucuk & Egg Pizza',
      description:
        'Spicy Turkish beef sausage, peppers, mozzarella and a cracked egg baked in the middle.',
      price: 1149,
      isVeg: false,
      allergens: [...BASE, 'eggs'],
      addonGroups: PIZZA,
    },
    {
      id: 'item-bbq-chicken-pizza',
      name: 'BBQ Chicken',
      description:
        'Smoky BBQ base, grilled chicken, red onion, sweetcorn and mozzarella.',
      price: 1149,
      isVeg: false,
      allergens: [...BASE, 'mustard', 'sulphites'],
      addonGroups: PIZZA,
    },
    {
      id: 'item-veggie-supreme',
      name: 'Veggie Supreme',
      description:
        'Mushrooms, peppers, red onion, black olives, sweetcorn and cherry tomatoes.',
      price: 1049,
      isVeg: true,
      allergens: [...BASE],
      addonGroups: PIZZA,
    },
    {
      id: 'item-lahmacun',
      name: 'Lahmacun',
      description:
        'Thin Turkish flatbread topped with spiced minced lamb, tomato and parsley. Roll it up with lemon and salad.',
      price: 799,
      isVeg: false,
      allergens: ['cereals containing gluten'],
    },
    {
      id: 'item-cheese-pide',
      name: 'Cheese & Spinach Pide',
      description:
        'Boat-shaped Turkish pizza filled with spinach, feta and mozzarella, brushed with butter.',
      price: 949,
      isVeg: true,
      allergens: [...BASE, 'eggs'],
    },
  ],
}
