import type { SearchResultView as SearchResult } from '@food/shared/wire'
import { describe, expect, it } from 'vitest'
import { createMenuSearch } from '../src/modules/menu/menu-search'
import {
  typosAllowed,
  typosForSuggestion,
} from '../src/modules/menu/menu-search-words'

const dish = (
  id: string,
  name: string,
  description: string,
  categoryName: string,
  options: string[] = [],
  isVeg = false,
): SearchResult => ({
  id,
  _id: id,
  categoryId: `cat-${categoryName.toLowerCase()}`,
  categoryName,
  name,
  description,
  image: null,
  photo: null,
  price: 500,
  isVeg,
  allergens: [],
  addonGroups: [
    {
      id: `${id}-extras`,
      name: 'Extras',
      min: 0,
      max: 3,
      items: options.map((option) => ({
        id: option,
        name: option,
        price: 0,
        soldOut: false,
        allergens: [],
      })),
    },
  ],
  available: true,
  soldOut: false,
})

// In menu order.
const menu = createMenuSearch([
  dish('soup', 'Lentil Soup', 'Red lentils with a lemon wedge.', 'Starters', [
    'Bread',
  ]),
  dish('wrap', 'Chicken Wrap', 'Grilled chicken in a flatbread.', 'Wraps'),
  dish('fries', 'Fries', 'With a lemon and herb salt.', 'Sides', [], true),
  dish('lemonade', 'Lemonade', 'Fresh lemons, mint and soda.', 'Drinks', [
    'Ice',
  ]),
  dish('tea', 'Çay', 'Turkish tea in a tulip glass.', 'Drinks', [], true),
])

const search = (text: string, vegOnly = false) => {
  const { data, suggestion } = menu.search(text, vegOnly, 50)
  return { ids: data.map((item) => item.id), suggestion }
}

describe('typing mistakes allowed', () => {
  it.each([
    ['egg', 0, 1],
    ['pide', 1, 2],
    ['kebap', 1, 2],
    ['pizzas', 1, 2],
    ['lahmajun', 2, 3],
    ['ab', 0, 0],
    ['100', 0, 0],
    ['330ml', 1, 2],
  ])('%j: %i in a search, %i in a suggestion', (term, search, suggestion) => {
    expect(typosAllowed(term)).toBe(search)
    expect(typosForSuggestion(term)).toBe(suggestion)
  })
})

describe('createMenuSearch', () => {
  it.each([
    // The name match comes first though its dish is later on the menu.
    ['lemon', ['lemonade', 'soup', 'fries']],
    ['lem', ['lemonade', 'soup', 'fries']],
    ['drinks', ['lemonade', 'tea']],
    ['cay', ['tea']],
    // Whole words or their starts: "bread" is not in "flatbread".
    ['bread', ['soup']],
    ['chiken', ['wrap']],
    ['lemon mint', ['lemonade']],
    ['lemon chicken', []],
  ])('finds %j as %j', (text, ids) => {
    expect(search(text).ids).toEqual(ids)
  })

  it('keeps vegetarian dishes only when asked', () => {
    expect(search('lemon', true).ids).toEqual(['fries'])
  })

  it.each([
    ['lemmonaid', 'lemonade'],
    ['chikn wrapp', 'chicken wrap'],
    ['tulpi', 'tulip'],
  ])('suggests for %j: %j', (text, suggestion) => {
    expect(search(text)).toEqual({ ids: [], suggestion })
  })

  it.each([
    ['a word too far off', 'zzzzzz'],
    ['a short word', 'xq'],
    ['words that are all on the menu', 'soup tea'],
    ['one word with no correction', 'lemmonaid zzzzzz'],
  ])('suggests nothing for %s', (_, text) => {
    expect(search(text)).toEqual({ ids: [], suggestion: null })
  })

  it('suggests nothing that the veg filter would leave empty', () => {
    expect(search('chikn wrapp', true)).toEqual({
      ids: [],
      suggestion: null,
    })
  })
})
