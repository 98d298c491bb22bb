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

/** The allergens among `values`, each once, in the UK list's order (anything else dropped). */
export function allergensInUkOrder(values: readonly unknown[]): Allergen[] {
  return UK_ALLERGENS.filter((allergen) => values.includes(allergen))
}
