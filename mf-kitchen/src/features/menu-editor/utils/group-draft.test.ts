import {
  type EditableAddonGroup,
  MAX_OPTIONS_PER_GROUP,
  MENU_NAME_MAX_LENGTH,
} from '@food/shared/types'
import { catalogueAddonGroupBody } from '@food/shared/wire'
import { describe, expect, it } from 'vitest'
import { checkGroup, groupDraftOf, groupFieldOf } from './group-draft'

const SAUCES: EditableAddonGroup = {
  id: 'addon-kebab-sauce',
  name: 'Sauces',
  min: 0,
  max: 2,
  options: [
    {
      id: 'sauce-garlic',
      name: 'Garlic mayo',
      price: 0,
      soldOut: false,
      allergens: ['eggs'],
    },
    {
      id: 'sauce-chilli',
      name: 'Chilli',
      price: 50,
      soldOut: false,
      allergens: [],
    },
  ],
  usedBy: 7,
  version: 2,
}

describe('the group form', () => {
  it('sends stored options with their ids, new ones without, prices in pence, allergens in the law’s order', () => {
    const draft = groupDraftOf(SAUCES)
    const result = checkGroup({
      ...draft,
      options: [
        ...draft.options,
        {
          key: 'new-x',
          name: ' Ezme ',
          price: '1.2',
          allergens: ['sulphites', 'celery'],
        },
      ],
    })
    expect(result).toEqual({
      payload: {
        name: 'Sauces',
        min: 0,
        max: 2,
        options: [
          {
            id: 'sauce-garlic',
            name: 'Garlic mayo',
            price: 0,
            allergens: ['eggs'],
          },
          { id: 'sauce-chilli', name: 'Chilli', price: 50, allergens: [] },
          { name: 'Ezme', price: 120, allergens: ['celery', 'sulphites'] },
        ],
      },
    })
  })

  it('sends a group at its limits as the API’s schema takes it', () => {
    const options = Array.from({ length: MAX_OPTIONS_PER_GROUP }, (_, i) => ({
      key: `new-${i}`,
      name: `${i}`.padEnd(MENU_NAME_MAX_LENGTH, 'x'),
      price: '50.00',
      allergens: [],
    }))
    const result = checkGroup({
      name: 'x'.repeat(MENU_NAME_MAX_LENGTH),
      rule: { ...groupDraftOf(SAUCES).rule, upTo: `${MAX_OPTIONS_PER_GROUP}` },
      options,
    })
    if (!('payload' in result)) throw new Error('refused by the form')
    expect(catalogueAddonGroupBody.parse(result.payload)).toEqual(
      result.payload,
    )
  })

  it('checks the rule against the options, as the API does', () => {
    const draft = groupDraftOf(SAUCES)
    expect(
      checkGroup({ ...draft, rule: { ...draft.rule, upTo: '3' } }),
    ).toEqual({
      fields: {
        rule: 'A customer must be able to pick at least 1 option, and no more than the group has.',
      },
    })
    expect(
      checkGroup({
        ...draft,
        rule: { ...draft.rule, kind: 'one' },
        options: [],
      }),
    ).toEqual({
      fields: { options: 'A required group needs at least one option.' },
    })
    expect(
      checkGroup({ ...draft, rule: { ...draft.rule, upTo: 'two' } }),
    ).toEqual({
      fields: { rule: 'Type whole numbers for how many a customer picks.' },
    })
  })

  it('names an option’s own field by its row', () => {
    const draft = groupDraftOf(SAUCES)
    const [garlic, chilli] = draft.options
    if (!garlic || !chilli) throw new Error('no options')
    expect(
      checkGroup({
        ...draft,
        options: [
          { ...garlic, price: '50.01' },
          { ...chilli, name: 'garlic MAYO' },
        ],
      }),
    ).toEqual({
      fields: {
        'sauce-garlic.price': 'Option prices must be between £0.00 and £50.00.',
        'sauce-chilli.name':
          'Two options in a group cannot have the same name.',
      },
    })
  })

  it('reads the API’s option index against the rows that were sent', () => {
    const sent = groupDraftOf(SAUCES).options
    const fieldOf = groupFieldOf(sent)
    expect(fieldOf(['options', '1', 'price'])).toBe('sauce-chilli.price')
    expect(fieldOf(['options', '0', 'allergens', '2'])).toBe(
      'sauce-garlic.allergens',
    )
    expect(fieldOf(['options'])).toBe('options')
    expect(fieldOf(['max'])).toBe('rule')
    expect(fieldOf(['name'])).toBe('name')
    expect(fieldOf(['version'])).toBeNull()
  })
})
