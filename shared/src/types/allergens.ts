/** The 14 allergens UK food law requires a takeaway to declare. */
export const UK_ALLERGENS = [
  'celery',
  'cereals containing gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'tree nuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
] as const

export type Allergen = (typeof UK_ALLERGENS)[number]
