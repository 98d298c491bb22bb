import { testPhoto } from '@food/shared/testing'
import {
  DISH_DESCRIPTION_MAX_LENGTH,
  type EditableDish,
  MAX_GROUPS_PER_DISH,
  MENU_NAME_MAX_LENGTH,
} from '@food/shared/types'
import { catalogueDishBody } from '@food/shared/wire'
import { describe, expect, it } from 'vitest'
import {
  checkDish,
  differingFields,
  dishDraftOf,
  dishFieldOf,
} from './dish-draft'

const ADANA: EditableDish = {
  id: 'item-adana-kebab',
  categoryId: 'cat-kebabs',
  name: 'Adana Kebab',
  description: 'Spicy minced lamb on the grill.',
  price: 1395,
  isVeg: false,
  allergens: ['milk'],
  addonGroupIds: ['addon-kebab-sauce'],
  photo: null,
  soldOut: false,
  retired: false,
  version: 3,
}

describe('the dish form', () => {
  it('shows the price in pounds and sends it in pence, allergens in the law’s order', () => {
    const draft = dishDraftOf(ADANA, 'cat-other')
    expect(draft.price).toBe('13.95')
    const result = checkDish({
      ...draft,
      name: '  Adana Kebab ',
      price: '12.5',
      allergens: ['sesame', 'celery'],
    })
    expect(result).toEqual({
      payload: {
        categoryId: 'cat-kebabs',
        name: 'Adana Kebab',
        description: 'Spicy minced lamb on the grill.',
        price: 1250,
        isVeg: false,
        allergens: ['celery', 'sesame'],
        addonGroupIds: ['addon-kebab-sauce'],
        photoId: null,
      },
    })
  })

  it.each([
    [{ name: ' ' }, 'name', 'Names must be 1 to 60 characters.'],
    [{ name: 'x'.repeat(61) }, 'name', 'Names must be 1 to 60 characters.'],
    [
      { description: 'x'.repeat(301) },
      'description',
      'The description can be up to 300 characters.',
    ],
    [{ price: '0' }, 'price', 'Prices must be between £0.01 and £500.00.'],
    [{ price: '500.01' }, 'price', 'Prices must be between £0.01 and £500.00.'],
    [
      { price: '12,95' },
      'price',
      'Type the price in pounds and pence, like 12.95.',
    ],
    [{ price: '' }, 'price', 'Type the price in pounds and pence, like 12.95.'],
    [
      { addonGroupIds: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] },
      'addonGroupIds',
      'A dish can have up to 8 add-on groups.',
    ],
  ])('refuses %j by its field', (change, field, message) => {
    expect(checkDish({ ...dishDraftOf(ADANA, ''), ...change })).toEqual({
      fields: { [field]: message },
    })
  })

  it.each([
    [
      'the shortest and cheapest',
      { name: 'x', description: '', price: '0.01' },
    ],
    [
      'the longest and dearest',
      {
        name: ` ${'x'.repeat(MENU_NAME_MAX_LENGTH)} `,
        description: 'x'.repeat(DISH_DESCRIPTION_MAX_LENGTH),
        price: '500.00',
        addonGroupIds: Array.from(
          { length: MAX_GROUPS_PER_DISH },
          (_, i) => `addon-${i}`,
        ),
      },
    ],
  ])(
    'sends %s dish it lets through as the API’s schema takes it',
    (_, change) => {
      const result = checkDish({ ...dishDraftOf(ADANA, ''), ...change })
      if (!('payload' in result)) throw new Error('refused by the form')
      expect(catalogueDishBody.parse(result.payload)).toEqual(result.payload)
    },
  )

  it.each([
    [['price'], 'price'],
    [['allergens', '0'], 'allergens'],
    [['categoryId'], 'categoryId'],
    [['photoId'], 'photo'],
    [['version'], null],
    [['nonsense'], null],
  ])('reads the API path %j as the field %s', (path, field) => {
    expect(dishFieldOf(path)).toBe(field)
  })

  it('names the fields the stored dish now differs in', () => {
    const typed = { ...dishDraftOf(ADANA, ''), name: 'Adana' }
    expect(
      differingFields(typed, {
        ...ADANA,
        price: 1450,
        allergens: [],
        version: 4,
      }),
    ).toEqual(['name', 'price', 'allergens'])
    expect(differingFields(dishDraftOf(ADANA, ''), ADANA)).toEqual([])
  })

  it('sends the photo by its id, null for none, and compares photos by id', () => {
    const photo = testPhoto({ id: 'adana' })
    const withPhoto = dishDraftOf({ ...ADANA, photo }, '')
    expect(withPhoto.photo).toEqual(photo)
    expect(checkDish(withPhoto)).toMatchObject({
      payload: { photoId: 'adana' },
    })
    expect(checkDish({ ...withPhoto, photo: null })).toMatchObject({
      payload: { photoId: null },
    })
    expect(differingFields(withPhoto, ADANA)).toEqual(['photo'])
    expect(
      differingFields(withPhoto, { ...ADANA, photo: { ...photo } }),
    ).toEqual([])
  })
})
